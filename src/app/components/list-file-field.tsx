import { UPLOAD_MAX_MEGABYTES } from '#shared/api/uploads.ts';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, type Ref } from 'react';
import { isApiError } from '../api/api-error.ts';

/** The employee list's file types, as the server reads them (CSV or XLSX). */
const LIST_FILE_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file field of an employee list, the employer's and the admin's alike; its error is announced and tied to it. */
export function ListFileField({ ref, error }: { ref: Ref<HTMLInputElement>; error?: string | undefined }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {t({ id: 'users.upload.file', message: `Datei (CSV oder XLSX, höchstens ${UPLOAD_MAX_MEGABYTES} MB)` })}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        name="file"
        accept={LIST_FILE_TYPES}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the file field says when the form is sent without a file. */
export const noFileChosen = () => t({ id: 'users.upload.no_file', message: 'Bitte wählen Sie zuerst eine Datei aus.' });

/**
 * Why a list was refused, in the server's words (separator, encoding, columns, rows) after the
 * general sentence; the general sentence alone when the server gave no reason.
 */
export function uploadRefusal(error: unknown): string {
  const failed = t({
    id: 'users.upload.error',
    message:
      'Die Datei kann nicht hochgeladen werden. Bitte prüfen Sie das Format oder wenden Sie sich an den Support.',
  });
  const reason = isApiError(error) ? (error.details[0]?.message ?? error.message) : undefined;
  return reason ? `${failed} ${reason}` : failed;
}
