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
