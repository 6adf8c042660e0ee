import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { toast } from '../../toasts/toast.ts';
import { saveFile } from '../../api/download.ts';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): to copy, to save as a
 * file, or to print from the page.
 */
export function RecoveryCodesPanel({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const { t } = useLingui();
  const text = codes.join('\n');
  // The form that had the focus is gone: the codes take it, so a screen reader reads them out.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t({ id: 'second_factor.codes_copied', message: 'Die Codes wurden kopiert.' }));
    } catch {
      toast.error(
        t({
          id: 'second_factor.codes_not_copied',
          message: 'Kopieren ist hier nicht möglich. Bitte schreiben Sie die Codes ab.',
        }),
      );
    }
  }
  function download() {
    saveFile(
      new Blob([`${text}\n`], { type: 'text/plain' }),
      t({ id: 'second_factor.codes_file', message: 'wiederherstellungscodes.txt' }),
    );
  }
  return (
    <div
      className="notice"
      role="region"
      aria-label={t({ id: 'second_factor.codes_title', message: 'Ihre Wiederherstellungscodes' })}
    >
      <p>
        <strong>{t({ id: 'second_factor.codes_title', message: 'Ihre Wiederherstellungscodes' })}</strong>
      </p>
      <p>
        {t({
          id: 'second_factor.codes_hint',
          message:
            'Mit jedem dieser Codes können Sie sich einmal anmelden, wenn Ihr Telefon verloren geht. Bewahren Sie sie sicher auf, etwa ausgedruckt oder in einem Passwort-Manager. Sie werden nur jetzt angezeigt.',
        })}
      </p>
      <ol className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button className="button secondary" type="button" onClick={() => void copy()}>
          {t({ id: 'second_factor.copy_codes', message: 'Codes kopieren' })}
        </button>
        <button className="button secondary" type="button" onClick={download}>
          {t({ id: 'second_factor.download_codes', message: 'Als Datei speichern' })}
        </button>
        <button className="button" type="button" onClick={onClose}>
          {t({ id: 'second_factor.codes_kept', message: 'Ich habe die Codes aufbewahrt' })}
        </button>
      </div>
    </div>
  );
}
