import { describe, expect, it } from 'vitest';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { shownItems, toItem, trainingCells } from './customer-list-items.ts';

const employer = (id: number, overrides: Partial<AdminEmployee> = {}, company: Record<string, unknown> = {}) =>
  toItem({
    id,
    firstname: 'Erika',
    lastname: 'Muster',
    salutation: 'Frau',
    email: `person${id}@example.com`,
    role: 'employer',
    companyId: id,
    active: true,
    locked: false,
    isFirstLogin: false,
    createdAt: `2026-01-${String(id).padStart(2, '0')}T08:00:00.000Z`,
    orderProcessingAccepted: true,
    ownsOneCompany: {
      id,
      companyName: `Firma ${id}`,
      insuranceNumber: `AS-000000000${id}`,
      blocked: false,
      companyCertificateIssuedAt: null,
      learners: 0,
      fullyTrained: 0,
      lastActivityAt: null,
      ...company,
    },
    ...overrides,
  });

const numbers = (items: { number: number }[]) => items.map((item) => item.number);

describe('the policyholders list', () => {
  const items = [
    employer(3, { lastname: 'Zander' }),
    employer(1, { lastname: 'Ahrens', email: 'buchhaltung@baeckerei.de' }, { companyName: 'Bäckerei Korn' }),
    employer(2, { lastname: 'ahrens', firstname: 'Bernd', locked: true }),
    employer(4, { active: false, orderProcessingAccepted: false }, { companyCertificateIssuedAt: '2026-02-01' }),
  ];
  const byNumber = { key: 'number', direction: 'ascending' } as const;

  it('finds every word searched for in number, name, address, company or insurance number, in any case', () => {
    expect(numbers(shownItems(items, 'BÄCKEREI', byNumber, 'all'))).toEqual([1]);
    expect(numbers(shownItems(items, 'ahrens  bernd', byNumber, 'all'))).toEqual([2]);
    expect(numbers(shownItems(items, 'AS-0000000004', byNumber, 'all'))).toEqual([4]);
    expect(numbers(shownItems(items, '', byNumber, 'all'))).toEqual([1, 2, 3, 4]);
  });

  it('filters by state', () => {
    expect(numbers(shownItems(items, '', byNumber, 'blocked'))).toEqual([2]);
    expect(numbers(shownItems(items, '', byNumber, 'inactive'))).toEqual([4]);
    expect(numbers(shownItems(items, '', byNumber, 'agreement'))).toEqual([4]);
    expect(numbers(shownItems(items, '', byNumber, 'certificate'))).toEqual([4]);
    expect(numbers(shownItems(items, '', byNumber, 'noCertificate'))).toEqual([1, 2, 3]);
  });

  it('sorts by last name, then first name, whatever the case, and newest first', () => {
    expect(numbers(shownItems(items, '', { key: 'name', direction: 'ascending' }, 'all'))).toEqual([2, 1, 4, 3]);
    expect(numbers(shownItems(items, '', { key: 'created', direction: 'descending' }, 'all'))).toEqual([4, 3, 2, 1]);
  });
});

describe('trainingCells', () => {
  it('gives people with courses, fully trained, the share rounded down and the last activity', () => {
    const item = employer(1, {}, { learners: 3, fullyTrained: 2, lastActivityAt: '2026-11-20T23:30:00.000Z' });
    expect(trainingCells(item, (iso) => iso.slice(0, 10))).toEqual([3, 2, 66, '2026-11-20']);
  });

  it('leaves the share and the date empty while nobody has courses or has begun', () => {
    expect(trainingCells(employer(2), String)).toEqual([0, 0, '', '']);
  });
});
