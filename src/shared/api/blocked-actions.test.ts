import { describe, expect, it } from 'vitest';
import { isAllowedBeforeCompanySecondFactor, isAllowedWhileBlocked } from './blocked-actions.ts';

describe('calls allowed while actions are blocked', () => {
  it.each([
    ['POST', '/employee/login'],
    ['POST', '/employee/create-employer/'],
    ['GET', '/employee/12'],
    ['HEAD', '/employee/12'],
    ['patch', '/employee/12/'],
    ['GET', '/employee/12/ownsOneCompany'],
    ['POST', '/employee/supervisor-data/12'],
    ['GET', '/company/3'],
    ['PATCH', '/company/3'],
  ])('allows %s %s', (method, path) => {
    expect(isAllowedWhileBlocked(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/employee/resend-invitation'],
    ['POST', '/employee/invite-employee'],
    ['DELETE', '/employee/12'],
    ['GET', '/employee/12abc'],
    ['GET', '/employee/12/other'],
    ['GET', '/company/3/employees'],
    ['GET', '/company/3/owner'],
    ['POST', '/employee/toggle-role/12'],
    ['POST', '/trainings/assign'],
    ['POST', '/progress/reset-company-progress'],
    ['GET', '/employee/login'],
  ])('blocks %s %s', (method, path) => {
    expect(isAllowedWhileBlocked(method, path)).toBe(false);
  });
});

describe('calls allowed before a second factor the company requires', () => {
  it.each([
    ['POST', '/employee/logout'],
    ['GET', '/employee/12'],
    ['POST', '/employee/supervisor-data/12'],
    ['GET', '/account/sessions'],
    ['POST', '/account/second-factor/totp'],
    ['POST', '/account/second-factor/totp/confirm'],
    ['GET', '/public-config'],
  ])('allows %s %s', (method, path) => {
    expect(isAllowedBeforeCompanySecondFactor(method, path)).toBe(true);
  });

  it.each([
    ['PATCH', '/employee/12'],
    ['PATCH', '/company/3'],
    ['GET', '/company/3/employees'],
    ['GET', '/trainings'],
    ['POST', '/account/second-factor/4/remove'],
    ['POST', '/account/second-factor/recovery-codes'],
  ])('refuses %s %s', (method, path) => {
    expect(isAllowedBeforeCompanySecondFactor(method, path)).toBe(false);
  });
});
