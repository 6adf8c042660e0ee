import { describe, expect, it } from 'vitest';
import { adminInvitationMail, invitationMail, passwordResetMail, uploadConfirmationMail } from './templates.ts';

const brand = { brandName: 'Musterversicherung', contactEmail: 'hilfe@example.de' };
const url = 'https://portal.example.de/login/abc?email=max%40example.de';

describe('mail templates', () => {
  it.each(['de', 'en'] as const)('writes the invitation in %s with the link, its 14 days and the inviter', (lang) => {
    const mail = invitationMail(lang, brand, {
      firstname: 'Max',
      inviterName: 'Petra Schmidt',
      companyName: 'Schmidt GmbH',
      url,
    });
    expect(mail.subject).toContain('Schmidt GmbH');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('14');
    expect(mail.text).toContain('Petra Schmidt');
    expect(mail.html).toContain('https://portal.example.de/login/abc?email=max%40example.de');
  });

  it('writes German and English differently', () => {
    const de = passwordResetMail('de', brand, { firstname: 'Max', url });
    const en = passwordResetMail('en', brand, { firstname: 'Max', url });
    expect(de.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    expect(en.subject).toBe('Your password reset link');
    expect(de.text).toContain('30 Minuten');
    expect(en.text).toContain('30 minutes');
  });

  it('escapes names in the HTML part', () => {
    const mail = invitationMail('de', brand, {
      firstname: '<script>x</script>',
      inviterName: 'A & B',
      companyName: 'C',
      url,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B');
  });

  it.each(['de', 'en'] as const)('writes the upload confirmation and admin invitation in %s', (lang) => {
    const upload = uploadConfirmationMail(lang, brand, {
      firstname: 'Petra',
      companyName: 'Schmidt GmbH',
      fileName: 'liste.csv',
      rowCount: 57,
    });
    expect(upload.text).toContain('liste.csv');
    expect(upload.text).toContain('57');
    const admin = adminInvitationMail(lang, brand, { firstname: 'Ada', url });
    expect(admin.text).toContain(url);
  });
});
