import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSender } from '../../src/server/mail/sender.ts';
import { smtpTransport } from '../../src/server/mail/transport.ts';
import { createApiHarness, type ApiHarness } from '../support/api-harness.ts';
import { OTHER_PASSWORD, linkToken, registerEmployer } from '../support/factories.ts';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener.ts';

let h: ApiHarness;
let smtp: SmtpListener;
let sender: MailSender;
const refused = (address: string) => address.startsWith('refused-');
beforeAll(async () => {
  h = await createApiHarness();
  smtp = await startSmtpListener(0, refused);
  sender = new MailSender({
    db: h.db,
    transport: smtpTransport(smtp.url),
    from: 'Portal <portal@example.de>',
    keys: [h.sealingKey],
    pollMs: 50,
    retryBaseMs: 100,
  });
  sender.start();
});
afterAll(async () => {
  await sender.stop();
  await smtp.close();
  await h.close();
});

describe('mail through a real SMTP server', () => {
  it('delivers the reset mail in the account language, and its link sets the password', async () => {
    const owner = await registerEmployer(h);
    await h.patch(`/api/employee/${owner.id}`, { lang: 'en' }, { token: owner.token });
    const before = smtp.messages.length;
    await h.post('/api/employee/reset', { email: owner.email });
    const messages = await smtp.waitFor(before + 1);
    const mail = messages.at(-1)!;
    expect(mail.subject).toBe('Your password reset link');
    expect(mail.from).toMatchObject({ name: 'Portal', address: 'portal@example.de' });
    expect(mail.to?.[0]?.address).toBe(owner.email);
    expect(mail.html).toContain('http://portal.test/recovery-password/');

    const token = linkToken(mail.text ?? '', '/recovery-password');
    expect((await h.post('/api/employee/reset-password', { newPassword: OTHER_PASSWORD }, { token })).status).toBe(200);
    expect((await h.post('/api/employee/login', { email: owner.email, password: OTHER_PASSWORD })).status).toBe(200);
    const row = await h.db
      .selectFrom('mail_outbox')
      .select(['sent_at', 'attempts', 'subject', 'text_body', 'html_body'])
      .where('recipient', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    expect(row.attempts).toBe(1);
    // Sent: the record stays, the text with the link is gone from the database.
    expect(row).toMatchObject({ subject: 'Your password reset link', text_body: '', html_body: '' });
  });

  it('keeps mail in the outbox while the mail server is down and sends it once when it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    const owner = await registerEmployer(h);
    await h.post('/api/employee/reset', { email: owner.email });
    await new Promise((r) => setTimeout(r, 600));
    const waiting = await h.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(waiting.sent_at).toBeNull();
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.last_error).toBeTruthy();

    smtp = await startSmtpListener(port, refused);
    await smtp.waitFor(1, 20_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to?.[0]?.address === owner.email)).toHaveLength(1);
    const sent = await h.db
      .selectFrom('mail_outbox')
      .select('sent_at')
      .where('recipient', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
  }, 40_000);

  it('marks the mails of a batch that went out as sent and keeps the one the server refused for a later try', async () => {
    const people = [await registerEmployer(h), await registerEmployer(h), await registerEmployer(h)];
    const refusedEmail = `refused-${people[1]!.email}`;
    await h.db.updateTable('users').set({ email: refusedEmail }).where('id', '=', people[1]!.id).execute();
    const emails = [people[0]!.email, refusedEmail, people[2]!.email];
    const before = smtp.messages.length;
    // One batch: the three mails are written together before the sender looks.
    await Promise.all(emails.map((email) => h.post('/api/employee/reset', { email })));
    await smtp.waitFor(before + 2);
    await new Promise((r) => setTimeout(r, 400));

    const rows = await h.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'sent_at', 'last_error', 'text_body', 'attempts'])
      .where('recipient', 'in', emails)
      .execute();
    const of = (email: string) => rows.find((row) => row.recipient === email)!;
    for (const email of [emails[0]!, emails[2]!]) {
      expect(of(email)).toMatchObject({ last_error: null, text_body: '', attempts: 1 });
      expect(of(email).sent_at).not.toBeNull();
      expect(smtp.messages.filter((m) => m.to?.[0]?.address === email)).toHaveLength(1);
    }
    expect(of(refusedEmail).sent_at).toBeNull();
    expect(of(refusedEmail).last_error).toContain('550');
    expect(of(refusedEmail).text_body).not.toBe('');
    expect(smtp.messages.some((m) => m.to?.[0]?.address === refusedEmail)).toBe(false);
  });
});
