import type { Lang } from '#shared/constants.ts';
import type { Caller } from '../core/caller.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { CallerCache } from './caller-cache.ts';

/** What every request handler may use: the variables the middleware sets. */
export type AppEnv = {
  Variables: {
    lang: Lang;
    caller: Caller | undefined;
    clientAddress: string;
    /** Set by Hono's request-id middleware; logged with each request and error. */
    requestId: string;
    /** The endpoint's path template (`/api/employee/:id`), set when a declared endpoint took the request. */
    route: string | undefined;
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
  /** Set from SIGTERM until the process ends: readiness says 503 and connections close after each answer. */
  lifecycle?: { draining: boolean };
};
