import { AGREEMENT_FILE_NAME, DOWNLOAD_URL_RELEASE_MS } from '#shared/constants.ts';
import { fetchPublicFile } from '../../../api/client.ts';

/** Offers a blob as a download under `name`; the object URL is released after 60 s (spec.md section 9). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_RELEASE_MS);
}

/** GET /api/files/agreement, saved as "Auftragsverarbeitungsvertrag V 5.40.pdf" (DECISIONS.md 28). */
export async function downloadAgreement(): Promise<void> {
  saveFile(await fetchPublicFile('/files/agreement'), AGREEMENT_FILE_NAME);
}
