import type { ThrottleRule } from '../core/throttle.ts';

/**
 * Invitation mails go to addresses the inviter chooses, with names the inviter typed, so their
 * number is bounded like reset mails: per company, 50 an hour pass freely, then each waits twice
 * as long as the one before (up to a minute), at most 500 an hour (larger lists go through the
 * list upload); per person, 5 resends an hour.
 */
export const INVITATIONS_PER_COMPANY: ThrottleRule = { free: 50, maxDelaySeconds: 60, maxPerWindow: 500 };
/**
 * All companies together (decision 067): new companies cost nothing to register, so a per-company
 * limit alone does not bound what the portal mails. Onboarding a whole list goes through the
 * admins' import, which this does not count.
 */
export const INVITATIONS_OVERALL: ThrottleRule = { free: 1000, maxDelaySeconds: 60, maxPerWindow: 3000 };
export const RESENDS_PER_PERSON: ThrottleRule = { free: 5, maxDelaySeconds: 3600, maxPerWindow: 5 };

export const invitationsKey = (companyId: number) => `invite:company:${companyId}`;
export const INVITATIONS_OVERALL_KEY = 'invite:all';
export const resendsKey = (userId: number) => `invite-resend:person:${userId}`;
