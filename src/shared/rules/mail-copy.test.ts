import { describe, expect, it } from 'vitest';
import { copyAllowed } from './mail-copy.ts';

describe('copies of portal mails', () => {
  it('go to the sender’s own domain and to the insurer’s, in any letter case', () => {
    expect(copyAllowed('buchhaltung@Schmidt-Sanitaer.de', 'petra@schmidt-sanitaer.de', 'hilfe@versicherer.de')).toBe(
      true,
    );
    expect(copyAllowed('makler@versicherer.de', 'petra@schmidt-sanitaer.de', 'hilfe@versicherer.de')).toBe(true);
  });

  it('never to another domain, a look-alike or a subdomain', () => {
    expect(copyAllowed('third-party@elsewhere.test', 'petra@schmidt-sanitaer.de', 'hilfe@versicherer.de')).toBe(false);
    expect(copyAllowed('x@schmidt-sanitaer.de.evil.test', 'petra@schmidt-sanitaer.de', 'hilfe@versicherer.de')).toBe(
      false,
    );
    expect(copyAllowed('x@mail.schmidt-sanitaer.de', 'petra@schmidt-sanitaer.de', 'hilfe@versicherer.de')).toBe(false);
  });
});
