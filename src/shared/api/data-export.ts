import * as v from 'valibot';

/**
 * The formats of a data export (decision 084): JSON for programs, CSV (";", UTF-8) for
 * spreadsheets, a readable PDF of a person's data, an Excel workbook of a company's.
 */
export const PERSONAL_EXPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export const COMPANY_EXPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type PersonalExportFormat = (typeof PERSONAL_EXPORT_FORMATS)[number];
export type CompanyExportFormat = (typeof COMPANY_EXPORT_FORMATS)[number];
export type ExportFormat = PersonalExportFormat | CompanyExportFormat;

/** `?format=json|csv|pdf` of GET /employee/{id}/export; JSON when absent. */
export const DataExportQuery = v.object({ format: v.optional(v.picklist(PERSONAL_EXPORT_FORMATS), 'json') });
export type DataExportQuery = v.InferOutput<typeof DataExportQuery>;

/** `?format=json|csv|xlsx` of GET /company/{id}/export; JSON when absent. */
export const CompanyExportQuery = v.object({ format: v.optional(v.picklist(COMPANY_EXPORT_FORMATS), 'json') });
export type CompanyExportQuery = v.InferOutput<typeof CompanyExportQuery>;
