import type { SaveProgressRequest, SaveProgressResponse } from '#shared/api/progress.ts';
import type { QuizScore } from '#shared/rules/quiz.ts';
import { saveOnDevice } from '../../../progress-sync/device-sync.ts';
import { signedInUserId } from '../../../session/session-store.ts';

/**
 * POST /progress/save-progress, device first: the save is written to IndexedDB, then sent
 * (src/app/progress-sync). Answers the server's answer, or undefined when the save has to wait for the
 * network or a new sign-in; it is then sent later, by the app or the service worker, and the
 * server applies its `opId` once. A refusal for good (another 4xx) rejects.
 * `local` is what the device knows to show until then: its own quiz score, the course's slides.
 */
export async function saveProgress(
  request: SaveProgressRequest,
  local: { score?: QuizScore; slideCount?: number } = {},
): Promise<SaveProgressResponse | undefined> {
  return saveOnDevice(signedInUserId(), request, local);
}
