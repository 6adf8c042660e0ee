import type { ThrottleRule } from '../core/throttle.ts';

/**
 * Uploads are stored for review (up to 2 MB each), so one company's are bounded: 10 an hour pass
 * freely, then each waits longer, at most 20 an hour. Confirmation mails may carry a cc address the
 * caller types, so each person gets 5 an hour (docs/product.md R18: the call cannot be used to mail
 * anyone). Only accepted uploads and sent mails count; a refused request changes nothing.
 */
export const UPLOADS_PER_COMPANY: ThrottleRule = { free: 10, maxDelaySeconds: 300, maxPerWindow: 20 };
export const CONFIRMATIONS_PER_PERSON: ThrottleRule = { free: 5, maxDelaySeconds: 3600, maxPerWindow: 5 };

export const uploadsKey = (companyId: number) => `upload:company:${companyId}`;
export const confirmationsKey = (userId: number) => `upload-confirmation:person:${userId}`;
