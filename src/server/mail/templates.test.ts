import { describe, expect, it } from 'vitest';
import {
  adminInvitationMail,
  greeting,
  invitationMail,
  passwordResetMail,
  uploadConfirmationMail,
} from './templates.ts';

const brand = { brandName: 'Musterversicherung', contactEmail: 'hilfe@example.de' };
const url = 'https://portal.example.de/login/abc?email=max%40example.de';
const max = { firstname: 'Max', lastname: 'Muster', salutation: 'Herr' as const };

describe('mail templates', () => {
  it.each(['de', 'en'] as const)('writes the invitation in %s with the link, its 14 days and the inviter', (lang) => {
    const mail = invitationMail(lang, brand, {
      ...max,
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
    const de = passwordResetMail('de', brand, { ...max, url });
    const en = passwordResetMail('en', brand, { ...max, url });
    expect(de.subject).toBe('Ihr Link zum Zurücksetzen des Passworts');
    expect(en.subject).toBe('Your password reset link');
    expect(de.text).toContain('30 Minuten');
    expect(en.text).toContain('30 minutes');
  });

  it('escapes names in the HTML part', () => {
    const mail = invitationMail('de', brand, {
      firstname: '<script>x</script>',
      lastname: 'Muster',
      salutation: null,
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
      lastname: 'Schmidt',
      salutation: 'Frau',
      companyName: 'Schmidt GmbH',
      fileName: 'liste.csv',
      rowCount: 57,
    });
    expect(upload.text).toContain('liste.csv');
    expect(upload.text).toContain('57');
    const admin = adminInvitationMail(lang, brand, { firstname: 'Ada', lastname: 'Admin', salutation: null, url });
    expect(admin.text).toContain(url);
  });

  it('greets formally: by salutation and last name, else by the full name', () => {
    const kraus = { firstname: 'Petra', lastname: 'Kraus' };
    expect(greeting('de', { ...kraus, salutation: 'Frau' })).toBe('Guten Tag Frau Kraus,');
    expect(greeting('de', { ...kraus, salutation: 'Herr' })).toBe('Guten Tag Herr Kraus,');
    expect(greeting('de', { ...kraus, salutation: null })).toBe('Guten Tag Petra Kraus,');
    expect(greeting('en', { ...kraus, salutation: 'Frau' })).toBe('Dear Ms Kraus,');
    expect(greeting('en', { ...kraus, salutation: 'Herr' })).toBe('Dear Mr Kraus,');
    expect(greeting('en', { ...kraus, salutation: null })).toBe('Dear Petra Kraus,');
    expect(passwordResetMail('de', brand, { ...max, url }).text.startsWith('Guten Tag Herr Muster,')).toBe(true);
  });

  it.each(['de', 'en'] as const)(
    'says in %s when support sent the reset link, and whom to tell if nobody asked',
    (lang) => {
      const mail = passwordResetMail(lang, brand, { ...max, url, bySupport: true });
      expect(mail.text).toContain(lang === 'de' ? 'Der Support' : 'The support team');
      expect(mail.text).toContain('hilfe@example.de');
      expect(passwordResetMail(lang, brand, { ...max, url }).text).not.toContain(
        lang === 'de' ? 'Der Support' : 'The support team',
      );
    },
  );
});
