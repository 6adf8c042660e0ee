import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { Redirect, useLocation } from 'wouter';
import type { CourseProgress } from '#shared/api/progress.ts';
import { isRightAnswer } from '#shared/api/quiz-draws.ts';
import type { TrainingMaterial } from '#shared/api/trainings.ts';
import { LANGS, type Lang, QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from '#shared/constants.ts';
import type { OptionId, QuizQuestionAsked } from '#shared/content/course-content.ts';
import type { TrainingSlug } from '#shared/courses.ts';
import { quizDrawQuery } from '../../api/queries.ts';
import {
  answeredCount,
  answeredDraws,
  loadAttempt,
  newAttempt,
  noteAnsweredDraw,
  storeAttempt,
  type QuizAttemptState,
} from './quiz-attempt-store.ts';
import { quizAvailability } from './quiz-availability.ts';
import { QuizIntro } from './quiz-intro.tsx';
import { QuizQuestionView } from './quiz-question.tsx';
import { QuizResult, type QuizOutcome } from './quiz-result.tsx';
import { SlideView } from './slide-view.tsx';
import { useTrainingSaves } from './use-training-saves.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

type View =
  | { kind: 'resume' }
  | { kind: 'slide'; index: number }
  | { kind: 'quizIntro' }
  | { kind: 'question'; step: number }
  | { kind: 'result' };

/** The part of the path after /trainings/:slug (slides count from 1 in the path). */
function parseView(rest: string): View {
  const slide = /^(\d{1,2})(\/\d+)?$/.exec(rest);
  if (slide) return { kind: 'slide', index: Number(slide[1]) - 1 };
  if (rest === 'quiz') return { kind: 'quizIntro' };
  if (rest === 'quiz/result') return { kind: 'result' };
  const question = /^quiz\/(\d)$/.exec(rest);
  if (question) return { kind: 'question', step: Number(question[1]) };
  return { kind: 'resume' };
}

/** The path of a view (the reverse of parseView). */
function viewPath(base: string, view: Exclude<View, { kind: 'resume' }>): string {
  switch (view.kind) {
    case 'slide':
      return `${base}/${view.index + 1}`;
    case 'quizIntro':
      return `${base}/quiz`;
    case 'question':
      return `${base}/quiz/${view.step}`;
    case 'result':
      return `${base}/quiz/result`;
  }
}

type Props = { slug: TrainingSlug; rest: string; material: TrainingMaterial; progress: CourseProgress | undefined };

const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * One course from first slide to quiz result. Holds what the server does not know yet: the slide
 * reached before its save is answered, the quiz attempt under way and the last attempt's result.
 * The questions of the next attempt come from the server (a draw), asked for when the course opens
 * and kept on the device, so the quiz can be taken offline.
 */
export function TrainingFlow({ slug, rest, material, progress }: Props) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const base = `/trainings/${slug}`;
  const slideCount = material.slides.length;
  const course = useMemo(() => ({ slideCount }), [slideCount]);
  const saves = useTrainingSaves(slug, progress?.id, course);
  const drawQuery = useQuery(quizDrawQuery(slug, isLang(material.lang) ? material.lang : 'de'));
  const draw = drawQuery.data;
  const [answeredSet, setAnsweredSet] = useState(answeredDraws);
  const availability = quizAvailability(draw, answeredSet, drawQuery.isFetching);
  const [localReached, setLocalReached] = useState(0);
  const [localFinished, setLocalFinished] = useState(false);
  const [attemptState, setAttemptState] = useState<QuizAttemptState | null>(() => loadAttempt(slug, draw));
  // An attempt answers the draw the device holds; a stored one comes back once its draw has loaded.
  const attempt =
    attemptState && draw && attemptState.drawId === draw.id ? attemptState : draw ? loadAttempt(slug, draw) : null;
  const [outcome, setOutcome] = useState<QuizOutcome | null>(null);
  const [outcomeQuestions, setOutcomeQuestions] = useState<readonly Pick<QuizQuestionAsked, 'id' | 'question'>[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const reached = Math.min(Math.max(progress?.furthestSlide ?? 0, localReached), slideCount - 1);
  const finished = Boolean(progress?.moduleFinishedAt) || localFinished;
  const answered = attempt && draw ? answeredCount(attempt, draw) : 0;
  const askAgainForDraw = () => void queryClient.invalidateQueries({ queryKey: ['quiz-draw', slug] });

  const setAttempt = (next: QuizAttemptState | null) => {
    setAttemptState(next);
    storeAttempt(slug, next);
  };

  /** Where /trainings/:slug leads: the quiz under way, the result, the quiz intro or the furthest slide. */
  const resumeView = (): Exclude<View, { kind: 'resume' }> => {
    if (finished && attempt) return { kind: 'question', step: Math.min(answered + 1, QUIZ_QUESTIONS_PER_ATTEMPT) };
    if (progress && progress.quizAttemptCount > 0) return { kind: 'result' };
    if (finished) return { kind: 'quizIntro' };
    return { kind: 'slide', index: reached };
  };
  const resumed = resumeView();
  const resumePath = viewPath(base, resumed);

  const goToSlide = (index: number) => {
    setLocalReached((current) => Math.max(current, index));
    saves.saveQuietly({ slide: index });
  };

  const finishModule = () => {
    setLocalFinished(true);
    // Reaching the end again may open the quiz after two failures: the draw says so once asked again.
    void saves
      .save({ slide: slideCount - 1, moduleFinished: true })
      .then(askAgainForDraw)
      .catch((error: unknown) => toast.error(failureMessage(error), { id: 'training-save' }));
  };

  const startQuiz = () => {
    if (!draw || availability !== 'open') return;
    const current = attempt ?? newAttempt(draw);
    if (!attempt) setAttempt(current);
    setOutcome(null);
    navigate(`${base}/quiz/${Math.min(answeredCount(current, draw) + 1, QUIZ_QUESTIONS_PER_ATTEMPT)}`);
  };

  const repeatQuiz = () => {
    if (!draw || availability !== 'open') return;
    setAttempt(newAttempt(draw));
    setOutcome(null);
    navigate(`${base}/quiz/1`);
  };

  const repeatModule = () => {
    setOutcome(null);
    saves.saveQuietly({ slide: 0, moduleRepeated: true });
    navigate(`${base}/1`);
  };

  const check = (questionId: string, optionId: OptionId) => {
    if (attempt) setAttempt({ ...attempt, answers: { ...attempt.answers, [questionId]: optionId } });
  };

  const submit = async () => {
    if (!attempt || !draw || submitting) return;
    const answers = attempt.answers;
    setSubmitting(true);
    let result: QuizOutcome;
    try {
      result = await saves.submitQuiz(
        { id: attempt.id, drawId: draw.id, answers, attemptedAt: new Date().toISOString() },
        draw,
      );
    } catch (error) {
      setSubmitting(false);
      toast.error(failureMessage(error));
      // A draw the server no longer takes (answered elsewhere, or the module first): ask for the next.
      askAgainForDraw();
      return;
    }
    // The list of answers follows the order the questions were asked in.
    const asked = draw.questions.map((q) => q.id);
    result.score.questions?.sort((a, b) => asked.indexOf(a.questionId) - asked.indexOf(b.questionId));
    noteAnsweredDraw(draw.id);
    setAnsweredSet(answeredDraws());
    setOutcomeQuestions(draw.questions);
    setSubmitting(false);
    setOutcome(result);
    setAttempt(null);
    askAgainForDraw();
    navigate(`${base}/quiz/result`);
  };

  // The course's own address (its card's link) resumes at the furthest slide: drawn at once, the
  // address replaced after the paint (one more render, which changes nothing on screen), where a
  // redirect would draw frame and page twice before the slide (a phone's slowest step in opening
  // a course). The quiz's views keep their redirect and its checks.
  const asked = parseView(rest);
  const resumesAtSlide = asked.kind === 'resume' && resumed.kind === 'slide';
  const resumedSlidePath = resumesAtSlide ? resumePath : undefined;
  useEffect(() => {
    if (resumedSlidePath) navigate(resumedSlidePath, { replace: true });
  }, [resumedSlidePath, navigate]);
  const view: View = resumesAtSlide ? resumed : asked;
  const loading = <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;
  switch (view.kind) {
    case 'resume':
      // A quiz under way resumes at its question once its draw has come from the server or the device.
      if (finished && drawQuery.isPending)
        return <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;
      return <Redirect to={resumePath} replace />;
    case 'slide': {
      if (view.index >= slideCount || (!finished && view.index > reached)) return <Redirect to={resumePath} replace />;
      return (
        <SlideView
          base={base}
          material={material}
          index={view.index}
          offline={saves.offline}
          onMove={goToSlide}
          onFinish={finishModule}
          onExercise={(exercise) => saves.saveQuietly({ exercise })}
        />
      );
    }
    case 'quizIntro':
      if (!finished) return <Redirect to={resumePath} replace />;
      return (
        <QuizIntro
          base={base}
          material={material}
          lastSlide={slideCount}
          answered={answered}
          attempts={progress?.quizAttemptCount ?? 0}
          availability={attempt ? 'open' : availability}
          onStart={startQuiz}
          onRepeatModule={repeatModule}
        />
      );
    case 'question': {
      if (finished && drawQuery.isPending) return loading;
      // Without an attempt under way: the one just sent has its result, or a new one starts at the intro.
      if (!finished || !attempt || !draw) {
        return <Redirect to={`${base}/quiz${outcome ? '/result' : ''}`} replace />;
      }
      const allowed = Math.min(answered + 1, QUIZ_QUESTIONS_PER_ATTEMPT);
      if (view.step < 1 || view.step > allowed) return <Redirect to={`${base}/quiz/${allowed}`} replace />;
      const question = draw.questions[view.step - 1]!;
      const questionId = question.id;
      const checked = attempt.answers[questionId];
      const last = view.step === QUIZ_QUESTIONS_PER_ATTEMPT;
      return (
        <QuizQuestionView
          key={view.step}
          courseTitle={material.title}
          question={question}
          step={view.step}
          checked={checked}
          correct={checked === undefined ? undefined : isRightAnswer(draw.id, question, checked)}
          last={last}
          submitting={submitting}
          onCheck={(optionId) => check(questionId, optionId)}
          onNext={() => (last ? void submit() : navigate(`${base}/quiz/${view.step + 1}`))}
        />
      );
    }
    case 'result': {
      const shown: QuizOutcome | null =
        outcome ??
        (progress && progress.quizAttemptCount > 0 && progress.lastScore !== null
          ? {
              score: { scorePercent: progress.lastScore, passed: progress.lastScore >= QUIZ_PASS_PERCENT },
              confirmed: true,
            }
          : null);
      if (!shown) return <Redirect to={`${base}/quiz`} replace />;
      return (
        <QuizResult
          courseTitle={material.title}
          quiz={outcomeQuestions}
          outcome={shown}
          next={availability}
          passedAt={progress?.passedAt ?? null}
          onRepeatQuiz={repeatQuiz}
          onRepeatModule={repeatModule}
        />
      );
    }
  }
}
