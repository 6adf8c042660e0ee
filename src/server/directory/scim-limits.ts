import type { ThrottleRule } from '../core/throttle.ts';

/** The SCIM body limit: 1 MB, far above a User or a Group PATCH of a few hundred members. */
export const SCIM_BODY_LIMIT = 1024 * 1024;

/**
 * Requests per token (decision 107): a first sync of a few thousand people passes freely, then each
 * request waits longer, at most 20,000 an hour; Entra ID and Okta back off on 429 with Retry-After.
 */
export const SCIM_REQUESTS_PER_COMPANY: ThrottleRule = { free: 5000, maxDelaySeconds: 60, maxPerWindow: 20000 };
export const scimRequestsKey = (companyId: number) => `scim:company:${companyId}`;

/** Wrong tokens from one address: a guesser meets growing waits; the directory never sends one. */
export const SCIM_REFUSALS_PER_ADDRESS: ThrottleRule = { free: 20, maxDelaySeconds: 300, maxPerWindow: 200 };
export const scimRefusalsKey = (address: string) => `scim:refused:${address}`;

/**
 * Invitations the directory sends (a company's whole staff on the first sync): 1,000 an hour pass,
 * at most 3,000; all companies' invitations together stay under decision 067's overall bound.
 */
export const DIRECTORY_INVITATIONS: ThrottleRule = { free: 1000, maxDelaySeconds: 60, maxPerWindow: 3000 };
export const directoryInvitationsKey = (companyId: number) => `invite:directory:${companyId}`;
