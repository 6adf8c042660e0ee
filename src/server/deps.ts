import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { CallerCache } from './http/caller-cache.ts';
import type { MailOutbox } from './mail/outbox.ts';

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
