import type zxcvbnFunction from 'zxcvbn';

export type ScoreRequest = { id: number; password: string; userInputs: string[] };
export type ScoreAnswer = { id: number; score: number };

let worker: Worker | undefined;
let workerFailed = false;
let nextId = 0;
const waiting = new Map<number, ScoreRequest & { resolve: (score: number) => void }>();
let mainThreadZxcvbn: Promise<typeof zxcvbnFunction> | undefined;

/** Where module workers are missing (tests, old browsers), zxcvbn runs on the page after all. */
function scoreOnPage(request: ScoreRequest): Promise<number> {
  mainThreadZxcvbn ??= import('zxcvbn').then((module) => module.default);
  return mainThreadZxcvbn.then((zxcvbn) => zxcvbn(request.password, request.userInputs).score);
}

function strengthWorker(): Worker | undefined {
  if (worker || workerFailed || typeof Worker === 'undefined') return worker;
  worker = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<ScoreAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data.score);
    waiting.delete(event.data.id);
  });
  worker.addEventListener('error', () => {
    // The worker could not start: score what waits on the page, and everything after it.
    workerFailed = true;
    worker = undefined;
    for (const request of waiting.values()) void scoreOnPage(request).then(request.resolve);
    waiting.clear();
  });
  return worker;
}

/**
 * Starts the password checker before it is needed (when a password field gets the focus), so the
 * first score does not wait for its download.
 */
export function preparePasswordScoring(): void {
  strengthWorker();
}

/** The zxcvbn score (0 to 4) of a password, with the person's own names as known words. */
export function scorePassword(password: string, userInputs: string[] = []): Promise<number> {
  const request: ScoreRequest = {
    id: ++nextId,
    password: password.slice(0, 256),
    userInputs: userInputs.filter(Boolean),
  };
  const target = strengthWorker();
  if (!target) return scoreOnPage(request);
  return new Promise((resolve) => {
    waiting.set(request.id, { ...request, resolve });
    target.postMessage(request);
  });
}
