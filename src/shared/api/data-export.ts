import * as v from 'valibot';

/** The formats of a data export (decision 084): JSON for programs, CSV (";", UTF-8) for spreadsheets. */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `?format=json|csv` of GET /employee/{id}/export and GET /company/{id}/export; JSON when absent. */
export const DataExportQuery = v.object({ format: v.optional(v.picklist(EXPORT_FORMATS), 'json') });
export type DataExportQuery = v.InferOutput<typeof DataExportQuery>;
