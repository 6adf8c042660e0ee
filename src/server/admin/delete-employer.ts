import { sql } from 'kysely';
import type { DeleteEmployerResponse } from '#shared/api/admin-employees.ts';
import { audit } from '../audit/audit-log.ts';
import type { AppDeps, Caller } from '../http/types.ts';
import { findEmployer } from './targets.ts';

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
    const people = await trx.selectFrom('users').select(['id', 'email']).where('company_id', '=', company.id).execute();
    const progress = await trx
      .selectFrom('course_progress')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    const uploads = await trx
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();

    await trx
      .updateTable('audit_log')
      .set({ client_address: null })
      .where('target_company_id', '=', company.id)
      .where((eb) => eb.or([eb('actor_role', 'is', null), eb('actor_role', '!=', 'admin')]))
      .execute();
    for (const group of chunks(people)) {
      const ids = group.map((person) => person.id);
      const emails = group.map((person) => person.email);
      await trx
        .updateTable('audit_log')
        .set({ client_address: null })
        .where((eb) => eb.or([eb('actor_id', 'in', ids), eb('target_user_id', 'in', ids)]))
        .where((eb) => eb.or([eb('actor_role', 'is', null), eb('actor_role', '!=', 'admin')]))
        .execute();
      await trx
        .deleteFrom('mail_outbox')
        .where((eb) => eb.or([eb('recipient', 'in', emails), eb('cc', 'in', emails)]))
        .execute();
      await trx.deleteFrom('throttle_counters').where('key', 'in', group.flatMap(personKeys)).execute();
      // Sign-in counters per account and client address: `sign-in:pair:<email>|<address>`.
      await trx
        .deleteFrom('throttle_counters')
        .where('key', 'like', 'sign-in:pair:%')
        .where(
          sql<string>`split_part(key, '|', 1)`,
          'in',
          group.map((person) => `sign-in:pair:${person.email}`),
        )
        .execute();
    }
    await trx.deleteFrom('throttle_counters').where('key', 'in', companyKeys(company.id)).execute();
    await trx.deleteFrom('companies').where('id', '=', company.id).execute();

    const result = {
      success: true as const,
      companyId: company.id,
      people: people.length,
      progress: Number(progress.n),
      uploads: Number(uploads.n),
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
