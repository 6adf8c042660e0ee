import { emailTaken } from '../accounts/email-taken.ts';
import { dropPendingEmailChange } from '../accounts/email-changes.repository.ts';
import { companyOwner } from '../admin/employers.repository.ts';
import { assignToNewPeople } from '../assignments/assignments.repository.ts';
import { audit } from '../audit/audit-log.ts';
import { assertNotThrottled, recordHit } from '../core/throttle.ts';
import type { Db } from '../db/database.ts';
import type { UserUpdate } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { removeCompanyEmployee } from '../employees/employee-removal.ts';
import { issueInvitations } from '../employees/invitation-links.ts';
import { INVITATIONS_OVERALL, INVITATIONS_OVERALL_KEY } from '../employees/invitation-throttle.ts';
import { invitedAccount } from '../identity/invited-account.ts';
import { revokeTokens } from '../identity/tokens.ts';
import { insertUser, setUserLocked, updateEmployeeAccount } from '../identity/users.repository.ts';
import type { ScimContext } from './scim-context.ts';
import { ScimError, scimNotFound } from './scim-errors.ts';
import { listResponse, parseFilter, parsePaging } from './scim-filter.ts';
import { groupsOf } from './scim-groups.repository.ts';
import { patchOperations, userPatch } from './scim-patch.ts';
import { parseUser, scimUser, type JsonObject, type UserFields } from './scim-user.ts';
import { findCompanyPerson, listCompanyPeople, type ScimUserRow } from './scim-users.repository.ts';
import { DIRECTORY_INVITATIONS, directoryInvitationsKey } from './scim-limits.ts';

/** SCIM Users of one company (RFC 7644 §3): the directory creates, changes, stops and deletes its people. */

const uniqueness = () => new ScimError(409, 'uniqueness', { scimType: 'uniqueness' });
const employerRefused = () => new ScimError(403, 'employer', { scimType: 'mutability' });

async function present(db: Db, ctx: ScimContext, rows: ScimUserRow[]) {
  const groups = await groupsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    scimUser(
      row,
      groups.filter((group) => group.user_id === row.id),
      ctx.base,
    ),
  );
}

export async function findPerson(db: Db, ctx: ScimContext, id: string): Promise<ScimUserRow> {
  if (!/^[1-9][0-9]{0,9}$/.test(id)) throw scimNotFound();
  const row = await findCompanyPerson(db, ctx.companyId, Number(id));
  if (!row) throw scimNotFound();
  return row;
}

export async function getUser(deps: AppDeps, ctx: ScimContext, id: string) {
  const [user] = await present(deps.db, ctx, [await findPerson(deps.db, ctx, id)]);
  return user;
}

/** GET /Users: the company's people, the employer included, in pages; `filter=userName eq "…"`. */
export async function listUsers(deps: AppDeps, ctx: ScimContext, query: Record<string, string | undefined>) {
  const filter = parseFilter(query.filter, ['userName', 'externalId', 'emails.value']);
  const paging = parsePaging(query.startIndex, query.count);
  const { total, rows } = await listCompanyPeople(deps.db, ctx.companyId, {
    ...(filter?.attribute === 'externalId' ? { externalId: filter.value } : {}),
    ...(filter && filter.attribute !== 'externalId' ? { email: filter.value } : {}),
    ...paging,
  });
  return listResponse(await present(deps.db, ctx, rows), total, paging.startIndex);
}

/** POST /Users: an invited employee of the company, kept by the directory, with the normal invitation. */
export async function createUser(deps: AppDeps, ctx: ScimContext, body: JsonObject) {
  const fields = parseUser(body);
  const { db } = deps;
  const { now, companyId } = ctx;
  await assertNotThrottled(db, directoryInvitationsKey(companyId), now);
  await assertNotThrottled(db, INVITATIONS_OVERALL_KEY, now);
  if (await emailTaken(db, fields.email)) {
    await audit(db, {
      action: 'directory.request_refused',
      targetCompanyId: companyId,
      clientAddress: ctx.clientAddress,
      details: { reason: 'uniqueness' },
    });
    throw uniqueness();
  }
  const id = await db.transaction().execute(async (trx) => {
    const owner = await companyOwner(trx, companyId);
    const lang = owner?.lang ?? 'de';
    const person = await insertUser(
      trx,
      {
        ...invitedAccount(
          {
            email: fields.email,
            firstname: fields.firstname ?? fields.email.split('@')[0]!,
            lastname: fields.lastname ?? '',
          },
          { role: 'employee', companyId, lang },
          now,
        ),
        locked_at: fields.active === false ? now : null,
        directory_managed_at: now,
        directory_external_id: fields.externalId ?? null,
      },
      ['id', 'firstname', 'lastname', 'salutation', 'email'],
    );
    const courses = await assignToNewPeople(trx, companyId, [person.id], [], now);
    // Someone the directory makes inactive gets no mail now; the employer can invite them later.
    if (fields.active !== false) {
      const sender = {
        name: owner ? `${owner.firstname} ${owner.lastname}` : deps.config.brandName,
        companyName: owner?.company_name ?? deps.config.brandName,
        lang,
      };
      await issueInvitations(trx, deps, [person], sender, now);
      await recordHit(trx, directoryInvitationsKey(companyId), DIRECTORY_INVITATIONS, now);
      await recordHit(trx, INVITATIONS_OVERALL_KEY, INVITATIONS_OVERALL, now);
    }
    await audit(trx, {
      action: 'employee.invited',
      actor: null,
      targetUserId: person.id,
      targetCompanyId: companyId,
      clientAddress: ctx.clientAddress,
      details: { role: 'employee', courses, via: 'directory', mailed: fields.active !== false },
    });
    return person.id;
  });
  return getUser(deps, ctx, String(id));
}

/**
 * Writes what the directory sets on a person of the company (PUT, PATCH). The person becomes kept
 * by the directory; `active` false locks the account and ends its sessions and reset links, true
 * unlocks it; the employer's account is refused. Answers whether sessions may have changed.
 */
async function applyFields(deps: AppDeps, ctx: ScimContext, person: ScimUserRow, fields: UserFields): Promise<void> {
  if (person.role === 'employer' || person.id === ctx.ownerId) throw employerRefused();
  const { db } = deps;
  const { now } = ctx;
  const emailChanged = fields.email !== undefined && fields.email !== person.email.toLowerCase();
  if (emailChanged && (await emailTaken(db, fields.email!, person.id))) throw uniqueness();
  const update: UserUpdate = {};
  if (emailChanged) update.email = fields.email!;
  if (fields.firstname !== undefined && fields.firstname !== person.firstname) update.firstname = fields.firstname;
  if (fields.lastname !== undefined && fields.lastname !== person.lastname) update.lastname = fields.lastname;
  if (fields.externalId !== undefined && fields.externalId !== person.directory_external_id) {
    update.directory_external_id = fields.externalId;
  }
  const changed = Object.keys(update).map((key) => (key === 'directory_external_id' ? 'externalId' : key));
  const claimed = person.directory_managed_at === null;
  if (claimed) update.directory_managed_at = now;
  const base = {
    actor: null,
    targetUserId: person.id,
    targetCompanyId: ctx.companyId,
    clientAddress: ctx.clientAddress,
  };

  await db.transaction().execute(async (trx) => {
    if (changed.length > 0 || claimed) {
      if (!(await updateEmployeeAccount(trx, person.id, { ...update, updated_at: now }))) throw employerRefused();
      if (emailChanged) await dropPendingEmailChange(trx, person.id);
      await audit(trx, {
        ...base,
        action: 'employee.updated',
        details: { fields: changed, via: 'directory', claimed },
      });
    }
    if (fields.active === false && person.locked_at === null) {
      await setUserLocked(trx, person.id, now, now);
      await revokeTokens(trx, person.id, ['session', 'reset']);
      await audit(trx, { ...base, action: 'account.locked', details: { changed: true, via: 'directory' } });
    } else if (fields.active === true && person.locked_at !== null) {
      await setUserLocked(trx, person.id, null, now);
      await audit(trx, { ...base, action: 'account.unlocked', details: { changed: true, via: 'directory' } });
    }
  });
}

/** PUT /Users/{id}: the whole User; what it leaves out of the portal's fields stays. */
export async function replaceUser(deps: AppDeps, ctx: ScimContext, id: string, body: JsonObject) {
  const person = await findPerson(deps.db, ctx, id);
  await applyFields(deps, ctx, person, parseUser(body));
  return getUser(deps, ctx, id);
}

/** PATCH /Users/{id}: Entra ID's and Okta's operations (decision 107). */
export async function patchUser(deps: AppDeps, ctx: ScimContext, id: string, body: JsonObject) {
  const person = await findPerson(deps.db, ctx, id);
  await applyFields(deps, ctx, person, userPatch(patchOperations(body)));
  return getUser(deps, ctx, id);
}

/** DELETE /Users/{id}: the portal's deletion of a person (employee-removal.ts); never the employer. */
export async function deleteUser(deps: AppDeps, ctx: ScimContext, id: string): Promise<void> {
  const person = await findPerson(deps.db, ctx, id);
  if (person.role === 'employer' || person.id === ctx.ownerId) throw employerRefused();
  await removeCompanyEmployee(deps, null, person, ctx.clientAddress, 'directory');
}
