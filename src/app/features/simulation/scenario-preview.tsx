import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Lang } from '#shared/constants.ts';
import type { SimulationPreview } from '#shared/api/simulation.ts';
import { Dialog, DialogAlert } from '../../components/dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SelectField } from '../../components/select-field.tsx';
import type { previewQuery } from './api/simulation.ts';

type Flag = SimulationPreview['flags'][number];

/** The number of each red flag at the place it sits (sender, subject or a part), for the markers in the mail. */
function flagNumbers(flags: readonly Flag[]): Map<string, number[]> {
  const at = new Map<string, number[]>();
  flags.forEach((flag, index) => at.set(flag.at, [...(at.get(flag.at) ?? []), index + 1]));
  return at;
}

function Markers({ numbers }: { numbers: number[] | undefined }) {
  const { t } = useLingui();
  if (!numbers) return null;
  return (
    <>
      {numbers.map((number) => (
        <span key={number} className="flag-marker">
          <span className="visually-hidden">{t({ id: 'simulation.preview.flag_marker', message: 'Hinweis' })} </span>
          {number}
        </span>
      ))}
    </>
  );
}

/**
 * A scenario's mail as a recipient's mail client shows it: subject, sender's name and address, the
 * text and its one link (drawn as the button it is, leading nowhere here), with the red flags
 * numbered where they sit.
 */
export function ScenarioMail({ preview }: { preview: SimulationPreview }) {
  const { t } = useLingui();
  const numbers = flagNumbers(preview.flags);
  return (
    <figure className="sim-mail" lang={preview.lang}>
      <figcaption className="sim-mail-caption">
        {t({ id: 'simulation.preview.mail_caption', message: 'So kommt die E-Mail an' })}
      </figcaption>
      <div className="sim-mail-header">
        <p className="sim-mail-subject">
          {preview.subject}
          <Markers numbers={numbers.get('subject')} />
        </p>
        <dl className="sim-mail-fields">
          <div>
            <dt>{t({ id: 'exercise.mail.from', message: 'Von' })}</dt>
            <dd>
              <strong>{preview.from.name}</strong>{' '}
              <span className="sim-mail-address">&lt;{preview.from.address}&gt;</span>
              <Markers numbers={numbers.get('from')} />
            </dd>
          </div>
        </dl>
      </div>
      <div className="sim-mail-body">
        {preview.parts.map((part) =>
          part.kind === 'link' ? (
            <p key={part.id}>
              <span className="sim-mail-button">{part.text}</span>
              <Markers numbers={numbers.get(part.id)} />
            </p>
          ) : (
            <p key={part.id}>
              {part.text}
              <Markers numbers={numbers.get(part.id)} />
            </p>
          ),
        )}
      </div>
    </figure>
  );
}

/** The red flags, numbered as in the mail, and the lesson with a link to its page. */
function ScenarioLesson({ preview }: { preview: SimulationPreview }) {
  const { t } = useLingui();
  return (
    <div className="stack sim-lesson" lang={preview.lang}>
      <section aria-labelledby="sim-flags-heading">
        <h3 id="sim-flags-heading">{t({ id: 'simulation.preview.flags', message: 'Woran man die E-Mail erkennt' })}</h3>
        <ol className="sim-flags">
          {preview.flags.map((flag) => (
            <li key={flag.id}>
              <strong>{flag.title}</strong>
              <p>{flag.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="sim-lesson-heading">
        <h3 id="sim-lesson-heading">{t({ id: 'simulation.preview.lesson', message: 'Lektion' })}</h3>
        <p>{preview.lesson}</p>
        <p>
          <a href={preview.lessonUrl} target="_blank" rel="noopener noreferrer">
            {t({ id: 'simulation.preview.lesson_link', message: 'Lernseite ansehen' })}
            <span className="visually-hidden">
              {' '}
              {t({ id: 'simulation.preview.new_tab', message: '(öffnet in einem neuen Tab)' })}
            </span>
          </a>
        </p>
      </section>
    </div>
  );
}

/**
 * The preview of one scenario in a dialog, in the language chosen there (the app's at first):
 * `load` is the query of the company's or the admin's preview call.
 */
export function ScenarioPreviewDialog({
  scenario,
  load,
  onClose,
}: {
  scenario: { id: string; title: string } | null;
  load: typeof previewQuery;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const [lang, setLang] = useState<Lang>(i18n.locale === 'en' ? 'en' : 'de');
  const title = scenario?.title ?? '';
  const preview = useQuery({ ...load(scenario?.id ?? '', lang), enabled: scenario !== null });
  return (
    <Dialog
      open={scenario !== null}
      onClose={onClose}
      title={t({ id: 'simulation.preview.title', message: `Vorschau: ${title}` })}
    >
      <div className="stack sim-preview">
        <SelectField
          label={t({ id: 'simulation.preview.language', message: 'Sprache der E-Mail' })}
          value={lang}
          options={[
            ['de', 'Deutsch'],
            ['en', 'English'],
          ]}
          onChange={setLang}
        />
        {preview.error ? (
          <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
        ) : !preview.data ? (
          <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
        ) : (
          <>
            <ScenarioMail preview={preview.data} />
            <ScenarioLesson preview={preview.data} />
          </>
        )}
        <DialogAlert />
        <div className="button-row">
          <button type="button" className="button secondary" onClick={onClose}>
            {t({ id: 'common.close', message: 'Schließen' })}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
