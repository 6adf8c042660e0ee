import type { Salutation } from '#shared/constants.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { passedNow } from './reminder-rules.repository.ts';

/** The SQL of reminders asked for (docs/decisions/105-employer-to-do-view.md). */

export type PersonToRemind = {
  id: number;
  company_id: number | null;
  role: string;
  email: string;
  firstname: string;
  lastname: string;
  salutation: Salutation | null;
  has_password: boolean;
  /** Reachable as decision 085 says, the switches apart. */
  reachable: boolean;
  /** For an invitation: neither the person locked nor the company blocked. */
  reachable_invitee: boolean;
  switched_on: boolean;
  has_open: boolean;
  learner_reminded_at: Date | null;
  invitation_expires_at: Date | null;
};

/**
 * The people `ids` of the company, locked as the reminder job's claim locks them (`FOR NO KEY
 * UPDATE`), with what decides what a request does for them; people of other companies are not found.
 */
export async function lockPeopleToRemind(
  trx: Db,
  companyId: number,
  ids: readonly number[],
): Promise<PersonToRemind[]> {
  const { rows } = await sql<PersonToRemind>`
    select u.id, u.company_id, u.role, u.email, u.firstname, u.lastname, u.salutation,
      u.password_hash is not null as has_password,
      (u.active and u.locked_at is null and u.password_expires_at is null and co.blocked_at is null
        and owner.order_processing_accepted_at is not null) as reachable,
      (u.locked_at is null and co.blocked_at is null) as reachable_invitee,
      (u.reminders_enabled and co.reminders_enabled) as switched_on,
      exists (select 1 from training_assignments ta where ta.user_id = u.id and not ${passedNow}) as has_open,
      u.learner_reminded_at,
      (select max(t.expires_at) from access_tokens t where t.user_id = u.id and t.kind = 'invitation')
        as invitation_expires_at
    from users u
    join companies co on co.id = u.company_id
    join users owner on owner.id = co.owner_id
    where u.id in (${sql.join(ids)}) and u.company_id = ${companyId}
    order by u.id
    for no key update of u`.execute(trx);
  return rows;
}
