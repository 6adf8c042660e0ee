import { createHmac, timingSafeEqual } from 'node:crypto';
import { sealingKey } from '../../core/secret-box.ts';
import type { Config } from '../../config.ts';

/**
 * A company's report address, `report+<id>-<check>@<REPORT_DOMAIN>`: the company's number and a
 * check derived from the server's sealing key, so nothing is stored, every instance knows every
 * address, and no one reaches a company's counters by counting through numbers.
 */
type KeyConfig = Pick<Config, 'secondFactorKey' | 'dataDir'>;

const check = (config: KeyConfig, companyId: number) =>
  createHmac('sha256', sealingKey(config)).update(`simulation-report-address:${companyId}`).digest('hex').slice(0, 10);

export function reportAddress(config: KeyConfig & { simulation: { reportDomain: string } }, companyId: number) {
  return `report+${companyId}-${check(config, companyId)}@${config.simulation.reportDomain}`;
}

const LOCAL_PART = /^report\+(\d{1,9})-([0-9a-f]{10})$/;

/** The company a recipient address reports to, or null for any other address. */
export function companyOfReportAddress(
  config: KeyConfig & { simulation: { reportDomain: string } },
  address: string,
): number | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== config.simulation.reportDomain.toLowerCase()) return null;
  const match = LOCAL_PART.exec(address.slice(0, at).toLowerCase());
  if (!match) return null;
  const companyId = Number(match[1]);
  const expected = Buffer.from(check(config, companyId));
  const given = Buffer.from(match[2]!);
  return timingSafeEqual(expected, given) ? companyId : null;
}

/**
 * The token in the link of the employer's test mail: the lesson page shows what a real one shows,
 * the company's report address included, and counts nothing. Signed like the address, so no one
 * finds another company's address by changing the number.
 */
const previewCheck = (config: KeyConfig, companyId: number) =>
  createHmac('sha256', sealingKey(config)).update(`simulation-preview:${companyId}`).digest('hex').slice(0, 10);

export const previewToken = (config: KeyConfig, companyId: number) =>
  `preview-${companyId}-${previewCheck(config, companyId)}`;

const PREVIEW = /^preview-(\d{1,9})-([0-9a-f]{10})$/;

/** Whether `token` is a test mail's preview token: its company when signed by this server, else null. */
export function companyOfPreviewToken(config: KeyConfig, token: string): number | null | undefined {
  const match = PREVIEW.exec(token);
  if (!match) return undefined;
  const companyId = Number(match[1]);
  const expected = Buffer.from(previewCheck(config, companyId));
  return timingSafeEqual(expected, Buffer.from(match[2]!)) ? companyId : null;
}
