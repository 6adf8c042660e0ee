import { TEMPORARY_PASSWORD_DAYS } from '#shared/constants.ts';

/** Until when a password someone else set for a person signs in (docs/decisions/064-temporary-passwords.md). */
export const temporaryPasswordExpiry = (now: Date) => new Date(now.getTime() + TEMPORARY_PASSWORD_DAYS * 86_400_000);
