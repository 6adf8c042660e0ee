import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '#shared/api/second-factor.ts';

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is the portal's public
 * address (PUBLIC_URL): its host name is the RP ID, its origin the only one accepted. A passkey is
 * a second factor here, after the password, so user presence is enough (a PIN or fingerprint is
 * welcome, not required).
 */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Awareness-Portal' };
}

/** A stored passkey: its credential id, public key (base64url) and signature counter. */
export type StoredPasskey = { credentialId: string; publicKey: string; signCount: number; transports: string[] };

/** The person's passkeys as the WebAuthn calls take them. */
export function storedPasskeys(
  factors: ReadonlyArray<{
    kind: string;
    credential_id: string | null;
    public_key: string | null;
    sign_count: number | null;
    transports: string | null;
  }>,
): StoredPasskey[] {
  return factors.flatMap((factor) =>
    factor.kind === 'passkey' && factor.credential_id && factor.public_key
      ? [
          {
            credentialId: factor.credential_id,
            publicKey: factor.public_key,
            signCount: factor.sign_count ?? 0,
            transports: factor.transports ? (JSON.parse(factor.transports) as string[]) : [],
          },
        ]
      : [],
  );
}

export function registrationOptions(
  rp: RelyingParty,
  person: { id: number; email: string; name: string },
  existing: readonly StoredPasskey[],
): Promise<PasskeyCreationOptions> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(`user-${person.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey, or undefined when the browser's answer does not match the options. */
export async function verifiedRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  expectedChallenge: string,
): Promise<StoredPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    return undefined;
  }
}

export function authenticationOptions(
  rp: RelyingParty,
  passkeys: readonly StoredPasskey[],
  challenge: string,
): Promise<PasskeyRequestOptions> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: Buffer.from(challenge, 'base64url'),
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    userVerification: 'preferred',
  });
}

/** A fresh WebAuthn challenge (32 random bytes, base64url), made once per waiting sign-in. */
export const newPasskeyChallenge = (): string => randomBytes(32).toString('base64url');

/** The passkey's new signature counter when its answer signs the challenge, else undefined. */
export async function verifiedAssertion(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  passkey: StoredPasskey,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    // A cloned authenticator (counter going back), a foreign origin, a bad signature: no sign-in.
    return undefined;
  }
}
