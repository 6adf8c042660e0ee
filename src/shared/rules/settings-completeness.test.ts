import { describe, expect, it } from 'vitest';
import { isSettingsComplete, type SettingsForCompleteness } from './settings-completeness.ts';

const complete: SettingsForCompleteness = {
  firstname: 'Petra',
  lastname: 'Schmidt',
  email: 'petra@example.de',
  salutation: 'Frau',
  company: {
    companyName: 'Schmidt Sanitär GmbH',
    address: { street: 'Hauptstraße 5', postCode: '50667', city: 'Köln' },
    phoneNumber: '0221 123456',
    insuranceNumber: 'AS-4711081542',
  },
};

describe('settings completeness', () => {
  it('is complete when every field is filled and the insurance number is valid', () => {
    expect(isSettingsComplete(complete)).toBe(true);
  });

  it.each([
    ['firstname', { ...complete, firstname: ' ' }],
    ['salutation', { ...complete, salutation: null }],
    ['company', { ...complete, company: null }],
    ['city', { ...complete, company: { ...complete.company!, address: { ...complete.company!.address, city: '' } } }],
    ['phone', { ...complete, company: { ...complete.company!, phoneNumber: null } }],
    ['empty insurance number', { ...complete, company: { ...complete.company!, insuranceNumber: '' } }],
    [
      'placeholder insurance number',
      { ...complete, company: { ...complete.company!, insuranceNumber: 'AS-0000000000' } },
    ],
  ])('is incomplete without %s', (_, settings) => {
    expect(isSettingsComplete(settings as SettingsForCompleteness)).toBe(false);
  });
});
