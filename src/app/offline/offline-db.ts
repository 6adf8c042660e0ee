import Dexie, { type EntityTable } from 'dexie';
import type { CourseProgress, SaveProgressRequest } from '#shared/api/progress.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';

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
 * The learner's progress on this device (docs/architecture.md "Offline learning"): every save is
 * written here first, shown from here, then sent. Rows belong to one person each, so on a shared
 * device nobody sees another's progress, and unsent saves wait for their own person.
 */
export const offlineDb = new Dexie('portal-offline') as Dexie & {
  saves: EntityTable<PendingSave, 'opId'>;
  progress: EntityTable<ConfirmedProgress, 'key'>;
};
offlineDb.version(1).stores({ saves: 'opId, userId, createdAt', progress: 'key, userId' });

export const progressKey = (userId: number, slug: string) => `${userId}:${slug}`;
