import type { Lang, Role } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { TokenKind } from '../db/schema.ts';
import type { MailOutbox } from '../mail/outbox.ts';

/** The signed-in caller, as the auth middleware found it. */
export type Caller = {
  userId: number;
  role: Role;
  companyId: number | null;
  email: string;
  lang: Lang;
  tokenHash: string;
  tokenKind: TokenKind;
};

/** What every request handler may use: the variables the middleware sets. */
export type AppEnv = {
  Variables: {
    lang: Lang;
    caller: Caller | undefined;
    clientAddress: string;
  };
};

/** The program's collaborators, handed to the app factory (no I/O at import). */
export type AppDeps = {
  db: Db;
  config: Config;
  mail: MailOutbox;
  /** The server's clock; tests move it to check expiries and intervals. */
  now: () => Date;
};
