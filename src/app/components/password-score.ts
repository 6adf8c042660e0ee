import type zxcvbnFunction from 'zxcvbn';
import { passwordScore } from '#shared/rules/password.ts';
import { queryClient } from '../api/query-client.ts';
import { publicConfigQuery } from '../api/queries.ts';

export type ScoreRequest = { id: number; password: string; facts: string[] };
export type ScoreAnswer = { id: number; score: number };

let worker: Worker | undefined;
let workerFailed = false;
let nextId = 0;
const waiting = new Map<number, ScoreRequest & { resolve: (score: number) => void }>();
let mainThreadZxcvbn: Promise<typeof zxcvbnFunction> | undefined;

/** Where module workers are missing (tests, old browsers), zxcvbn runs on the page after all. */
function scoreOnPage(request: ScoreRequest): Promise<number> {
  mainThreadZxcvbn ??= import('zxcvbn').then((module) => module.default);
  return mainThreadZxcvbn.then((zxcvbn) => passwordScore(zxcvbn, request.password, request.facts));
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

/**
 * The strength (0 to 4) of a password as the server judges it: `facts` are the person's names,
 * e-mail and company; the insurer's brand is added here (offline without it, the server still checks).
 */
export async function scorePassword(password: string, facts: string[] = []): Promise<number> {
  const config = await queryClient.ensureQueryData(publicConfigQuery).catch(() => undefined);
  const request: ScoreRequest = {
    id: ++nextId,
    password: password.slice(0, 256),
    facts: [...facts, config?.brandName ?? ''].filter(Boolean),
  };
  const target = strengthWorker();
  if (!target) return scoreOnPage(request);
  return new Promise((resolve) => {
    waiting.set(request.id, { ...request, resolve });
    target.postMessage(request);
  });
}
