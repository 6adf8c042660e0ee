import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { SendUploadConfirmationRequest, UploadFileResponse } from '#shared/api/uploads.ts';
import { UPLOAD_MIN_EMPLOYEES } from '#shared/constants.ts';
import { copyAllowed } from '#shared/rules/mail-copy.ts';
import { meQuery, ownCompanyQuery, publicConfigQuery } from '../../api/queries.ts';
import { FormField } from '../../components/form-field.tsx';
import { ListFileField, noFileChosen, uploadRefusal } from '../../components/list-file-field.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { email as checkEmail } from '../../components/validation.ts';
import { getSession } from '../../session/session-store.ts';
import { sendUploadConfirmation, uploadEmployeeList } from './api/people.ts';

/**
 * The employer's employee list (docs/product.md §5): for companies of 50 or more people, a CSV or
 * XLSX file goes to the provider for review; a confirmation mail follows (docs/product.md R18).
 */
export function UploadSection({ ownerId }: { ownerId: number }) {
  const { t } = useLingui();
  const userId = getSession()?.userId ?? 0;
  const { data: me } = useQuery(meQuery(userId));
  const { data: company } = useQuery(ownCompanyQuery(ownerId));
  const { data: config } = useQuery(publicConfigQuery);
  const input = useRef<HTMLInputElement>(null);
  const [cc, setCc] = useState('');
  const [result, setResult] = useState<UploadFileResponse | null>(null);
  /** Why the last upload was refused, in the server's words (separator, encoding, columns, rows). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirmation = useMutation({
    // A fixed text: the list itself arrived, only the mail about it did not.
    meta: { quiet: true },
    mutationFn: (request: SendUploadConfirmationRequest) => sendUploadConfirmation(request),
    onSuccess: (sent) => {
      const recipients = sent.recipients.join(', ');
      toast.success(t({ id: 'users.email_sent', message: `Die Bestätigung wurde an ${recipients} gesendet.` }));
    },
    onError: () =>
      toast.error(t({ id: 'users.email_not_sent', message: 'Die Bestätigung konnte nicht gesendet werden.' })),
  });
  const upload = useMutation({
    // A refusal is said below the form, in the server's words (separator, encoding, columns, rows).
    meta: { quiet: true },
    mutationFn: ({ file }: { file: File; email: string; cc?: string }) => uploadEmployeeList(file),
    // The confirmation mail follows the received list.
    onSuccess: (received, { email, cc: copy }) => {
      setResult(received);
      confirmation.mutate({ email, cc: copy });
    },
    onError: (error) => setRefusal(uploadRefusal(error)),
  });

  const picked = () => input.current?.files?.[0];
  const { ref, errors, onSubmit } = useFormSubmit<'file' | 'cc'>({
    check: () => ({
      file: picked() ? undefined : noFileChosen(),
      cc: !cc.trim()
        ? undefined
        : (checkEmail(cc) ??
          (me && config && !copyAllowed(cc, me.email, config.contact.email)
            ? t({
                id: 'users.upload.cc_not_allowed',
                message: 'Eine Kopie kann nur an eine Adresse Ihres Unternehmens oder Ihres Versicherers gehen.',
              })
            : undefined)),
    }),
    send: async () => {
      if (!me) return;
      // A new attempt: the earlier answer, good or bad, no longer stands.
      setResult(null);
      setRefusal(null);
      await upload.mutateAsync({ file: picked()!, email: me.email, cc: cc.trim() || undefined });
    },
  });

  if (!company || (company.employeeCount ?? 0) < UPLOAD_MIN_EMPLOYEES) {
    return (
      <section className="card" aria-labelledby="upload-title">
        <h2 id="upload-title">{t({ id: 'users.upload.title', message: 'Mitarbeiterliste hochladen' })}</h2>
        <p className="hint">
          {t({
            id: 'users.upload.small_company',
            message: `Das Hochladen einer Liste ist für Unternehmen mit mindestens ${UPLOAD_MIN_EMPLOYEES} Mitarbeitenden möglich. Laden Sie Ihr Team einzeln ein, oder tragen Sie die Zahl Ihrer Mitarbeitenden im Profil ein.`,
          })}
        </p>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="upload-title">
      <h2 id="upload-title">{t({ id: 'users.upload.title', message: 'Mitarbeiterliste hochladen' })}</h2>
      <p>
        {t({
          id: 'users.upload.intro',
          message:
            'Laden Sie eine CSV-Datei (UTF-8, Trennzeichen Semikolon, ohne Anführungszeichen) oder eine Excel-Datei (XLSX) mit den Spalten Vorname, Nachname und E-Mail hoch. Namen beginnen mit einem Großbuchstaben. Wir prüfen die Liste in etwa fünf Werktagen; danach erhalten Ihre Mitarbeitenden ihre Einladungen.',
        })}
      </p>
      <form ref={ref} className="form" noValidate onSubmit={onSubmit}>
        <ListFileField ref={input} error={errors.file} />
        <FormField
          label={t({ id: 'users.upload.cc', message: 'Bestätigung zusätzlich an (optional)' })}
          type="email"
          name="cc"
          value={cc}
          error={errors.cc}
          onChange={(event) => setCc(event.target.value)}
        />
        <button className="button" type="submit" disabled={upload.isPending || confirmation.isPending}>
          {t({ id: 'users.upload.submit', message: 'Liste hochladen' })}
        </button>
      </form>
      {result && <UploadResult result={result} />}
      {refusal && (
        <p role="alert" className="notice danger">
          {refusal}
        </p>
      )}
    </section>
  );
}

function UploadResult({ result }: { result: UploadFileResponse }) {
  const { t } = useLingui();
  const { rowCount, fileName } = result;
  const problemRows = result.problems.rows;
  return (
    <p role="status" className="notice">
      {t({
        id: 'users.upload.received',
        message: plural(rowCount, {
          one: `# Eintrag aus „${fileName}“ ist eingegangen.`,
          other: `# Einträge aus „${fileName}“ sind eingegangen.`,
        }),
      })}{' '}
      {problemRows > 0 &&
        t({
          id: 'users.upload.problems',
          message: `${problemRows} Zeilen haben Auffälligkeiten, die wir bei der Prüfung klären.`,
        })}
    </p>
  );
}
