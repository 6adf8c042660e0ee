import * as v from 'valibot';
import { OneLine, Timestamp } from './common.ts';

/** The kinds of second factor a person can add (docs/decisions/069-second-factor.md). */
export const SECOND_FACTOR_KINDS = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/** A code typed at sign-in: six digits from an authenticator app, or a recovery code. */
export const SecondFactorCode = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(6),
  v.maxLength(40),
  v.regex(/^[0-9A-Za-z -]+$/),
);

/** Re-authentication before adding or removing a factor: an attacker's factor would lock the owner out. */
export const CurrentPasswordRequest = v.strictObject({ currentPassword: v.pipe(v.string(), v.maxLength(1000)) });
export type CurrentPasswordRequest = v.InferOutput<typeof CurrentPasswordRequest>;

/** What a person sees of their factors; secrets and keys never leave the server. */
export const SecondFactorSummary = v.object({
  id: v.number(),
  kind: v.picklist(SECOND_FACTOR_KINDS),
  label: v.string(),
  createdAt: Timestamp,
  lastUsedAt: v.nullable(Timestamp),
});
export type SecondFactorSummary = v.InferOutput<typeof SecondFactorSummary>;

/** GET /account/second-factor. `required`: the person's role must have one (admins). */
export const SecondFactorStatus = v.object({
  required: v.boolean(),
  factors: v.array(SecondFactorSummary),
  recoveryCodesLeft: v.number(),
});
export type SecondFactorStatus = v.InferOutput<typeof SecondFactorStatus>;

/** POST /account/second-factor/totp: the secret for the app, as text and as the QR code's address. */
export const TotpSetupResponse = v.object({ secret: v.string(), uri: v.string() });
export type TotpSetupResponse = v.InferOutput<typeof TotpSetupResponse>;

export const FactorLabel = v.pipe(v.string(), v.trim(), v.maxLength(60), OneLine);

/** POST /account/second-factor/totp/confirm: the first code the app shows proves it was set up. */
export const TotpConfirmRequest = v.strictObject({
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/)),
  label: v.optional(FactorLabel),
});
export type TotpConfirmRequest = v.InferOutput<typeof TotpConfirmRequest>;

/** A factor added: with the first one come the recovery codes, shown this once. */
export const FactorAddedResponse = v.object({ recoveryCodes: v.nullable(v.array(v.string())) });
export type FactorAddedResponse = v.InferOutput<typeof FactorAddedResponse>;

export const RecoveryCodesResponse = v.object({ recoveryCodes: v.array(v.string()) });
export type RecoveryCodesResponse = v.InferOutput<typeof RecoveryCodesResponse>;

/** WebAuthn's binary fields travel as base64url (the W3C's JSON forms of the calls). */
const Base64Url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*$/));
const Transports = v.optional(v.array(v.pipe(v.string(), v.maxLength(20))));
const Extensions = v.optional(v.unknown());
const CredentialDescriptor = v.object({ id: Base64Url(1400), type: v.string(), transports: Transports });

/** What the browser's navigator.credentials.create needs (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptions = v.object({
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
  user: v.object({ id: v.string(), name: v.string(), displayName: v.string() }),
  challenge: Base64Url(200),
  pubKeyCredParams: v.array(v.object({ alg: v.number(), type: v.string() })),
  timeout: v.optional(v.number()),
  excludeCredentials: v.optional(v.array(CredentialDescriptor)),
  authenticatorSelection: v.optional(
    v.object({
      authenticatorAttachment: v.optional(v.string()),
      residentKey: v.optional(v.string()),
      requireResidentKey: v.optional(v.boolean()),
      userVerification: v.optional(v.string()),
    }),
  ),
  hints: v.optional(v.array(v.string())),
  attestation: v.optional(v.string()),
  attestationFormats: v.optional(v.array(v.string())),
  extensions: Extensions,
});
export type PasskeyCreationOptions = v.InferOutput<typeof PasskeyCreationOptions>;

/** What navigator.credentials.get needs (PublicKeyCredentialRequestOptionsJSON). */
export const PasskeyRequestOptions = v.object({
  challenge: Base64Url(200),
  timeout: v.optional(v.number()),
  rpId: v.optional(v.string()),
  allowCredentials: v.optional(v.array(CredentialDescriptor)),
  userVerification: v.optional(v.string()),
  hints: v.optional(v.array(v.string())),
  extensions: Extensions,
});
export type PasskeyRequestOptions = v.InferOutput<typeof PasskeyRequestOptions>;

const CredentialBase = {
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: v.literal('public-key'),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  // Not signed and not used here: kept as an object, its contents dropped.
  clientExtensionResults: v.object({}),
};

/** A new passkey as the browser made it (RegistrationResponseJSON). */
export const PasskeyRegistration = v.object({
  ...CredentialBase,
  response: v.object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(16_384),
    authenticatorData: v.optional(Base64Url(16_384)),
    transports: Transports,
    publicKeyAlgorithm: v.optional(v.number()),
    publicKey: v.optional(Base64Url(8192)),
  }),
});

/** A passkey's answer to the sign-in's challenge (AuthenticationResponseJSON). */
export const PasskeyAssertion = v.object({
  ...CredentialBase,
  response: v.object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(4096),
    // Post-quantum keys (ML-DSA, which Chromium offers) sign with up to 4,627 bytes.
    signature: Base64Url(8192),
    userHandle: v.optional(Base64Url(200)),
  }),
});

/** POST /account/second-factor/passkey: the browser's new passkey and an optional name. */
export const PasskeyAddRequest = v.strictObject({ credential: PasskeyRegistration, label: v.optional(FactorLabel) });
export type PasskeyAddRequest = v.InferOutput<typeof PasskeyAddRequest>;

/**
 * GET /account/sign-in-challenge: what the waiting sign-in can be finished with; with a passkey on
 * the account, the options for the browser to sign the challenge.
 */
export const SignInChallengeResponse = v.object({
  methods: v.array(v.picklist(SECOND_FACTOR_KINDS)),
  recoveryCodes: v.boolean(),
  passkeyOptions: v.nullable(PasskeyRequestOptions),
});
export type SignInChallengeResponse = v.InferOutput<typeof SignInChallengeResponse>;

/** POST /employee/login/second-factor and /appuser/login/second-factor: a code, or a passkey's answer. */
export const SecondFactorSignInRequest = v.union([
  v.strictObject({ code: SecondFactorCode }),
  v.strictObject({ passkey: PasskeyAssertion }),
]);
export type SecondFactorSignInRequest = v.InferOutput<typeof SecondFactorSignInRequest>;
