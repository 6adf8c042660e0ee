import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { COURSE_SLUGS } from '#shared/courses.ts';
import { DEMO } from '../../src/server/cli/seed/run-seed.ts';
import type { Learner } from '../bench/load.ts';
import { int, ms, percentile, printTable } from '../bench/report.ts';
import { sleep } from './processes.ts';

/**
 * Simulated learners over plain fetch: each signs in once, opens a course (progress list, course
 * material, create-progress), saves every few seconds and, after some saves, finishes the module
 * with a quiz attempt of right answers, then opens the next course. Every request is recorded with
 * its kind, status and latency; every save answered 2xx keeps its operation id for the check in
 * the database. All loops end at the deadline or when `stop()` is called.
 */
export type Kind = 'sign-in' | 'get-progress' | 'get-training' | 'create-progress' | 'save' | 'save+quiz' | 'health';

export type Outcome = {
  kind: Kind;
  /** Milliseconds since the run began, when the request was sent. */
  at: number;
  ms: number;
  /** HTTP status, or 0 when there was no answer (see `failure`). */
  status: number;
  failure?: 'timeout' | 'connection';
  /** `error.code` and `error.statusCode` of an error envelope. */
  errorCode?: string;
  envelopeStatus?: number;
  server: number;
};

export type SimLearner = Learner & { token?: string; requests: number };

/** The right answers of the first five quiz questions of each course (German course files). */
export function rightAnswers(): Map<string, Record<string, string>> {
  const answers = new Map<string, Record<string, string>>();
  for (const slug of COURSE_SLUGS) {
    const course = JSON.parse(readFileSync(`src/content/courses/${slug}.de.json`, 'utf8')) as {
      quiz: { id: string; answer: string }[];
    };
    answers.set(slug, Object.fromEntries(course.quiz.slice(0, 5).map((q) => [q.id, q.answer])));
  }
  return answers;
}

/** A bounded number of requests in flight, and the record of every answer. */
export class LoadClient {
  readonly outcomes: Outcome[] = [];
  readonly acknowledgedSaves: string[] = [];
  private readonly began = performance.now();
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  stopped = false;

  private readonly maxInFlight: number;
  private readonly timeoutMs: number;

  constructor(maxInFlight: number, timeoutMs = 10_000) {
    this.maxInFlight = maxInFlight;
    this.timeoutMs = timeoutMs;
  }

  now(): number {
    return performance.now() - this.began;
  }

  private async acquire(): Promise<void> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }

  /** Sends one request; the answer's JSON body when there is one. */
  async send(
    kind: Kind,
    server: number,
    url: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: unknown }> {
    await this.acquire();
    const at = this.now();
    const outcome: Outcome = { kind, at, ms: 0, status: 0, server };
    try {
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: init.token } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await response.text();
      outcome.status = response.status;
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON: stays undefined
      }
      if (response.status >= 400) {
        const error = (body as { error?: { code?: unknown; statusCode?: unknown } } | undefined)?.error;
        if (typeof error?.code === 'string') outcome.errorCode = error.code;
        if (typeof error?.statusCode === 'number') outcome.envelopeStatus = error.statusCode;
      }
      return { status: response.status, body };
    } catch (error) {
      outcome.failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'connection';
      return { status: 0, body: undefined };
    } finally {
      outcome.ms = this.now() - at;
      this.outcomes.push(outcome);
      this.release();
    }
  }
}

export type Simulation = {
  client: LoadClient;
  learners: SimLearner[];
  /** The servers' base addresses; a learner alternates between them request by request. */
  servers: string[];
  /** Milliseconds (client time) after which no learner starts anything new. */
  deadline: number;
  /** Learners start (and sign in) spread evenly over this many milliseconds. */
  rampMs: number;
  /** Pause before each save, drawn evenly from [min, max] milliseconds. */
  saveEveryMs: [number, number];
  /** Saves before the module is finished with a quiz attempt, drawn from [min, max]. */
  savesBeforeQuiz: [number, number];
  /** Sign-ins at the same time at most (argon2 is slow by design). */
  signInConcurrency: number;
  answers: Map<string, Record<string, string>>;
};

const between = (min: number, max: number) => min + Math.random() * (max - min);
const MAX_STEPS_PER_LEARNER = 10_000;

function pickServer(sim: Simulation, learner: SimLearner): { index: number; url: string } {
  const index = (learner.id + learner.requests++) % sim.servers.length;
  return { index, url: sim.servers[index]! };
}

/** Signs the learners in, `signInConcurrency` at a time; those that fail keep no token. */
export async function signInAll(sim: Simulation, learners: SimLearner[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < learners.length && !sim.client.stopped) await signIn(sim, learners[next++]!);
  };
  await Promise.all(Array.from({ length: sim.signInConcurrency }, worker));
}

async function signIn(sim: Simulation, learner: SimLearner): Promise<void> {
  const { index, url } = pickServer(sim, learner);
  const { status, body } = await sim.client.send('sign-in', index, `${url}/api/employee/login`, {
    method: 'POST',
    body: { email: learner.email, password: DEMO.password },
  });
  if (status === 200) learner.token = (body as { id: string }).id;
}

function live(sim: Simulation): boolean {
  return !sim.client.stopped && sim.client.now() < sim.deadline;
}

/** Sleeps `ms`, but not past the deadline; false when the learner should end. */
async function pause(sim: Simulation, ms: number): Promise<boolean> {
  const left = sim.deadline - sim.client.now();
  await sleep(Math.max(0, Math.min(ms, left)));
  return live(sim);
}

export async function save(
  sim: Simulation,
  learner: SimLearner,
  kind: 'save' | 'save+quiz',
  body: Record<string, unknown>,
): Promise<number> {
  const { index, url } = pickServer(sim, learner);
  const opId = randomUUID();
  const { status } = await sim.client.send(kind, index, `${url}/api/progress/save-progress`, {
    method: 'POST',
    token: learner.token,
    body: { opId, ...body },
  });
  if (status >= 200 && status < 300) sim.client.acknowledgedSaves.push(opId);
  return status;
}

/** One learner's life: sign-in (unless signed in already), then course after course. */
async function learnerLife(sim: Simulation, learner: SimLearner, signInGate: Gate): Promise<void> {
  if (!learner.token) {
    await signInGate.run(async () => {
      if (live(sim)) await signIn(sim, learner);
    });
    if (!learner.token) return;
  }
  const request = (kind: Kind, path: string, method = 'GET', body?: unknown) => {
    const { index, url } = pickServer(sim, learner);
    return sim.client.send(kind, index, `${url}${path}`, { method, token: learner.token, body });
  };
  let steps = 0;
  let course = Math.floor(Math.random() * learner.slugs.length);
  if (!live(sim)) return;
  await request('get-progress', '/api/progress/get-progress');
  while (live(sim) && steps < MAX_STEPS_PER_LEARNER) {
    const slug = learner.slugs[course++ % learner.slugs.length]!;
    await request('get-training', `/api/trainings/get-training/${slug}?lang=de`);
    if (!live(sim)) return;
    await request('create-progress', '/api/progress/create-progress', 'POST', { trainingSlug: slug });
    const saves = Math.round(between(...sim.savesBeforeQuiz));
    for (let slide = 1; slide <= saves; slide++, steps++) {
      if (!(await pause(sim, between(...sim.saveEveryMs)))) return;
      await save(sim, learner, 'save', { trainingSlug: slug, slide, secondsSpent: 3 });
    }
    if (!(await pause(sim, between(...sim.saveEveryMs)))) return;
    await save(sim, learner, 'save+quiz', {
      trainingSlug: slug,
      slide: saves + 1,
      secondsSpent: 3,
      moduleFinished: true,
      quizAttempt: { id: randomUUID(), answers: sim.answers.get(slug)!, attemptedAt: new Date().toISOString() },
    });
    steps++;
  }
}

/** At most `limit` of the wrapped calls at once. */
class Gate {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active++;
    try {
      return await fn();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Runs every learner's life; resolves when all have ended (deadline or stop). */
export async function simulate(sim: Simulation): Promise<void> {
  const gate = new Gate(sim.signInConcurrency);
  const step = sim.learners.length > 1 ? sim.rampMs / sim.learners.length : 0;
  const start = sim.client.now();
  await Promise.all(
    sim.learners.map(async (learner, i) => {
      await sleep(Math.max(0, start + i * step - sim.client.now()));
      if (live(sim)) await learnerLife(sim, learner, gate);
    }),
  );
}

export const KINDS: Kind[] = [
  'sign-in',
  'get-progress',
  'get-training',
  'create-progress',
  'save',
  'save+quiz',
  'health',
];

export type Figures = {
  requests: number;
  seconds: number;
  serverErrors: number;
  sessionErrors: number;
  noAnswer: number;
};

/** Prints requests, throughput and latency by kind and the errors by status; returns the totals. */
export function report(title: string, outcomes: Outcome[], seconds: number): Figures {
  const rows = KINDS.flatMap((kind) => {
    const mine = outcomes.filter((o) => o.kind === kind);
    if (mine.length === 0) return [];
    const answered = mine.filter((o) => o.status > 0).map((o) => o.ms);
    const ok = mine.filter((o) => o.status >= 200 && o.status < 300).length;
    return [
      [
        kind,
        int(mine.length),
        int(ok),
        (mine.length / seconds).toFixed(1),
        ms(percentile(answered, 50)),
        ms(percentile(answered, 99)),
        ms(answered.length ? Math.max(...answered) : Number.NaN),
      ],
    ];
  });
  const answered = outcomes.filter((o) => o.status > 0).map((o) => o.ms);
  rows.push([
    'all',
    int(outcomes.length),
    int(outcomes.filter((o) => o.status >= 200 && o.status < 300).length),
    (outcomes.length / seconds).toFixed(1),
    ms(percentile(answered, 50)),
    ms(percentile(answered, 99)),
    ms(answered.length ? Math.max(...answered) : Number.NaN),
  ]);
  printTable(title, ['request', 'sent', '2xx', 'per s', 'p50', 'p99', 'max'], rows);

  const errors = new Map<string, number>();
  for (const o of outcomes) {
    if (o.status >= 200 && o.status < 300) continue;
    const key = o.status === 0 ? `no answer (${o.failure})` : `${o.status}${o.errorCode ? ` ${o.errorCode}` : ''}`;
    const label = `${key} on ${o.kind}`;
    errors.set(label, (errors.get(label) ?? 0) + 1);
  }
  if (errors.size === 0) console.log('errors: none');
  else {
    console.log('errors:');
    for (const [label, n] of [...errors].sort((a, b) => b[1] - a[1])) console.log(`  ${int(n).padStart(7)}  ${label}`);
  }
  return {
    requests: outcomes.length,
    seconds,
    serverErrors: outcomes.filter((o) => o.status >= 500).length,
    sessionErrors: outcomes.filter((o) => o.status === 401).length,
    noAnswer: outcomes.filter((o) => o.status === 0).length,
  };
}
