import { SIMULATION_DIFFICULTIES, type SimulationDifficulty } from '#shared/content/simulation-template.ts';
import { SIMULATION_MINIMUM_COMPANIES, type AdminSimulationOverview } from '#shared/api/simulation.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { simulationOffered } from './booking.ts';
import { deleteUnsentOfCampaign, setCampaignState } from './campaigns.repository.ts';
import {
  closedCounters,
  findSenderDomains,
  findSwitch,
  retireSenderDomain,
  runningCampaignsOf,
  setSwitch,
  simulationCompanies,
  upsertSenderDomain,
} from './provider.repository.ts';
import { isPublicMailDomain } from './public-mail-domains.ts';
import { loadTemplateLibrary } from './template-library.ts';
import { updateCompany } from '../identity/companies.repository.ts';
import { LATEST_AFTER_WINDOW_MS } from '#shared/rules/simulation-disclosure.ts';

/**
 * The provider's controls (decision 096): the global stop (no simulation mail is claimed; system
 * mail and lesson pages go on), the sender domains, a company's block, and figures over all
 * customers that show rates only where at least 20 companies contribute.
 */

type Totals = { companies: Set<number>; sent: number; clicked: number; submitted: number; entrySent: number };
const emptyTotals = (): Totals => ({ companies: new Set(), sent: 0, clicked: 0, submitted: 0, entrySent: 0 });
const rateOver = (totals: Totals, part: number, whole: number) =>
  totals.companies.size >= SIMULATION_MINIMUM_COMPANIES && whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null;

export async function providerOverview(deps: AppDeps): Promise<AdminSimulationOverview> {
  const library = loadTemplateLibrary();
  const [state, domains, companies, counters] = await Promise.all([
    findSwitch(deps.db),
    findSenderDomains(deps.db),
    simulationCompanies(deps.db),
    closedCounters(deps.db, new Date(deps.now().getTime() - LATEST_AFTER_WINDOW_MS)),
  ]);
  const all = emptyTotals();
  const byDifficulty = new Map<SimulationDifficulty, Totals>(SIMULATION_DIFFICULTIES.map((d) => [d, emptyTotals()]));
  for (const row of counters) {
    if (!library.has(row.template_id) || row.sent === 0) continue;
    const t = library.get(row.template_id, 'de');
    for (const totals of [all, byDifficulty.get(t.difficulty)!]) {
      totals.companies.add(row.company_id);
      totals.sent += row.sent;
      totals.clicked += row.clicked;
      totals.submitted += row.submitted;
      if (t.kind === 'data-entry') totals.entrySent += row.sent;
    }
  }
  return {
    stoppedAt: state.stopped_at?.toISOString() ?? null,
    offered: simulationOffered(deps.config),
    landingUrl: deps.config.simulation.landingUrl,
    senderDomains: domains.map((d) => ({
      domain: d.domain,
      addedAt: d.added_at.toISOString(),
      retiredAt: d.retired_at?.toISOString() ?? null,
    })),
    companies: companies.map((c) => ({
      companyId: c.id,
      companyName: c.company_name,
      bookedAt: c.booked_at?.toISOString() ?? null,
      blockedAt: c.simulation_blocked_at?.toISOString() ?? null,
      campaigns: c.campaigns ?? 0,
      delivered: c.delivered ?? 0,
    })),
    figures: {
      companies: all.companies.size,
      delivered: all.sent,
      clickRate: rateOver(all, all.clicked, all.sent),
      dataEntryRate: rateOver(all, all.submitted, all.entrySent),
      byDifficulty: [...byDifficulty.entries()].map(([difficulty, totals]) => ({
        difficulty,
        companies: totals.companies.size,
        clickRate: rateOver(totals, totals.clicked, totals.sent),
      })),
    },
  };
}

export async function setGlobalStop(deps: AppDeps, caller: Caller, stopped: boolean, clientAddress: string) {
  await deps.db.transaction().execute(async (trx) => {
    await setSwitch(trx, stopped ? deps.now() : null, caller.userId);
    await audit(trx, { action: 'simulation.switch_changed', actor: caller, clientAddress, details: { stopped } });
  });
  return providerOverview(deps);
}

export async function addSenderDomain(deps: AppDeps, caller: Caller, domain: string, clientAddress: string) {
  if (isPublicMailDomain(domain)) throw new HttpError(400, 'DOMAIN_NOT_ALLOWED');
  await deps.db.transaction().execute(async (trx) => {
    await upsertSenderDomain(trx, domain, deps.now());
    await audit(trx, { action: 'simulation.sender_domain_added', actor: caller, clientAddress, details: { domain } });
  });
  return providerOverview(deps);
}

export async function retireProviderDomain(deps: AppDeps, caller: Caller, domain: string, clientAddress: string) {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await retireSenderDomain(trx, domain, deps.now()))) throw notFound();
    await audit(trx, { action: 'simulation.sender_domain_retired', actor: caller, clientAddress, details: { domain } });
  });
  return providerOverview(deps);
}

/** Blocking pauses every running campaign of the company and removes its unsent mails. */
export async function setSimulationBlocked(
  deps: AppDeps,
  caller: Caller,
  companyId: number,
  blocked: boolean,
  clientAddress: string,
) {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await updateCompany(trx, companyId, { simulation_blocked_at: blocked ? deps.now() : null })))
      throw notFound();
    if (blocked) {
      for (const { id } of await runningCampaignsOf(trx, companyId)) {
        await deleteUnsentOfCampaign(trx, id);
        await setCampaignState(trx, id, { status: 'paused', next_wave_at: null });
      }
    }
    await audit(trx, {
      action: blocked ? 'simulation.company_blocked' : 'simulation.company_unblocked',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
    });
  });
  return providerOverview(deps);
}
