import type { PolicyVersion } from '#shared/api/policies.ts';
import type { VersionRow } from './policies.repository.ts';

/** A stored version as the API shows it (never the PDF's bytes). */
export const versionView = (row: VersionRow): PolicyVersion => ({
  id: row.id,
  version: row.version,
  title: row.title,
  kind: row.body === null ? 'pdf' : 'text',
  text: row.body,
  pdfName: row.pdf_name,
  pdfSize: row.pdf_size,
  publishedAt: row.published_at.toISOString(),
});
