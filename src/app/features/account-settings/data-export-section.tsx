import { useLingui } from '@lingui/react/macro';
import { api } from '#shared/api/endpoints/index.ts';
import type { ExportFormat } from '#shared/api/data-export.ts';
import { downloadFile } from '../../api/download.ts';
import { useDownload } from '../../components/use-download.ts';

/**
 * "Meine Daten" (GDPR Art. 15 and 20, decision 084): everything stored about the person as JSON
 * or as a table; for the employer also the company's data to take along.
 */
export function DataExportSection({ userId, companyId }: { userId: number; companyId?: number | undefined }) {
  const { t } = useLingui();
  const { busy, run } = useDownload();
  const own = (format: ExportFormat) =>
    run(`own-${format}`, () =>
      downloadFile(api.personalDataExport, { params: { id: userId }, query: { format } }, `Meine Daten.${format}`),
    );
  const company = (id: number, format: ExportFormat) =>
    run(`company-${format}`, () =>
      downloadFile(api.companyDataExport, { params: { id }, query: { format } }, `Unternehmensdaten.${format}`),
    );
  return (
    <div className="stack">
      <p>
        {t({
          id: 'data_export.intro',
          message:
            'Laden Sie alle Daten herunter, die das Portal über Sie speichert: Konto, zugewiesene Kurse, Lernfortschritt, Quizversuche, Zertifikate, angemeldete Geräte und Protokolleinträge. Passwörter und Sicherheitsschlüssel speichert das Portal nur in unlesbarer Form; sie sind nicht enthalten.',
        })}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button secondary"
          disabled={busy !== undefined}
          onClick={() => void own('csv')}
        >
          {t({ id: 'data_export.own_csv', message: 'Als Tabelle (CSV) herunterladen' })}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy !== undefined}
          onClick={() => void own('json')}
        >
          {t({ id: 'data_export.own_json', message: 'Als JSON-Datei herunterladen' })}
        </button>
      </div>
      {companyId !== undefined && (
        <>
          <h3>{t({ id: 'data_export.company_title', message: 'Daten Ihres Unternehmens' })}</h3>
          <p>
            {t({
              id: 'data_export.company_intro',
              message:
                'Das Unternehmen mit allen Mitarbeitenden, ihren Kursen, Fristen und Ergebnissen sowie die ausgestellten Zertifikate – etwa zur Übergabe am Vertragsende.',
            })}
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button secondary"
              disabled={busy !== undefined}
              onClick={() => void company(companyId, 'csv')}
            >
              {t({ id: 'data_export.company_csv', message: 'Unternehmensdaten als Tabelle (CSV)' })}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={busy !== undefined}
              onClick={() => void company(companyId, 'json')}
            >
              {t({ id: 'data_export.company_json', message: 'Unternehmensdaten als JSON-Datei' })}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
