import { randomUUID } from 'node:crypto';
import { type Db, listen, notify } from '../db/database.ts';
import { log } from '../log.ts';
import type { SessionFacts } from '../core/caller.ts';

/**
 * The callers of recent sessions, kept in memory so that a signed-in request costs no query
 * (docs/decisions/050-sessions-in-memory.md). What the database says about a token (its person, role, company,
 * agreement, lock, block and expiry) is kept as it was read, and forgotten when the database
 * says it changed: a trigger (db/definitions/caller-changes.ts) tells every instance at commit on `caller_changed`. While
 * the instance is not listening (its connection for notifications lost), nothing is kept or
 * served from memory. Entries also age out after `maxAgeMs`, as a last resort.
 */
export type CallerCache = {
  /** The session behind a token hash: from memory, or read by `load` (and kept if it may be). */
  find: (tokenHash: string, load: () => Promise<SessionFacts | undefined>) => Promise<SessionFacts | undefined>;
  /**
   * Resolves once this instance has heard every notification committed before the call: a
   * request that changed accounts waits for it, so its author's next request sees the change.
   */
  sync: () => Promise<void>;
  close: () => Promise<void>;
};

const CHANNEL = 'caller_changed';
const MAX_ENTRIES = 50_000;
const MAX_AGE_MS = 60_000;
const SYNC_TIMEOUT_MS = 2000;

export async function startCallerCache(db: Db, options: { maxAgeMs?: number } = {}): Promise<CallerCache> {
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  const entries = new Map<string, SessionFacts & { storedAt: number }>();
  let listening = false;
  // Bumped by every change heard: a read that began before a change is not kept (it may be older).
  let generation = 0;
  const waiting = new Map<string, () => void>();

  const forget = (matches: (facts: SessionFacts) => boolean) => {
    generation++;
    for (const [hash, facts] of entries) if (matches(facts)) entries.delete(hash);
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
  };

  const stop = await listen(db, CHANNEL, {
    message(payload) {
      const id = Number(payload.slice(1));
      if (payload.startsWith('s')) {
        waiting.get(payload.slice(1))?.();
      } else if (payload.startsWith('u') && Number.isInteger(id)) {
        forget((facts) => facts.caller.userId === id);
      } else if (payload.startsWith('c') && Number.isInteger(id)) {
        forget((facts) => facts.caller.companyId === id);
      } else {
        forgetAll();
      }
    },
    listening(on) {
      if (on !== listening) log.info('session cache', { listening: on });
      listening = on;
      forgetAll();
      if (!on) for (const resolve of waiting.values()) resolve();
    },
  });

  return {
    async find(tokenHash, load) {
      const kept = entries.get(tokenHash);
      if (kept && listening && Date.now() - kept.storedAt < maxAgeMs) return kept;
      const began = generation;
      const facts = await load();
      if (facts && listening && began === generation && facts.caller.tokenKind === 'session') {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { ...facts, storedAt: Date.now() });
      } else if (!facts) {
        entries.delete(tokenHash);
      }
      return facts;
    },
    async sync() {
      if (!listening) return;
      const nonce = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          // Not heard in time: nothing kept can be trusted.
          forgetAll();
          resolve();
        }, SYNC_TIMEOUT_MS);
        waiting.set(nonce, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await notify(db, CHANNEL, `s${nonce}`);
        await heard;
      } finally {
        waiting.delete(nonce);
      }
    },
    async close() {
      listening = false;
      entries.clear();
      for (const resolve of waiting.values()) resolve();
      await stop();
    },
  };
}
