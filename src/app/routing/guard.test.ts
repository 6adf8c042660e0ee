import { describe, expect, it } from 'vitest';
import { safeNext } from '../session/next-path.ts';
import { decide, settingsCompleteNow, type GuardInput } from './guard.ts';
import { ROUTES, type RouteName } from './route-table.ts';

const route = (name: RouteName) => ROUTES.find((r) => r.name === name)!;
const input = (name: RouteName, overrides: Partial<GuardInput> = {}): GuardInput => ({
  route: route(name),
  location: route(name).path,
  signedIn: true,
  role: 'employee',
  settingsComplete: true,
  ...overrides,
});

describe('navigation guard', () => {
  it('lets anyone open public pages, signed in or not', () => {
    for (const name of ['login', 'register', 'recoveryPassword', 'impressum', 'orderDataProcessing'] as const) {
      expect(decide(input(name, { signedIn: false, role: undefined }))).toEqual({ kind: 'render' });
      expect(decide(input(name))).toEqual({ kind: 'render' });
    }
  });

  it('sends a visitor of a protected page to /login with next', () => {
    expect(decide(input('users', { signedIn: false, role: undefined, location: '/users?q=max' }))).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fusers%3Fq%3Dmax',
    });
  });

  it('sends a visitor of an admin page to /admin/login with next', () => {
    expect(decide(input('adminStatistics', { signedIn: false, role: undefined }))).toEqual({
      kind: 'redirect',
      to: '/admin/login?next=%2Fadmin%2Fstatistics',
    });
  });

  it('sends a role that may not open a page to /', () => {
    expect(decide(input('users', { role: 'employee' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(input('adminAdmins', { role: 'employer' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(input('accountSettings', { role: 'admin' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide(input('trainings', { role: 'admin' }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each([
    ['admin', '/admin/policyholders'],
    ['employer', '/course-settings'],
    ['manager', '/course-settings'],
    ['employee', '/trainings'],
  ] as const)('leads %s from / to %s', (role, to) => {
    expect(decide(input('home', { role }))).toEqual({ kind: 'redirect', to });
  });

  it('keeps an employer with incomplete settings on /account-settings with the warning', () => {
    expect(decide(input('users', { role: 'employer', settingsComplete: false }))).toEqual({
      kind: 'redirect',
      to: '/account-settings',
      warnIncompleteSettings: true,
    });
    expect(decide(input('accountSettings', { role: 'employer', settingsComplete: false }))).toEqual({ kind: 'render' });
    expect(decide(input('users', { role: 'employer', settingsComplete: undefined }))).toEqual({ kind: 'wait' });
    expect(decide(input('users', { role: 'manager', settingsComplete: false }))).toEqual({ kind: 'render' });
  });

  it('takes the fresh settings check, else lets an employer offline through, else what the device saw complete', () => {
    const facts = { checked: undefined, offline: false, readFailed: false, completeBefore: () => false };
    expect(settingsCompleteNow({ ...facts, checked: false, completeBefore: () => true })).toBe(false);
    expect(settingsCompleteNow({ ...facts, checked: true })).toBe(true);
    expect(settingsCompleteNow({ ...facts, offline: true })).toBe(true);
    expect(settingsCompleteNow({ ...facts, readFailed: true, completeBefore: () => true })).toBe(false);
    expect(settingsCompleteNow({ ...facts, completeBefore: () => true })).toBe(true);
    expect(settingsCompleteNow(facts)).toBeUndefined();
  });

  it('follows next only within the portal', () => {
    expect(safeNext('/users?x=1')).toBe('/users?x=1');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
  });
});
