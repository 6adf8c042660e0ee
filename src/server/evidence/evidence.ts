import * as v from 'valibot';
import {
  EVIDENCE_PACKAGES_MAX,
  EvidenceFacts,
  type EvidenceLink,
  type EvidencePackage,
  type SharedEvidence,
  type SharedEvidenceLink,
} from '#shared/api/evidence.ts';
import type { Lang } from '#shared/constants.ts';
import { COURSE_SLUGS } from '#shared/courses.ts';
import { audit } from '../audit/audit-log.ts';
import { berlinToday, formatBerlinDate } from '../core/berlin-dates.ts';
import type { Caller } from '../core/caller.ts';
import { employerCompany } from '../core/employer-company.ts';
import { HttpError, notFound } from '../core/errors.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import type { AppDeps } from '../deps.ts';
import { findCompany } from '../identity/companies.repository.ts';
import { hashToken, newToken } from '../identity/tokens.ts';
import { evidenceFactsAt } from './evidence-facts.ts';
import {
  endOfBerlinDay,
  insertLink,
  insertPackage,
  linkByToken,
  linksOf,
  markOpened,
  packageOf,
  packagesOf,
  pruneUnshared,
  revokeLink,
  type LinkRow,
  type PackageRow,
} from './evidence.repository.ts';

/** The employer's evidence packages and their shared links (docs/decisions/110-evidence-package.md). */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A shared link's token: 256 bits, URL-safe (identity/tokens.ts); anything else is unknown. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Every course's title in `lang`, for showing the facts' slugs. */
export function courseTitles(catalog: CourseCatalog, lang: Lang): Record<string, string> {
  return Object.fromEntries(COURSE_SLUGS.map((slug) => [slug, catalog.get(slug, lang).title]));
}

const linkView = (link: LinkRow): EvidenceLink => ({
  id: link.id,
  createdAt: link.created_at.toISOString(),
  expiresAt: link.expires_at.toISOString(),
  revokedAt: link.revoked_at?.toISOString() ?? null,
  lastOpenedAt: link.last_opened_at?.toISOString() ?? null,
});

const packageView = (row: PackageRow, links: LinkRow[], titles: Record<string, string>): EvidencePackage => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  facts: v.parse(EvidenceFacts, row.facts),
  courseTitles: titles,
  links: links.filter((link) => link.package_id === row.id).map(linkView),
});

/** GET /evidence/packages: the company's packages, newest first, with their links. */
export async function listPackages(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  lang: Lang,
): Promise<EvidencePackage[]> {
  const companyId = employerCompany(caller);
  const rows = await packagesOf(deps.db, companyId);
  const links = await linksOf(
    deps.db,
    rows.map((row) => row.id),
  );
  const titles = courseTitles(catalog, lang);
  return rows.map((row) => packageView(row, links, titles));
}

/**
 * POST /evidence/packages: the figures of the chosen day, computed now from the rows and kept as
 * they are, so a package once shared never changes. A day before the company registered, or after
 * today (German time), is refused.
 */
export async function createPackage(
  deps: AppDeps,
  catalog: CourseCatalog,
  caller: Caller,
  request: { asOf: string; lang: Lang; clientAddress: string },
): Promise<EvidencePackage> {
  const companyId = employerCompany(caller);
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound();
  const now = deps.now();
  const [first, today] = [berlinToday(company.created_at), berlinToday(now)];
  if (request.asOf < first || request.asOf > today) {
    throw new HttpError(400, 'EVIDENCE_DAY_INVALID', {
      params: { first: formatBerlinDate(company.created_at), today: formatBerlinDate(now) },
      details: [{ path: 'asOf', message: `a day from ${first} to ${today}` }],
    });
  }
  const at = request.asOf === today ? now : await endOfBerlinDay(deps.db, request.asOf);
  const facts = await evidenceFactsAt(
    deps.db,
    companyId,
    { asOf: request.asOf, at },
    deps.config.trainingValidityMonths,
  );
  if (!facts) throw notFound();
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertPackage(trx, {
      companyId,
      asOf: request.asOf,
      facts,
      createdAt: now,
      createdBy: caller.userId,
    });
    await pruneUnshared(trx, companyId, EVIDENCE_PACKAGES_MAX);
    await audit(trx, {
      action: 'evidence.package_created',
      actor: caller,
      targetCompanyId: companyId,
      clientAddress: request.clientAddress,
      details: { packageId: inserted, asOf: request.asOf },
    });
    return inserted;
  });
  const row = await packageOf(deps.db, companyId, id);
  if (!row) throw notFound();
  return packageView(row, [], courseTitles(catalog, request.lang));
}

/** The company's package `id`, or 404 (another company's package is as unknown as a missing one). */
export async function ownPackage(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<PackageRow & { companyId: number }> {
  const companyId = employerCompany(caller);
  const row = await packageOf(deps.db, companyId, id);
  if (!row) throw notFound();
  return { ...row, companyId };
}

/** POST /evidence/packages/{id}/links: a new link that works for `days` days; its address is told once. */
export async function sharePackage(
  deps: AppDeps,
  caller: Caller,
  request: { id: number; days: number; clientAddress: string },
): Promise<SharedEvidenceLink> {
  const pack = await ownPackage(deps, caller, request.id);
  const now = deps.now();
  const token = newToken();
  const link = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertLink(trx, {
      packageId: pack.id,
      tokenHash: hashToken(token),
      createdAt: now,
      createdBy: caller.userId,
      expiresAt: new Date(now.getTime() + request.days * DAY_MS),
    });
    await audit(trx, {
      action: 'evidence.link_created',
      actor: caller,
      targetCompanyId: pack.companyId,
      clientAddress: request.clientAddress,
      details: { packageId: pack.id, linkId: inserted.id, days: request.days },
    });
    return inserted;
  });
  return { ...linkView(link), url: `${deps.config.publicUrl}/evidence/shared/${token}` };
}

/** DELETE /evidence/packages/{id}/links/{linkId}: the link stops working at once; twice is once. */
export async function withdrawLink(
  deps: AppDeps,
  caller: Caller,
  request: { id: number; linkId: number; clientAddress: string },
): Promise<EvidenceLink> {
  const pack = await ownPackage(deps, caller, request.id);
  const revoked = await deps.db.transaction().execute(async (trx) => {
    const row = await revokeLink(trx, {
      companyId: pack.companyId,
      packageId: pack.id,
      linkId: request.linkId,
      at: deps.now(),
      by: caller.userId,
    });
    if (row) {
      await audit(trx, {
        action: 'evidence.link_revoked',
        actor: caller,
        targetCompanyId: pack.companyId,
        clientAddress: request.clientAddress,
        details: { packageId: pack.id, linkId: row.id },
      });
    }
    return row;
  });
  if (revoked) return linkView(revoked);
  const earlier = (await linksOf(deps.db, [pack.id])).find((link) => link.id === request.linkId);
  if (!earlier) throw notFound();
  return linkView(earlier);
}

/** The link of a token while it works; an unknown token is 404, an ended one 410 with why. */
export async function openLink(deps: AppDeps, token: string) {
  const link = TOKEN.test(token) ? await linkByToken(deps.db, hashToken(token)) : undefined;
  if (!link) throw notFound();
  const now = deps.now();
  if (link.revoked_at) throw new HttpError(410, 'EVIDENCE_LINK_REVOKED');
  if (link.expires_at <= now)
    throw new HttpError(410, 'EVIDENCE_LINK_EXPIRED', { params: { date: formatBerlinDate(link.expires_at) } });
  return { link, facts: v.parse(EvidenceFacts, link.facts), now };
}

/**
 * GET /evidence/shared/{token}, public: the package as kept, and beside it the company's figures
 * of this moment, so whoever holds the link sees whether the facts still hold.
 */
export async function sharedEvidence(
  deps: AppDeps,
  catalog: CourseCatalog,
  token: string,
  lang: Lang,
): Promise<SharedEvidence> {
  const { link, facts, now } = await openLink(deps, token);
  const todays = await evidenceFactsAt(
    deps.db,
    link.company_id,
    { asOf: berlinToday(now), at: now },
    deps.config.trainingValidityMonths,
  );
  if (!todays) throw notFound();
  await markOpened(deps.db, link.id, now);
  const summary = (f: EvidenceFacts) => ({
    learners: f.training.learners,
    fullyTrained: f.training.fullyTrained,
    managementValid: f.management.filter((member) => member.valid).length,
    managementNamed: f.management.length,
    aiTrained: f.aiLiteracy.trained,
    aiPeople: f.aiLiteracy.people,
  });
  const [then, today] = [summary(facts), summary(todays)];
  return {
    facts,
    courseTitles: courseTitles(catalog, lang),
    expiresAt: link.expires_at.toISOString(),
    today: { at: now.toISOString(), ...today },
    current: (Object.keys(then) as (keyof typeof then)[]).every((key) => then[key] === today[key]),
  };
}
