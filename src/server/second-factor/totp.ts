import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator apps (RFC 6238 with the apps' defaults: SHA-1, 6 digits, 30 seconds), through the
 * otpauth library. A code counts for its 30 seconds and one step either side (clocks drift), and
 * at most once (the caller keeps the last step accepted).
 */
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, account = '', issuer = '') =>
  new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_SECONDS });

/** The `otpauth://` address an app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The time step the code belongs to, or null when it is no valid code around `now`. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a time step: what an authenticator app shows (tests and the seed use it). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
