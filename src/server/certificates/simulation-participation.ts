import type { SimulationParticipation } from '#shared/api/certificates.ts';
import { berlinToday } from '#shared/berlin-dates.ts';
import { LATEST_AFTER_WINDOW_MS } from '#shared/rules/simulation-disclosure.ts';
import type { Db } from '../db/database.ts';
import { findParticipation } from './certificates.repository.ts';

/**
 * That a company's phishing simulations took place, for its certificate and proof page: campaigns
 * whose waves closed with mails delivered, the number delivered and the period. No rate: the
 * insurer learns participation, never how staff did (decision 096). Null before the first wave closed.
 */
export async function simulationParticipation(
  db: Db,
  companyId: number,
  now: Date,
): Promise<SimulationParticipation | null> {
  const row = await findParticipation(db, companyId, new Date(now.getTime() - LATEST_AFTER_WINDOW_MS));
  if (!row || row.delivered === 0 || !row.from || !row.to) return null;
  return { campaigns: row.campaigns, delivered: row.delivered, from: berlinToday(row.from), to: berlinToday(row.to) };
}
