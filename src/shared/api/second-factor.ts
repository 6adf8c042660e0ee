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

/** GET /account/sign-in-challenge: what the waiting sign-in can be finished with. */
export const SignInChallengeResponse = v.object({
  methods: v.array(v.picklist(SECOND_FACTOR_KINDS)),
  recoveryCodes: v.boolean(),
});
export type SignInChallengeResponse = v.InferOutput<typeof SignInChallengeResponse>;

/** POST /employee/login/second-factor and /appuser/login/second-factor. */
export const SecondFactorSignInRequest = v.strictObject({ code: SecondFactorCode });
export type SecondFactorSignInRequest = v.InferOutput<typeof SecondFactorSignInRequest>;
