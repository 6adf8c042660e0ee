import Dexie, { type EntityTable } from 'dexie';
import type { CourseProgress, SaveProgressRequest } from '#shared/api/progress.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { DEVICE_STORE_NAME } from './device-store-name.ts';

/** A save made on this device and not yet confirmed by the server; kept per person. */
export type PendingSave = {
  opId: string;
  userId: number;
  createdAt: number;
  request: SaveProgressRequest;
  /** The device's own score of a quiz attempt, shown until the server's arrives. */
  score?: QuizScore;
  /** The course's number of slides, for a course begun on the device while offline. */
  slideCount?: number;
};

/** The server's last answer about one course of one person. */
export type ConfirmedProgress = { key: string; userId: number; progress: CourseProgress };

/**
 * "Gelesen und verstanden" given on this device and not yet confirmed by the server (decision 108),
 * with the moment the person gave it; one per person and policy version.
 */
export type PendingConfirmation = { key: string; userId: number; versionId: number; confirmedAt: string };

/** The learner signed in on this device, whose waiting saves may be sent now, with their token. */
export type Sender = { userId: number; token: string };
type SenderRow = Sender & { key: 'current' };

/**
 * The learner's progress on this device (docs/architecture.md "Offline learning"), shared by the
 * app and the service worker: every save is written here first, shown from here, then sent by
 * whichever of the two gets to it. Rows belong to one person each, so on a shared device nobody
 * sees or sends another's progress, and unsent saves wait for their own person.
 */
export const deviceStore = new Dexie(DEVICE_STORE_NAME) as Dexie & {
  saves: EntityTable<PendingSave, 'opId'>;
  progress: EntityTable<ConfirmedProgress, 'key'>;
  sender: EntityTable<SenderRow, 'key'>;
  confirmations: EntityTable<PendingConfirmation, 'key'>;
};
deviceStore.version(1).stores({ saves: 'opId, userId, createdAt', progress: 'key, userId' });
// The sender moved here from the worker's own database: one place for the token the worker sends with.
deviceStore.version(2).stores({ sender: 'key' });
// Policy confirmations given offline wait here like saves (decision 108).
deviceStore.version(3).stores({ confirmations: 'key, userId' });

export const progressKey = (userId: number, slug: string) => `${userId}:${slug}`;
