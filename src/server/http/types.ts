import type { Lang, Role } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { MaterialCache } from '../courses/material-cache.ts';
import type { CallerCache } from './caller-cache.ts';

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
};

/** What every request handler may use: the variables the middleware sets. */
export type AppEnv = {
  Variables: {
    lang: Lang;
    caller: Caller | undefined;
    clientAddress: string;
    /** Set by Hono's request-id middleware; logged with each request and error. */
    requestId: string;
  };
};

/** The program's collaborators, handed to the app factory (no I/O at import). */
export type AppDeps = {
  db: Db;
  config: Config;
  mail: MailOutbox;
  /** The sessions this instance keeps in memory (caller-cache.ts). */
  callers: CallerCache;
  /** The server's clock; tests move it to check expiries and intervals. */
  now: () => Date;
  /** Course material the server prepared before it listened; made at the first request for it when absent. */
  materials?: MaterialCache;
};
