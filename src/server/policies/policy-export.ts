import type { Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import type { Caller } from '../core/caller.ts';
import type { AppDeps } from '../deps.ts';
import { csvDocument } from '../privacy/csv-export.ts';
import { moment } from '../privacy/export-words.ts';
import { confirmationsOf } from './policy-confirmations.repository.ts';
import { employerCompany } from '../core/employer-company.ts';
import { policyDetail } from './policies.ts';

const WORDS = {
  de: {
    header: [
      'Richtlinie',
      'Version',
      'Vorname',
      'Nachname',
      'E-Mail-Adresse',
      'Bestätigt am',
      'Übermittelt am',
      'Stand',
    ],
    confirmed: 'bestätigt',
    outdated: 'frühere Version bestätigt',
    open: 'offen',
    fileName: 'Richtlinie Bestätigungen',
  },
  en: {
    header: ['Policy', 'Version', 'First name', 'Last name', 'E-mail address', 'Confirmed on', 'Received on', 'Status'],
    confirmed: 'confirmed',
    outdated: 'earlier version confirmed',
    open: 'outstanding',
    fileName: 'Policy confirmations',
  },
} as const;

/**
 * GET /policies/{id}/export: every confirmation of every version (newest version first), then the
 * people who have not confirmed the current version, as CSV in the caller's language with moments
 * in German time. Audited.
 */
export async function policyConfirmationsCsv(
  deps: AppDeps,
  caller: Caller,
  policyId: number,
  request: { lang: Lang; clientAddress: string },
): Promise<{ csv: string; fileName: string }> {
  const companyId = employerCompany(caller);
  const detail = await policyDetail(deps.db, companyId, policyId);
  const w = WORDS[request.lang];
  const current = detail.current.version;
  const confirmations = await confirmationsOf(deps.db, policyId);
  const rows = [
    [...w.header],
    ...confirmations.map((c) => [
      c.title,
      c.version,
      c.firstname,
      c.lastname,
      c.email,
      moment(c.confirmed_at),
      moment(c.received_at),
      c.version === current ? w.confirmed : w.outdated,
    ]),
    ...detail.people
      .filter((person) => !person.current)
      .map((person) => [
        detail.current.title,
        current,
        person.firstname,
        person.lastname,
        person.email,
        null,
        null,
        w.open,
      ]),
  ];
  await audit(deps.db, {
    action: 'policy.confirmations_exported',
    actor: caller,
    targetCompanyId: companyId,
    clientAddress: request.clientAddress,
    details: { policyId },
  });
  return { csv: csvDocument(rows), fileName: `${w.fileName} ${detail.current.title}` };
}
