import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { appOn, type ApiHarness } from '../support/api-harness.ts';

/**
 * What the file tests need beside the JSON harness: the same app on the same database and clock,
 * called with multipart bodies and read as bytes, and the text of a PDF as Debian's pdftotext
 * (poppler-utils, installed by .ci/run) extracts it.
 */
export function rawApp(h: ApiHarness) {
  // Made at the first request: a file may declare this before its harness has started.
  let app: ReturnType<typeof appOn> | undefined;
  let requestCount = 0;
  return (path: string, init: { method?: string; body?: FormData | string; token?: string; lang?: string } = {}) => {
    app ??= appOn(h);
    const headers: Record<string, string> = { 'x-forwarded-for': `10.200.${++requestCount % 250}.1` };
    if (init.token) headers.authorization = init.token;
    if (init.lang) headers['accept-language'] = init.lang;
    return app.request(path, { method: init.method ?? 'GET', headers, ...(init.body ? { body: init.body } : {}) });
  };
}

const run = promisify(execFile);

/** The text of a PDF in reading order, one string per page (pdftotext separates pages by \f). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.split('\f').filter((page) => page.trim() !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
