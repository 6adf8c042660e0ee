import * as v from 'valibot';
import { Timestamp } from './common.ts';

/** A session's id in the own list: the first 16 hex digits of its token's hash (never the token). */
export const SessionId = v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/));

/** One of the person's live sessions (decision 070); `current` is the one asking. */
export const OwnSession = v.object({
  id: SessionId,
  device: v.nullable(v.string()),
  clientAddress: v.nullable(v.string()),
  createdAt: Timestamp,
  lastUsedAt: Timestamp,
  current: v.boolean(),
});
export type OwnSession = v.InferOutput<typeof OwnSession>;

export const OwnSessionsResponse = v.object({ sessions: v.array(OwnSession) });
export type OwnSessionsResponse = v.InferOutput<typeof OwnSessionsResponse>;

/** POST /account/sessions/end: one session by its id. */
export const EndSessionRequest = v.strictObject({ id: SessionId });

export const EndedSessionsResponse = v.object({ ended: v.number() });
