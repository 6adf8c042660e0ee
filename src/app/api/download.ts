import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { DOWNLOAD_URL_RELEASE_MS } from '#shared/constants.ts';
import type { ErrorEnvelope } from '#shared/errors.ts';
import { getSession } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';

/**
 * The file name a server gave in Content-Disposition: the exact RFC 5987 `filename*` when there is
 * one, else the plain `filename`, else `fallback`.
 */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: try the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] || fallback;
}

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

const somethingWentWrong = () => t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' });

/**
 * GET of a file of /api/ that needs the session (certificates), saved under the name the server
 * gives. Fails with an ApiError carrying the server's (translated) message, like callApi. Answers
 * the name the file was saved under.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = { 'Accept-Language': i18n.locale || 'de', 'Cache-Control': 'no-cache' };
  const token = getSession()?.token;
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers, cache: 'no-store' });
  } catch {
    throw new ApiError(0, 'NETWORK', t({ id: 'common.network_error', message: 'Keine Verbindung zum Server.' }));
  }
  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) as Partial<ErrorEnvelope> | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? somethingWentWrong(),
      error?.details ?? [],
    );
  }
  const name = dispositionFileName(response.headers.get('Content-Disposition'), fallbackName);
  saveFile(await response.blob(), name);
  return name;
}
