import { plural } from '@lingui/core/macro';
import { api } from '#shared/api/endpoints/index.ts';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { UPLOAD_FILE_FIELD, type UploadFileResponse } from '#shared/api/uploads.ts';
import { UPLOAD_MIN_EMPLOYEES } from '#shared/constants.ts';
import { copyAllowed } from '#shared/rules/mail-copy.ts';
import { call } from '../../api/client.ts';
import { meQuery, ownCompanyQuery, publicConfigQuery } from '../../api/queries.ts';
import { FormField } from '../../components/form-field.tsx';
import { ListFileField, uploadRefusal } from '../../components/list-file-field.tsx';
import { email as checkEmail } from '../../components/validation.ts';
import { getSession } from '../../session/session-store.ts';

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
  const [ccError, setCcError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UploadFileResponse | null>(null);
  /** Why the last upload was refused, in the server's words (separator, encoding, columns, rows). */
  const [refusal, setRefusal] = useState<string | null>(null);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    const ccProblem = !cc.trim()
      ? undefined
      : (checkEmail(cc) ??
        (me && config && !copyAllowed(cc, me.email, config.contact.email)
          ? t({
              id: 'users.upload.cc_not_allowed',
              message: 'Eine Kopie kann nur an eine Adresse Ihres Unternehmens oder Ihres Versicherers gehen.',
            })
          : undefined));
    setCcError(ccProblem);
    if (!file || ccProblem || !me) {
      if (!file) {
        setResult(null);
        setRefusal(t({ id: 'users.upload.no_file', message: 'Bitte wählen Sie zuerst eine Datei aus.' }));
      }
      return;
    }
    setBusy(true);
    // A new attempt: the earlier answer, good or bad, no longer stands.
    setResult(null);
    setRefusal(null);
    try {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      setResult(await call(api.uploadEmployeeList, { form }));
    } catch (error) {
      setRefusal(uploadRefusal(error));
      setBusy(false);
      return;
    }
    try {
      const sent = await call(api.sendUploadConfirmation, {
        body: { email: me.email, cc: cc.trim() || undefined },
      });
      const recipients = sent.recipients.join(', ');
      toast.success(t({ id: 'users.email_sent', message: `Die Bestätigung wurde an ${recipients} gesendet.` }));
    } catch {
      toast.error(t({ id: 'users.email_not_sent', message: 'Die Bestätigung konnte nicht gesendet werden.' }));
    } finally {
      setBusy(false);
    }
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
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <ListFileField ref={input} />
        <FormField
          label={t({ id: 'users.upload.cc', message: 'Bestätigung zusätzlich an (optional)' })}
          type="email"
          name="cc"
          value={cc}
          error={ccError}
          onChange={(event) => setCc(event.target.value)}
        />
        <button className="button" type="submit" disabled={busy}>
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
