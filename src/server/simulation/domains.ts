import { randomBytes } from 'node:crypto';
import type { SimulationDomain, SimulationDomains } from '#shared/api/simulation.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import { HttpError, notFound } from '../core/errors.ts';
import { assertNotThrottled, DOMAIN_CHECKS_PER_COMPANY, recordHit } from '../core/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { log } from '../log.ts';
import { requireBooking } from './booking.ts';
import { txtLookup } from './dns-txt.ts';
import {
  deleteDomain,
  findDomain,
  findDomains,
  insertDomain,
  peopleDomains,
  recordCheck,
  verifiedElsewhere,
} from './domains.repository.ts';
import { isPublicMailDomain } from './public-mail-domains.ts';

/**
 * A company proves a mail domain is its own with a TXT record at `_awareness-portal-verify.<domain>`
 * holding the value the portal shows. Checked when the employer asks and again at every launch; a
 * record gone ends the verification. Public mail providers' domains can never be verified, and a
 * domain is verified for one company at a time.
 */
const RECORD_PREFIX = '_awareness-portal-verify';
const VALUE_PREFIX = 'awareness-portal-verify=';

/** What the scheduled jobs have of the app's collaborators. */
export type SimulationDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

type DomainRow = NonNullable<Awaited<ReturnType<typeof findDomain>>>;

const taken = () => new HttpError(409, 'DOMAIN_TAKEN');

function present(row: DomainRow): SimulationDomain {
  return {
    domain: row.domain,
    record: { name: `${RECORD_PREFIX}.${row.domain}`, value: `${VALUE_PREFIX}${row.verify_value}` },
    addedAt: row.added_at.toISOString(),
    verifiedAt: row.verified_at?.toISOString() ?? null,
    checkedAt: row.checked_at?.toISOString() ?? null,
  };
}

export async function listDomains(deps: AppDeps, caller: Caller): Promise<SimulationDomains> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const [rows, ofPeople] = await Promise.all([findDomains(deps.db, companyId), peopleDomains(deps.db, companyId)]);
  const added = new Set(rows.map((row) => row.domain));
  const suggested = [...new Set(ofPeople)].filter((d) => !added.has(d) && !isPublicMailDomain(d)).sort();
  return { domains: rows.map(present), suggested };
}

export async function addDomain(
  deps: AppDeps,
  caller: Caller,
  domain: string,
  clientAddress: string,
): Promise<SimulationDomain> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  if (isPublicMailDomain(domain)) throw new HttpError(400, 'DOMAIN_NOT_ALLOWED');
  if (await verifiedElsewhere(deps.db, companyId, domain)) throw taken();
  const row = await deps.db.transaction().execute(async (trx) => {
    if (!(await findDomain(trx, companyId, domain))) {
      const verifyValue = randomBytes(18).toString('base64url');
      await insertDomain(trx, { companyId, domain, verifyValue, addedAt: deps.now() });
      await audit(trx, {
        action: 'simulation.domain_added',
        actor: caller,
        targetCompanyId: companyId,
        clientAddress,
        details: { domain },
      });
    }
    return (await findDomain(trx, companyId, domain))!;
  });
  return present(row);
}

/** Whether the domain's TXT records hold the company's value now; a resolver that fails counts as not found. */
async function recordFound(deps: SimulationDeps, row: DomainRow): Promise<boolean> {
  try {
    const records = await txtLookup(deps.config.simulation.dnsServers)(`${RECORD_PREFIX}.${row.domain}`);
    return records.includes(`${VALUE_PREFIX}${row.verify_value}`);
  } catch (error) {
    log.warn('dns lookup failed', { domain: row.domain, error: String(error) });
    return false;
  }
}

/**
 * Looks the record up and stores what was found. Answers whether the domain is verified now; the
 * change (verified, lapsed) is audited. Used by the employer's check and by every launch.
 */
export async function recheckDomain(deps: SimulationDeps, row: DomainRow, actor: Caller | null): Promise<boolean> {
  const found = await recordFound(deps, row);
  const verified = found && !(await verifiedElsewhere(deps.db, row.company_id, row.domain));
  try {
    await recordCheck(deps.db, row.company_id, row.domain, verified, deps.now());
  } catch (error) {
    // Another company verified it a moment ago: the unique index holds one company per domain.
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
  const wasVerified = row.verified_at !== null;
  if (verified !== wasVerified) {
    await audit(deps.db, {
      action: verified ? 'simulation.domain_verified' : 'simulation.domain_lapsed',
      actor,
      targetCompanyId: row.company_id,
      details: { domain: row.domain },
    });
  }
  return verified;
}

/**
 * Looks the record up now and answers the domain as it stands: verified, or not (yet). Not found
 * is an answer, not an error: the employer may simply be early, and a lapse must be recorded.
 */
export async function checkDomain(deps: AppDeps, caller: Caller, domain: string): Promise<SimulationDomain> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  const row = await findDomain(deps.db, companyId, domain);
  if (!row) throw notFound();
  const key = `simulation-dns:${companyId}`;
  await assertNotThrottled(deps.db, key, deps.now());
  if (await verifiedElsewhere(deps.db, companyId, domain)) throw taken();
  await recordHit(deps.db, key, DOMAIN_CHECKS_PER_COMPANY, deps.now());
  await recheckDomain(deps, row, caller);
  return present((await findDomain(deps.db, companyId, domain))!);
}

export async function removeDomain(
  deps: AppDeps,
  caller: Caller,
  domain: string,
  clientAddress: string,
): Promise<void> {
  const { company_id: companyId } = await requireBooking(deps, caller);
  if (!(await deleteDomain(deps.db, companyId, domain))) throw notFound();
  await audit(deps.db, {
    action: 'simulation.domain_removed',
    actor: caller,
    targetCompanyId: companyId,
    clientAddress,
    details: { domain },
  });
}
