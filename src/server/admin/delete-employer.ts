import type { DeleteEmployerResponse } from '#shared/api/admin-employees.ts';
import { audit } from '../audit/audit-log.ts';
import type { AppDeps } from '../deps.ts';
import type { Caller } from '../core/caller.ts';
import { findEmployer } from './targets.ts';
import { forgetCompanyClientAddresses, forgetPeopleClientAddresses } from '../audit/audit-log.repository.ts';
import { findCompanyPeople } from './customers.repository.ts';
import { deleteCompany } from '../identity/companies.repository.ts';
import { deleteMailsOf } from '../mail/outbox.repository.ts';
import { countCompanyProgress } from '../progress/progress.repository.ts';
import { deleteSignInPairCounters, deleteThrottleCounters } from '../core/throttle.repository.ts';
import { countCompanyUploads } from '../files/uploads.repository.ts';

const CHUNK = 1000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

/** The throttle keys that name a person by address or id (see the *-throttle.ts files and accounts/). */
const personKeys = (person: { id: number; email: string }) => [
  `sign-in:account:${person.email}`,
  `reset:account:${person.id}`,
  `invite-resend:person:${person.id}`,
  `upload-confirmation:person:${person.id}`,
];
const companyKeys = (companyId: number) => [`invite:company:${companyId}`, `upload:company:${companyId}`];

/**
 * POST /employee/delete-employer-completely/{id}: the employer's company goes, and with it (by the
 * foreign keys) its people, their tokens, assignments, progress, quiz attempts, certificates and
 * the stored uploads. Mails to its people (sent or not) and throttle counters that name them go
 * too. The audit log keeps its entries, which hold ids only; the client addresses recorded for
 * the company's people are dropped, the admins' stay. One entry records who deleted what, when.
 */
export async function deleteEmployerCompletely(
  deps: AppDeps,
  caller: Caller,
  employerId: number,
  clientAddress: string,
): Promise<DeleteEmployerResponse> {
  const { employer, company } = await findEmployer(deps.db, employerId);

  return deps.db.transaction().execute(async (trx) => {
    const people = await findCompanyPeople(trx, company.id);
    const progress = await countCompanyProgress(trx, company.id);
    const uploads = await countCompanyUploads(trx, company.id);

    await forgetCompanyClientAddresses(trx, company.id);
    for (const group of chunks(people)) {
      const ids = group.map((person) => person.id);
      const emails = group.map((person) => person.email);
      await forgetPeopleClientAddresses(trx, ids);
      await deleteMailsOf(trx, emails);
      await deleteThrottleCounters(trx, group.flatMap(personKeys));
      await deleteSignInPairCounters(
        trx,
        emails.map((email) => `sign-in:pair:${email}`),
      );
    }
    await deleteThrottleCounters(trx, companyKeys(company.id));
    await deleteCompany(trx, company.id);

    const result = {
      success: true as const,
      companyId: company.id,
      people: people.length,
      progress,
      uploads,
    };
    await audit(trx, {
      action: 'employer.deleted',
      actor: caller,
      targetUserId: employer.id,
      targetCompanyId: company.id,
      clientAddress,
      details: { people: result.people, progress: result.progress, uploads: result.uploads },
    });
    return result;
  });
}
