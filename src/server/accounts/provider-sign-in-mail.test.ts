import { describe, expect, it } from 'vitest';
import { providerSignInMail } from './provider-sign-in-mail.ts';

const brand = { brandName: 'Musterversicherung', contactEmail: 'hilfe@example.de' };
const rita = { firstname: 'Rita', lastname: 'Kraus', salutation: 'Frau' as const };
const loginUrl = 'https://portal.example.de/login';

describe('the mail on signing in through the company', () => {
  it.each([
    ['de', 'Guten Tag Frau Kraus,', '„Mit Microsoft anmelden“', 'Arbeitgeber'],
    ['en', 'Dear Ms Kraus,', '“Sign in with Microsoft”', 'employer'],
  ] as const)('in %s greets, names /login and the button, and who helps', (lang, hello, button, helper) => {
    const mail = providerSignInMail(lang, brand, { ...rita, providerName: 'Microsoft', loginUrl });
    expect(mail.text).toContain(hello);
    expect(mail.text).toContain(loginUrl);
    expect(mail.text).toContain(button);
    expect(mail.text).toContain(helper);
    expect(mail.html).toContain(`href="${loginUrl}"`);
  });

  it('escapes the provider’s name, which the employer chose, in the HTML part', () => {
    const mail = providerSignInMail('de', brand, { ...rita, providerName: '<b>Firma</b>', loginUrl });
    expect(mail.html).not.toContain('<b>Firma</b>');
    expect(mail.html).toContain('&lt;b&gt;Firma&lt;/b&gt;');
  });
});
