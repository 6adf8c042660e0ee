import { berlinToday } from '#shared/berlin-dates.ts';
import { audit } from '../audit/audit-log.ts';
import { HttpError } from '../core/errors.ts';
import { startRepeating } from '../core/repeating-job.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { log } from '../log.ts';
import {
  deleteOldTokens,
  deleteUnsentOfCampaign,
  dueCampaigns,
  finishClosedCampaigns,
  lockCampaign,
  recipientDomains,
  setCampaignState,
} from './campaigns.repository.ts';
import { companySimulationBlockedAt } from './booking.repository.ts';
import { recheckDomain, type SimulationDeps } from './domains.ts';
import { planWave } from './wave-planner.ts';
import { deleteOldLinks } from './person-links.repository.ts';
import { PERSON_LINK_MONTHS } from '#shared/api/simulation-pseudonymous.ts';

/** How often every instance looks for due waves and old tokens. */
export const SIMULATION_SCHEDULE_MS = 60_000;
/** Tokens go this long after their wave's window closed; only the counters remain. */
export const TOKEN_DAYS_AFTER_WAVE = 30;

const WEEK_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;
const CAMPAIGNS_PER_RUN = 20;

/**
 * The next wave of each running recurring campaign whose time has come: its domains looked up
 * again (a lapsed one leaves its people out), then planned like a launch. A wave that would reach
 * nobody, or finds no published scenario, is skipped and the campaign waits for its next date; a
 * company the provider stopped or blocked has its campaign paused. Audited either way.
 */
async function planDueWaves(deps: SimulationDeps): Promise<number> {
  let planned = 0;
  for (const due of await dueCampaigns(deps.db, deps.now(), CAMPAIGNS_PER_RUN)) {
    const company = await findCompany(deps.db, due.company_id);
    const blocked = company?.blocked_at != null || (await companySimulationBlockedAt(deps.db, due.company_id)) !== null;
    if (!blocked)
      for (const row of await recipientDomains(deps.db, due.company_id)) await recheckDomain(deps, row, null);
    await deps.db.transaction().execute(async (trx) => {
      const campaign = await lockCampaign(trx, due.id);
      if (!campaign || campaign.status !== 'running' || !campaign.next_wave_at || campaign.next_wave_at > deps.now())
        return;
      if (blocked) {
        await deleteUnsentOfCampaign(trx, campaign.id);
        await setCampaignState(trx, campaign.id, { status: 'paused', next_wave_at: null });
        await audit(trx, {
          action: 'simulation.campaign_paused',
          targetCompanyId: campaign.company_id,
          details: { campaign: campaign.id, reason: 'blocked' },
        });
        return;
      }
      const next = new Date(campaign.next_wave_at.getTime() + (campaign.repeat_weeks ?? 4) * WEEK_MS);
      try {
        const wave = await planWave(deps, trx, campaign, company?.company_name ?? '', berlinToday(deps.now()));
        planned += 1;
        await audit(trx, {
          action: 'simulation.wave_planned',
          targetCompanyId: campaign.company_id,
          details: { campaign: campaign.id, planned: wave.planned },
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        await audit(trx, {
          action: 'simulation.wave_planned',
          targetCompanyId: campaign.company_id,
          details: { campaign: campaign.id, planned: 0, skipped: error.code },
        });
      }
      await setCampaignState(trx, campaign.id, { status: 'running', next_wave_at: next });
    });
  }
  return planned;
}

/** The moment a person link planned before it is past its retention. */
export function personLinksBefore(now: Date): Date {
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - PERSON_LINK_MONTHS);
  return before;
}

/** One run of the schedule: due waves, finished campaigns, tokens and person links past their time. */
export async function runSimulationSchedule(deps: SimulationDeps): Promise<void> {
  const planned = await planDueWaves(deps);
  const finished = await finishClosedCampaigns(deps.db, deps.now());
  const deleted = await deleteOldTokens(
    deps.db,
    new Date(deps.now().getTime() - TOKEN_DAYS_AFTER_WAVE * DAY_MS),
    deps.now(),
  );
  const unlinked = await deleteOldLinks(deps.db, personLinksBefore(deps.now()));
  if (planned + finished + deleted + unlinked > 0) {
    log.info('simulation schedule', { planned, finished, tokensDeleted: deleted, linksDeleted: unlinked });
  }
}

export function startSimulationSchedule(deps: SimulationDeps, intervalMs = SIMULATION_SCHEDULE_MS) {
  return startRepeating('simulation schedule', intervalMs, () => runSimulationSchedule(deps));
}
