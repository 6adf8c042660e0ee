import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useRoute } from 'wouter';
import { isTrainingSlug, type TrainingSlug } from '#shared/courses.ts';
import { isApiError } from '../../api/api-error.ts';
import { Problem } from '../../components/problem.tsx';
import { trainingMaterialQuery } from '../../api/queries.ts';
import { myProgressQuery } from '../../progress-sync/progress-query.ts';
import { beginProgress, storeProgress } from '../../progress-sync/learner-saves.ts';
import { TrainingFlow } from './training-flow.tsx';
import { useHeadingFocus } from './use-heading-focus.ts';
import './trainings.css';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * /trainings/:slug/*: one course. Loads its material in the current language and the learner's
 * progress, begins the progress on the first visit, then shows the module's slides
 * (/trainings/:slug/1 … N), the quiz (/quiz, /quiz/1 … 5) or the result (/quiz/result).
 */
export default function TrainingPage() {
  const [, params] = useRoute('/trainings/:slug/*?');
  const slug = params?.slug ?? '';
  const rest = (params?.['*'] ?? '').replace(/\/+$/, '');
  if (!isTrainingSlug(slug)) return <NotFound />;
  return <Training key={slug} slug={slug} rest={rest} />;
}

function Training({ slug, rest }: { slug: TrainingSlug; rest: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // After a language switch the page keeps the old text until the new one has arrived.
  const material = useQuery({ ...trainingMaterialQuery(slug, i18n.locale), placeholderData: keepPreviousData });
  const progressList = useQuery(myProgressQuery);
  const create = useMutation({
    mutationFn: () => beginProgress(slug),
    // Offline it fails at once (rather than waiting), and the course opens from the device.
    networkMode: 'always',
    // A refusal is the page's own message; offline the course opens anyway.
    meta: { quiet: true },
    onSuccess: (created) => storeProgress(queryClient, created),
  });
  // The progress just begun counts until the list has it: a list asked for before the course was
  // begun can arrive after it and must not leave the page waiting for a progress already made.
  const progress = progressList.data?.find((p) => p.trainingSlug === slug) ?? create.data;
  const needsProgress = progressList.isSuccess && !progress;
  const { mutate, isIdle } = create;
  useEffect(() => {
    if (needsProgress && isIdle) mutate();
  }, [needsProgress, isIdle, mutate]);

  const refused = create.error && !(isApiError(create.error) && create.error.status === 0) ? create.error : null;
  if (refused) return <NotAssigned error={refused} />;
  const failed = material.error ?? progressList.error;
  if (!material.data && failed) {
    return (
      <TrainingProblem
        title={t({ id: 'trainings.load_failed', message: 'Der Kurs konnte nicht geladen werden' })}
        text={failureMessage(failed)}
        onRetry={() => void Promise.all([material.refetch(), progressList.refetch()])}
      />
    );
  }
  // Without network the first visit cannot begin the progress; the course is shown anyway and the
  // saves are kept until the connection returns.
  const waiting = !material.data || progressList.isPending || (needsProgress && !create.isError);
  if (waiting || !material.data) return <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;
  // Offline after a language switch: the course stays in the language the device has it in.
  const otherLanguageMissing = material.isPlaceholderData && (material.isError || material.failureCount > 0);
  return (
    <>
      {otherLanguageMissing && (
        <p className="notice" role="status">
          {t({
            id: 'trainings.language_offline',
            message:
              'Dieser Kurs ist auf diesem Gerät ohne Internetverbindung nur in der bisherigen Sprache verfügbar. Sobald Sie wieder online sind, erscheint er in der gewählten Sprache.',
          })}
        </p>
      )}
      <TrainingFlow slug={slug} rest={rest} material={material.data} progress={progress} />
    </>
  );
}

function NotAssigned({ error }: { error: unknown }) {
  const { t } = useLingui();
  const assigned = !(isApiError(error) && error.code === 'TRAINING_NOT_ASSIGNED');
  return (
    <TrainingProblem
      title={
        assigned
          ? t({ id: 'trainings.start_failed', message: 'Der Kurs konnte nicht begonnen werden' })
          : t({ id: 'trainings.not_assigned_title', message: 'Dieser Kurs ist Ihnen nicht zugewiesen' })
      }
      text={
        assigned
          ? failureMessage(error)
          : t({
              id: 'trainings.not_assigned_text',
              message:
                'Sie können nur Kurse bearbeiten, die Ihnen zugewiesen sind. Wenden Sie sich an die verantwortliche Person in Ihrem Unternehmen, wenn Sie diesen Kurs machen möchten.',
            })
      }
    />
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <TrainingProblem
      title={t({ id: 'trainings.unknown_title', message: 'Diesen Kurs gibt es nicht' })}
      text={t({ id: 'trainings.unknown_text', message: 'Bitte wählen Sie einen Kurs aus Ihrer Übersicht.' })}
    />
  );
}

function TrainingProblem({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const { t } = useLingui();
  const heading = useHeadingFocus(title);
  return (
    <Problem
      className="training-problem"
      heading={
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
      }
      text={text}
      onRetry={onRetry}
    >
      <Link href="/trainings" className={onRetry ? 'button secondary' : 'button'}>
        {t({ id: 'trainings.back_to_list', message: 'Zu meinen Schulungen' })}
      </Link>
    </Problem>
  );
}
