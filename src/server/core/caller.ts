import type { Lang, Role } from '#shared/constants.ts';
import type { TokenKind } from '../db/schema.ts';

/** The signed-in caller, as the auth middleware found it. */
export type Caller = {
  userId: number;
  role: Role;
  companyId: number | null;
  email: string;
  lang: Lang;
  tokenHash: string;
  tokenKind: TokenKind;
  /** Whether the caller's company has an accepted data-processing agreement (read with the token). */
  companyAgreed: boolean;
  /** Signed in with a password someone else set: the session may only replace it (decision 064). */
  mustChangePassword: boolean;
  /** Admins, and customers whose company's rule covers their role, must have a second factor (decisions 069, 099). */
  secondFactorRequired: boolean;
  /** Someone who must have a second factor and has none: the session may only set one up (decisions 069, 099). */
  mustSetUpSecondFactor: boolean;
};

/** What the database says about a session token: its caller, expiry, and whether it is stopped. */
export type SessionFacts = {
  caller: Caller;
  expiresAt: Date;
  /** When the session last made a request, as far as this instance knows (decision 068). */
  lastUsedAt: Date;
  /** Locked person or blocked company: the token counts as none. */
  stopped: boolean;
};
