import { randomUUID } from 'node:crypto';
import type { CampaignRequest, SimulationCampaign } from '#shared/api/simulation.ts';
import { berlinToday } from '#shared/berlin-dates.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { fieldError, HttpError, notFound } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { reauthenticate } from '../identity/reauthenticate.ts';
import { findUserById } from '../identity/users.repository.ts';
import { checklistComplete, requireBooking, simulationOffered, type Booking } from './booking.ts';
import { companySimulationBlockedAt } from './booking.repository.ts';
import {
  type CampaignRow,
  deleteUnsentOfCampaign,
  findCampaign,
  findCampaigns,
  findWaves,
  insertCampaign,
  lockCampaign,
  recipientDomains,
  setCampaignState,
} from './campaigns.repository.ts';
import { recheckDomain } from './domains.ts';
import { planWave, scenariosOf } from './wave-planner.ts';

/**
 * Campaigns: a draft the employer sets up, launched with their password once the checklist is
 * complete and a test mail went out; a one-off sends one wave, a recurring one a wave every 2, 4
 * or 8 weeks (the scheduled job plans the next). Pause and stop remove every unsent mail.
 */

const WEEK_MS = 7 * 86_400_000;

type WaveRow = Awaited<ReturnType<typeof findWaves>>[number];

function present(row: CampaignRow, waves: readonly WaveRow[]): SimulationCampaign {
  return {
    id: row.id,
    name: row.name,
    repeatWeeks: row.repeat_weeks as SimulationCampaign['repeatWeeks'],
    categories: row.categories as SimulationCampaign['categories'],
    difficulties: row.difficulties as SimulationCampaign['difficulties'],
    startsOn: row.starts_on,
    windowDays: row.window_days,
    hourFrom: row.hour_from,
    hourTo: row.hour_to,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    launchedAt: row.launched_at?.toISOString() ?? null,
    nextWaveAt: row.next_wave_at?.toISOString() ?? null,
    waves: waves
      .filter((w) => w.campaign_id === row.id)
      .map((w) => ({
        id: w.id,
        windowStart: w.window_start.toISOString(),
        windowEnd: w.window_end.toISOString(),
        planned: w.planned,
        sent: w.sent ?? 0,
      })),
  };
}

async function presentOne(deps: AppDeps, companyId: number, id: string): Promise<SimulationCampaign> {
  const row = await findCampaign(deps.db, companyId, id);
  if (!row) throw notFound();
  return present(row, await findWaves(deps.db, companyId));
}

export async function listCampaigns(deps: AppDeps, caller: Caller): Promise<SimulationCampaign[]> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const [rows, waves] = await Promise.all([findCampaigns(deps.db, companyId), findWaves(deps.db, companyId)]);
  return rows.map((row) => present(row, waves));
}

export async function createCampaign(
  deps: AppDeps,
  caller: Caller,
  request: CampaignRequest,
  clientAddress: string,
): Promise<SimulationCampaign> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  if (request.startsOn < berlinToday(deps.now())) throw fieldError('startsOn', 'not in the past');
  if ((await scenariosOf(deps.db, request)).length === 0) throw new HttpError(409, 'SIMULATION_NO_SCENARIOS');
  const id = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertCampaign(trx, {
      id,
      company_id: companyId,
      name: request.name,
      repeat_weeks: request.repeatWeeks,
      categories: [...request.categories],
      difficulties: [...request.difficulties],
      starts_on: request.startsOn,
      window_days: request.windowDays,
      hour_from: request.hourFrom,
      hour_to: request.hourTo,
      status: 'draft',
      created_at: deps.now(),
      created_by: caller.userId,
    });
    await audit(trx, {
      action: 'simulation.campaign_created',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { campaign: id },
    });
  });
  return presentOne(deps, companyId, id);
}

/** What a launch needs beyond the campaign: a complete checklist, a test mail, an offer, no stop. */
async function assertReady(deps: AppDeps, booking: Booking): Promise<void> {
  if (!simulationOffered(deps.config) || (await companySimulationBlockedAt(deps.db, booking.company_id))) {
    throw new HttpError(409, 'SIMULATION_UNAVAILABLE');
  }
  if (!checklistComplete(booking.checklist) || booking.test_mail_sent_at === null) {
    throw new HttpError(409, 'SIMULATION_NOT_READY');
  }
}

/** Every verified domain looked up again: one whose record is gone refuses the launch. */
async function assertDomainsStillVerified(deps: AppDeps, companyId: number, caller: Caller): Promise<void> {
  for (const row of await recipientDomains(deps.db, companyId)) {
    if (!(await recheckDomain(deps, row, caller))) {
      throw new HttpError(409, 'DOMAIN_NOT_VERIFIED', { params: { domain: row.domain } });
    }
  }
}

const wrongState = (status: string) => new HttpError(409, 'CAMPAIGN_STATE', { params: { status } });

async function passwordAgain(deps: AppDeps, caller: Caller, password: string): Promise<void> {
  const person = await findUserById(deps.db, caller.userId);
  if (!person) throw notFound();
  await reauthenticate(deps, person, password);
}

/** Plans a wave and moves the campaign on, in one transaction with the campaign locked. */
async function startWave(
  deps: AppDeps,
  campaignId: string,
  startsOn: string,
  expected: readonly CampaignRow['status'][],
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, campaignId);
    if (!campaign) throw notFound();
    if (!expected.includes(campaign.status)) throw wrongState(campaign.status);
    const company = await findCompany(trx, campaign.company_id);
    const wave = await planWave(deps, trx, campaign, company?.company_name ?? '', startsOn);
    await setCampaignState(trx, campaign.id, {
      status: 'running',
      launched_at: campaign.launched_at ?? deps.now(),
      next_wave_at: campaign.repeat_weeks
        ? new Date(wave.windowStart.getTime() + campaign.repeat_weeks * WEEK_MS)
        : null,
    });
  });
}

/**
 * Launch (a draft) or resume (a paused recurring campaign): the password again, the checklist, a
 * test mail and the domains checked, then a wave planned; audited.
 */
async function startCampaign(
  deps: AppDeps,
  caller: Caller,
  request: { id: string; password: string; clientAddress: string; resume: boolean },
): Promise<SimulationCampaign> {
  const booking = await requireBooking(deps, caller);
  const campaign = await findCampaign(deps.db, booking.company_id, request.id);
  if (!campaign) throw notFound();
  const expected = request.resume ? 'paused' : 'draft';
  if (campaign.status !== expected || (request.resume && campaign.repeat_weeks === null)) {
    throw wrongState(campaign.status);
  }
  await passwordAgain(deps, caller, request.password);
  await assertReady(deps, booking);
  await assertDomainsStillVerified(deps, booking.company_id, caller);
  const today = berlinToday(deps.now());
  // A launch waits for its start date; a resumed campaign goes on from today.
  const startsOn = !request.resume && campaign.starts_on > today ? campaign.starts_on : today;
  await startWave(deps, request.id, startsOn, [expected]);
  await audit(deps.db, {
    action: request.resume ? 'simulation.campaign_resumed' : 'simulation.campaign_launched',
    actor: caller,
    targetCompanyId: booking.company_id,
    clientAddress: request.clientAddress,
    details: { campaign: request.id },
  });
  return presentOne(deps, booking.company_id, request.id);
}

export const launchCampaign = (deps: AppDeps, caller: Caller, id: string, password: string, clientAddress: string) =>
  startCampaign(deps, caller, { id, password, clientAddress, resume: false });

/** A paused recurring campaign goes on with a new wave from today, checked like a launch. */
export const resumeCampaign = (deps: AppDeps, caller: Caller, id: string, password: string, clientAddress: string) =>
  startCampaign(deps, caller, { id, password, clientAddress, resume: true });

/** Pause (running → paused) or stop (draft, running, paused → stopped): the unsent mails go. */
export async function haltCampaign(
  deps: AppDeps,
  caller: Caller,
  id: string,
  to: 'paused' | 'stopped',
  clientAddress: string,
): Promise<SimulationCampaign> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  if (!(await findCampaign(deps.db, companyId, id))) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    const campaign = (await lockCampaign(trx, id))!;
    const allowed = to === 'paused' ? ['running'] : ['draft', 'running', 'paused'];
    if (!allowed.includes(campaign.status)) throw wrongState(campaign.status);
    const removed = await deleteUnsentOfCampaign(trx, id);
    await setCampaignState(trx, id, { status: to, next_wave_at: null });
    await audit(trx, {
      action: to === 'paused' ? 'simulation.campaign_paused' : 'simulation.campaign_stopped',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress,
      details: { campaign: id, unsentRemoved: removed },
    });
  });
  return presentOne(deps, companyId, id);
}
