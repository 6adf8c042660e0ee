import { useLingui } from '@lingui/react/macro';
import { useDownload } from './use-download.ts';

/**
 * A record offered as a PDF to read and file and as a CSV to work with (the AI record, the
 * evidence package): two buttons, one download at a time, each saying while it is being made.
 */
export function PdfCsvDownloads({
  download,
  pdfLabel,
  csvLabel,
}: {
  /** Fetches and saves the file in the format; answers the name it was saved under. */
  download: (format: 'pdf' | 'csv') => Promise<string>;
  pdfLabel: string;
  csvLabel: string;
}) {
  const { t } = useLingui();
  const { busy, run } = useDownload();
  const making = t({ id: 'certificates.downloading', message: 'Wird erstellt …' });
  return (
    <div className="button-row">
      <button
        type="button"
        className="button"
        disabled={busy !== undefined}
        onClick={() => void run('pdf', () => download('pdf'))}
      >
        {busy === 'pdf' ? making : pdfLabel}
      </button>
      <button
        type="button"
        className="button secondary"
        disabled={busy !== undefined}
        onClick={() => void run('csv', () => download('csv'))}
      >
        {busy === 'csv' ? making : csvLabel}
      </button>
    </div>
  );
}
