import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { POLICY_PDF_MAX_MEGABYTES, POLICY_TEXT_MAX, POLICY_TITLE_MAX } from '#shared/api/policies.ts';
import { policyTemplatesQuery } from '../../api/queries.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { toast } from '../../toasts/toast.ts';
import { usePublishPolicy } from './api/policies.ts';

/**
 * A new policy, or (with `policyId`) its next version: a title with a text (started from a
 * bundled template or typed) or a PDF up to 5 MB.
 */
export function PublishForm({
  policyId,
  initial,
}: {
  policyId?: number;
  initial?: { title: string; text: string | null };
}) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const headingId = useId();
  const titleId = useId();
  const textId = useId();
  const fileId = useId();
  const errorId = useId();
  const templates = useQuery({ ...policyTemplatesQuery(i18n.locale), enabled: policyId === undefined });
  const publish = usePublishPolicy();
  const [kind, setKind] = useState<'text' | 'pdf'>(initial && initial.text === null ? 'pdf' : 'text');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ready = title.trim() !== '' && (kind === 'text' ? text.trim() !== '' : file !== null);
    setMissing(!ready);
    if (!ready) return;
    const input = kind === 'text' ? { policyId, title, kind, text } : { policyId, title, kind, file: file! };
    publish.mutate(input, {
      onSuccess: (detail) => {
        toast.success(
          t({ id: 'policies.publish.done', message: `Version ${detail.current.version} ist veröffentlicht.` }),
        );
        if (policyId === undefined) navigate(`/company-policies/${detail.id}`);
      },
    });
  };
  const error = missing
    ? t({
        id: 'policies.publish.missing',
        message: 'Bitte geben Sie einen Titel und einen Text ein oder wählen Sie eine PDF-Datei.',
      })
    : publish.error
      ? failureMessage(publish.error)
      : null;

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {policyId === undefined
          ? t({ id: 'policies.publish.heading', message: 'Neue Richtlinie' })
          : t({ id: 'policies.publish.new_version', message: 'Neue Version veröffentlichen' })}
      </h2>
      {policyId === undefined && templates.data && (
        <div className="stack">
          <p>
            {t({
              id: 'policies.publish.templates',
              message:
                'Beginnen Sie mit einer Vorlage und ersetzen Sie die Angaben in eckigen Klammern durch die Ihres Unternehmens:',
            })}
          </p>
          <div className="policy-templates">
            {templates.data.map((template) => (
              <button
                key={template.id}
                type="button"
                className="button secondary"
                onClick={() => {
                  setKind('text');
                  setTitle(template.title);
                  setText(template.text);
                }}
              >
                {t({ id: 'policies.publish.use_template', message: `Vorlage: ${template.title}` })}
              </button>
            ))}
          </div>
        </div>
      )}
      <form className="stack policy-form" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <div className="field">
          <label htmlFor={titleId}>{t({ id: 'policies.publish.title', message: 'Titel' })}</label>
          <input
            id={titleId}
            value={title}
            maxLength={POLICY_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <fieldset className="field radio-group policy-fieldset">
          <legend>{t({ id: 'policies.publish.kind', message: 'Inhalt' })}</legend>
          <div className="radio-options">
            <label className="radio">
              <input type="radio" name={`${fileId}-kind`} checked={kind === 'text'} onChange={() => setKind('text')} />
              {t({ id: 'policies.publish.kind_text', message: 'Text' })}
            </label>
            <label className="radio">
              <input type="radio" name={`${fileId}-kind`} checked={kind === 'pdf'} onChange={() => setKind('pdf')} />
              {t({ id: 'policies.publish.kind_pdf', message: 'PDF-Datei' })}
            </label>
          </div>
        </fieldset>
        {kind === 'text' ? (
          <div className="field">
            <label htmlFor={textId}>{t({ id: 'policies.publish.text', message: 'Text der Richtlinie' })}</label>
            <textarea
              id={textId}
              value={text}
              maxLength={POLICY_TEXT_MAX}
              aria-describedby={`${textId}-hint`}
              onChange={(event) => setText(event.target.value)}
            />
            <p className="hint" id={`${textId}-hint`}>
              {t({
                id: 'policies.publish.text_hint',
                message: 'Überschriften mit #, Aufzählungen mit - am Zeilenanfang, **fett** für Hervorhebungen.',
              })}
            </p>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={fileId}>
              {t({ id: 'policies.publish.file', message: `PDF-Datei (bis ${POLICY_PDF_MAX_MEGABYTES} MB)` })}
            </label>
            <input
              id={fileId}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        )}
        {error && (
          <p className="field-error" id={errorId} role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="button" disabled={publish.isPending}>
            {publish.isPending
              ? t({ id: 'common.saving', message: 'Wird gespeichert …' })
              : t({ id: 'policies.publish.submit', message: 'Veröffentlichen' })}
          </button>
        </div>
      </form>
    </section>
  );
}
