import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SpotExercise } from '#shared/content/course-content.ts';

type Part = SpotExercise['parts'][number];
const HEADER_FIELDS = ['from', 'replyTo', 'to', 'date'] as const;

type Props = {
  parts: readonly Part[];
  /** What the mock-up is ("E-Mail"), for its caption. */
  label: string;
  /** Draws one part as a toggle (spot-part.tsx); the mail decides where it sits. */
  partView: (part: Part, showLabel?: boolean) => ReactNode;
};

/**
 * An e-mail as a mail client shows it (docs/decisions/095-exercises-that-look-real.md): the subject
 * on top, the header fields with the sender's display name and real address, the reply-to, the
 * attachments with their full file names, then the text with its links, whose real target shows on
 * hover, focus or a long press.
 */
export function MailView({ parts, label, partView }: Props) {
  const { t } = useLingui();
  const fieldName = {
    from: t({ id: 'exercise.mail.from', message: 'Von' }),
    replyTo: t({ id: 'exercise.mail.reply_to', message: 'Antwort an' }),
    to: t({ id: 'exercise.mail.to', message: 'An' }),
    date: t({ id: 'exercise.mail.date', message: 'Datum' }),
  };
  const subject = parts.filter((p) => p.field === 'subject');
  const header = HEADER_FIELDS.flatMap((field) => parts.filter((p) => p.field === field));
  const attachments = parts.filter((p) => p.field === 'attachment');
  const text = parts.filter((p) => p.field === 'body' || p.field === 'link');
  return (
    <figure className="artefact mail" data-artefact="email">
      <figcaption className="artefact-caption">{label}</figcaption>
      <div className="mail-header">
        {subject.map((part) => (
          <div key={part.id} className="mail-subject">
            {partView(part, false)}
          </div>
        ))}
        <dl className="mail-fields">
          {header.map((part) => (
            <div key={part.id} className="mail-field">
              <dt>{part.label ?? fieldName[part.field as (typeof HEADER_FIELDS)[number]]}</dt>
              <dd>{partView(part, false)}</dd>
            </div>
          ))}
        </dl>
      </div>
      {attachments.length > 0 && (
        <ul className="mail-attachments" aria-label={t({ id: 'exercise.mail.attachments', message: 'Anhänge' })}>
          {attachments.map((part) => (
            <li key={part.id}>{partView(part, false)}</li>
          ))}
        </ul>
      )}
      <div className="mail-body">
        {text.map((part) => (
          <div key={part.id} className="mail-block" data-field={part.field}>
            {partView(part, false)}
          </div>
        ))}
      </div>
    </figure>
  );
}
