import type { RegisterRequest, RegisterResponse } from '#shared/api/accounts.ts';
import type { Lang } from '#shared/constants.ts';
import { audit } from '../audit/audit-log.ts';
import { emailTaken } from './email-taken.ts';
import { HttpError, emailTaken as emailTakenError } from '../core/errors.ts';
import type { AppDeps } from '../deps.ts';
import { assertAcceptablePassword, assertPasswordsMatch, hashPassword } from '../identity/passwords.ts';
import { REGISTER_PER_ADDRESS, assertNotThrottled, recordHit } from '../core/throttle.ts';
import { insertCompany, setCompanyOwner } from '../identity/companies.repository.ts';
import { insertUser } from '../identity/users.repository.ts';

/**
 * Creates an employer and the company they own. The three consents are required and recorded
 * with the server's time, the agreement acceptance among them (docs/product.md R10).
 */
export async function registerEmployer(
  deps: AppDeps,
  body: RegisterRequest,
  context: { lang: Lang; clientAddress: string },
): Promise<RegisterResponse> {
  const { db } = deps;
  if (!body.confirmLicense || !body.dataProtectionPolicyAccepted || !body.orderProcessingAccepted) {
    throw new HttpError(400, 'CONSENT_REQUIRED');
  }
  assertPasswordsMatch(body.password, body.confirmPassword);
  const now = deps.now();
  const addressKey = `register:address:${context.clientAddress}`;
  await assertNotThrottled(db, addressKey, now);
  // Every attempt counts, a refused address too: asking which addresses have accounts is not free,
  // and scoring a password is work (decision 067).
  await recordHit(db, addressKey, REGISTER_PER_ADDRESS, now);
  await assertAcceptablePassword(
    body.password,
    [body.firstname, body.lastname, body.email, body.companyName, deps.config.brandName],
    deps.config,
  );
  if (await emailTaken(db, body.email)) throw emailTakenError();

  const passwordHash = await hashPassword(body.password);
  return db.transaction().execute(async (trx) => {
    const company = await insertCompany(trx, body.companyName, now);
    const user = await insertUser(
      trx,
      {
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        salutation: null,
        role: 'employer',
        company_id: company.id,
        password_hash: passwordHash,
        active: true,
        is_first_login: false,
        lang: body.lang ?? context.lang,
        data_protection_policy_accepted_at: now,
        license_confirmed_at: now,
        order_processing_accepted_at: now,
        created_at: now,
        updated_at: now,
      },
      ['id'],
    );
    await setCompanyOwner(trx, company.id, user.id);
    await audit(trx, {
      action: 'account.registered',
      actor: { userId: user.id, role: 'employer' },
      targetUserId: user.id,
      targetCompanyId: company.id,
      clientAddress: context.clientAddress,
    });
    await audit(trx, {
      action: 'agreement.accepted',
      actor: { userId: user.id, role: 'employer' },
      targetUserId: user.id,
      targetCompanyId: company.id,
      details: { version: '5.40' },
    });
    return { id: user.id, companyId: company.id };
  });
}
