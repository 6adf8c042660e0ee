import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSender } from '../../src/server/mail/sender.ts';
import type { MailMessage } from '../../src/server/mail/transport.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { OTHER_PASSWORD, PASSWORD, linkToken, registerEmployer, signIn, uniqueEmail } from '../support/factories.ts';

let h: ApiHarness;
let sender: MailSender;
const delivered: MailMessage[] = [];
beforeAll(async () => {
  h = await createApiHarness();
  sender = new MailSender({
    db: h.db,
    transport: { send: async (message) => void delivered.push(message), close: () => {} },
    from: 'Portal <portal@example.de>',
    keys: [h.sealingKey],
    pollMs: 20,
  });
  sender.start();
});
afterAll(async () => {
  await sender.stop();
  await h.close();
});

/** Waits until a mail to `email` has left, and answers its text. */
async function deliveredTo(email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = delivered.findLast((m) => m.to === email);
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${email}`);
}

/** Every row of every table of the portal, as one text. */
async function wholeDatabase(): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
  `.execute(h.db);
  const dump: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table_name)}`.execute(h.db);
    dump.push(JSON.stringify(rows.rows));
  }
  return dump.join('\n');
}

describe('secrets at rest', () => {
  it('keeps passwords and every kind of token only as hashes, also in sent mails', async () => {
    const owner = await registerEmployer(h);
    const session = await signIn(h, owner.email, PASSWORD);

    const email = uniqueEmail('invited');
    const invited = await h.post(
      '/api/employee/invite-employee',
      { firstname: 'Ina', lastname: 'Iversen', email, isManager: false, assignedCourseList: [] },
      { token: owner.token },
    );
    expect(invited.status).toBe(200);
    const invitation = linkToken(await deliveredTo(email), '/login');

    await h.post('/api/employee/reset', { email: owner.email });
    const reset = linkToken(await deliveredTo(owner.email), '/recovery-password');
    // The mail of the reset has been sent; wait until its record says so.
    await expect
      .poll(
        async () => (await h.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).length,
      )
      .toBe(0);

    const dump = await wholeDatabase();
    for (const [what, secret] of Object.entries({
      password: PASSWORD,
      'session token': session,
      'registration session token': owner.token,
      'invitation token': invitation,
      'reset token': reset,
    })) {
      expect(dump.includes(secret), `${what} stored in plain text`).toBe(false);
    }
    // The stored forms are what the code promises: argon2id and SHA-256.
    const user = await h.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const tokens = await h.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.token_hash))).toBe(true);

    // The tokens still work: they were hashed, not lost.
    const accepted = await h.post(
      '/api/employee/change-password',
      { password: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD, dataProtectionPolicyAccepted: true },
      { token: invitation },
    );
    expect(accepted.status).toBe(200);
  });
});
