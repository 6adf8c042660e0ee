import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';

/** SQL about the access tokens (sessions and links) that the admin's actions end. */

/** Deletes the tokens of these kinds of everyone in the company (a block ends their sessions and reset links). */
export async function deleteCompanyTokens(db: Db, companyId: number, kinds: readonly TokenKind[]): Promise<void> {
  await db
    .deleteFrom('access_tokens')
    .where('kind', 'in', kinds)
    .where('user_id', 'in', (qb) => qb.selectFrom('users').select('id').where('company_id', '=', companyId))
    .execute();
}
