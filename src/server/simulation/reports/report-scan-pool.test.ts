import { afterEach, describe, expect, it } from 'vitest';
import { startReportScanPool } from './report-scan-pool.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const encode = (text: string) => new TextEncoder().encode(text);
const forward = (body: string) =>
  encode(`From: Anna Berg <anna@beispiel.test>\r\nSubject: WG: Paket\r\nContent-Type: text/plain\r\n\r\n${body}`);

describe('the scan threads of reported mail', () => {
  let pool: ReturnType<typeof startReportScanPool> | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('read a forward on a thread of their own: the reporter and the token of its link', async () => {
    pool = startReportScanPool();
    const findings = await pool.scan(forward(`Bitte prüfen: https://lesson.test/de/paket-zustellung/${TOKEN}`));
    expect(findings).toEqual({ from: 'anna@beispiel.test', tokens: [TOKEN], markers: [] });
  });

  it('give up a mail that takes longer than allowed: it tells nothing, like one the parser refuses', async () => {
    pool = startReportScanPool({ timeoutMs: 1, heapMb: 256 });
    const long = forward(`${'Zeile ohne Link\r\n'.repeat(400_000)}https://lesson.test/de/paket-zustellung/${TOKEN}`);
    expect(await pool.scan(long)).toEqual({ from: null, tokens: [], markers: [] });
  });
});
