import { describe, expect, it } from 'vitest';
import { isAllowedWhileBlocked } from './blocked-actions.ts';

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
