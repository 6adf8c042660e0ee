import type { Endpoint } from '#shared/api/endpoint.ts';
import { DOWNLOAD_URL_RELEASE_MS } from '#shared/constants.ts';
import { call, type CallInput, type FileResult } from './client.ts';

/** Offers a blob as a download under `name`; the object URL is released after 60 s (docs/product.md §9). */
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

/**
 * A file of /api/ (a certificate, the agreement) saved under the name the server gives, else
 * `fallbackName`. Fails like every call, with an ApiError carrying the server's message. Answers
 * the name the file was saved under.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<string> {
  const { blob, fileName } = (await call(endpoint, input)) as FileResult;
  const name = fileName ?? fallbackName;
  saveFile(blob, name);
  return name;
}
