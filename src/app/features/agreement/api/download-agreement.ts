import { api } from '#shared/api/endpoints/index.ts';
import { AGREEMENT_FILE_NAME } from '#shared/constants.ts';
import { downloadFile } from '../../../api/download.ts';

/** GET /api/files/agreement, saved as "Auftragsverarbeitungsvertrag V 5.40.pdf" (docs/product.md R28). */
export async function downloadAgreement(): Promise<void> {
  await downloadFile(api.agreement, {}, AGREEMENT_FILE_NAME);
}
