import { useLingui } from '@lingui/react/macro';
import { api } from '#shared/api/endpoints/index.ts';
import type { CompanyExportFormat, PersonalExportFormat } from '#shared/api/data-export.ts';
import { downloadFile } from '../api/download.ts';
import { useDownload } from './use-download.ts';

/** One download button of a row; `download` answers the file's name. */
export type ExportChoice = { key: string; label: string; download: () => Promise<string> };

/** A row of download buttons of which one runs at a time (decision 084). */
export function ExportButtons({ choices }: { choices: readonly ExportChoice[] }) {
  const { busy, run } = useDownload();
  return (
    <div className="button-row">
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          className="button secondary"
          disabled={busy !== undefined}
          aria-busy={busy === choice.key}
          onClick={() => void run(choice.key, choice.download)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** Everything stored about a person (GET /employee/{id}/export). */
const downloadPersonalData = (userId: number, format: PersonalExportFormat) => () =>
  downloadFile(api.personalDataExport, { params: { id: userId }, query: { format } }, `Meine Daten.${format}`);

/** A company's data to take along (GET /company/{id}/export). */
const downloadCompanyData = (companyId: number, format: CompanyExportFormat) => () =>
  downloadFile(api.companyDataExport, { params: { id: companyId }, query: { format } }, `Unternehmensdaten.${format}`);

/** Everything stored about the person, as a CSV table, a PDF or JSON. */
export function PersonalExportButtons({ userId }: { userId: number }) {
  const { t } = useLingui();
  return (
    <ExportButtons
      choices={[
        {
          key: 'own-csv',
          label: t({ id: 'data_export.own_csv', message: 'Als Tabelle (CSV) herunterladen' }),
          download: downloadPersonalData(userId, 'csv'),
        },
        {
          key: 'own-pdf',
          label: t({ id: 'data_export.own_pdf', message: 'Als PDF herunterladen' }),
          download: downloadPersonalData(userId, 'pdf'),
        },
        {
          key: 'own-json',
          label: t({ id: 'data_export.own_json', message: 'Als JSON-Datei herunterladen' }),
          download: downloadPersonalData(userId, 'json'),
        },
      ]}
    />
  );
}

/** The company's data as an Excel workbook, a CSV table or JSON. */
export function CompanyExportButtons({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  return (
    <ExportButtons
      choices={[
        {
          key: 'company-xlsx',
          label: t({ id: 'data_export.company_xlsx', message: 'Unternehmensdaten als Excel-Datei' }),
          download: downloadCompanyData(companyId, 'xlsx'),
        },
        {
          key: 'company-csv',
          label: t({ id: 'data_export.company_csv', message: 'Unternehmensdaten als Tabelle (CSV)' }),
          download: downloadCompanyData(companyId, 'csv'),
        },
        {
          key: 'company-json',
          label: t({ id: 'data_export.company_json', message: 'Unternehmensdaten als JSON-Datei' }),
          download: downloadCompanyData(companyId, 'json'),
        },
      ]}
    />
  );
}
