import { get as httpGet } from 'node:http';
import { readConfig } from '../../src/server/config.ts';
import { sealingKeys } from '../../src/server/core/secret-box.ts';
import type { Db } from '../../src/server/db/database.ts';
import type { MailTransport } from '../../src/server/mail/transport.ts';
import { claimDueSimulationMails } from '../../src/server/simulation/outbox-simulation.repository.ts';
import { hourlyCap, windowHours } from '../../src/server/simulation/send-window.ts';
import { SimulationSender } from '../../src/server/simulation/simulation-sender.ts';
import { runSimulationSchedule } from '../../src/server/simulation/simulation-schedule.ts';
import { loadTemplateLibrary } from '../../src/server/simulation/template-library.ts';
import { planWave } from '../../src/server/simulation/wave-planner.ts';
import { MONDAY, setUpSimulationCompany, tearDownSimulationCompany } from './simulation-company.ts';
import { interleavedRuns, type LoadRow, startBaseline, startPortal } from './load.ts';
import { int, ms, percentile, printTable } from './report.ts';

/**
 * Phishing simulation at the seeded size (issue 41, decision 096; issue 47, point 4): a
 * 1,000-recipient campaign planned (its time, every moment inside the window, the hourly cap),
 * sent through a transport that only counts (the per-minute limits held over the window, minute
 * by minute on a moved clock), the schedule's run and the sender's claim with nothing due, and the
 * lesson page's throughput against a bare server sending the same bytes, A B A B in the same run.
 * Everything it made is deleted afterwards, so runs repeat.
 */
const RECIPIENTS = 1000;
const LIMITS = { maxPerMinute: 60, maxPerDomainPerMinute: 20 };

type Options = { databaseUrl: string; seconds: number; log: (line: string) => void };

/** A transport that sends nothing and counts per minute of the moved clock. */
function countingTransport(clock: { now: Date }) {
  const perMinute = new Map<number, number>();
  const transport: MailTransport = {
    send: async () => {
      const minute = Math.floor(clock.now.getTime() / 60_000);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    },
    close: () => {},
  };
  return { transport, perMinute };
}

export async function simulationCampaign(db: Db, options: Options): Promise<void> {
  const { log } = options;
  log(`\nphishing simulation: a campaign of ${int(RECIPIENTS)} recipients, planned and sent on a moved clock`);
  const config = readConfig({
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    SIMULATION_LANDING_URL: 'http://lesson.bench',
  });
  const made = await setUpSimulationCompany(db, RECIPIENTS);
  try {
    const deps = { config, now: () => MONDAY };
    // Planning, three times rolled back, then once for real.
    const plans: number[] = [];
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      await db
        .transaction()
        .execute(async (trx) => {
          await planWave(deps, trx, made.campaign, 'Bench', '2026-12-07');
          plans.push(performance.now() - started);
          throw new Error('rolled back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
        });
    }
    const wave = await db.transaction().execute((trx) => planWave(deps, trx, made.campaign, 'Bench', '2026-12-07'));
    const rows = await db.selectFrom('mail_outbox').select('next_attempt_at').where('wave_id', '=', wave.id).execute();
    const hours = windowHours({ startsOn: '2026-12-07', days: 3, hourFrom: 9, hourTo: 16 });
    const inside = rows.filter((r) =>
      hours.some((h) => r.next_attempt_at >= h.start && r.next_attempt_at < h.end),
    ).length;
    const perHour = new Map<number, number>();
    for (const r of rows) {
      const hour = Math.floor(r.next_attempt_at.getTime() / 3_600_000);
      perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
    }
    const cap = hourlyCap(rows.length, hours.length);

    // Sending, minute by minute through the window on a moved clock.
    const clock = { now: MONDAY };
    const { transport, perMinute } = countingTransport(clock);
    const sender = new SimulationSender({
      db,
      transport,
      keys: sealingKeys(config).all,
      limits: LIMITS,
      pollMs: 60_000,
      now: () => clock.now,
    });
    const sendStarted = performance.now();
    let sent = 0;
    let batches = 0;
    for (
      let t = hours[0]!.start.getTime();
      t <= hours[hours.length - 1]!.end.getTime() && sent < rows.length;
      t += 60_000
    ) {
      clock.now = new Date(t);
      for (let got = await sender.sendBatch(); got > 0; got = await sender.sendBatch()) {
        sent += got;
        batches += 1;
      }
    }
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    await sender.stop();

    // The scheduled work with nothing to do, as every instance runs it every minute.
    const quiet = new Date(hours[hours.length - 1]!.end.getTime() + 86_400_000);
    const scheduleRuns: number[] = [];
    const claimRuns: number[] = [];
    for (let run = 0; run < 20; run++) {
      let started = performance.now();
      await runSimulationSchedule({ db, config, now: () => quiet });
      scheduleRuns.push(performance.now() - started);
      started = performance.now();
      await db
        .transaction()
        .execute(async (trx) => {
          await claimDueSimulationMails(trx, MONDAY, MONDAY, 20);
          throw new Error('rolled back');
        })
        .catch(() => {});
      claimRuns.push(performance.now() - started);
    }

    printTable(
      `phishing simulation, ${int(RECIPIENTS)} recipients, 3 working days 09–16 (${hours.length} hours)`,
      ['measure', 'value', 'what it means'],
      [
        [
          'planning (median of 3)',
          ms(percentile(plans, 50)),
          'recipients, scenarios, tokens and outbox rows in one transaction',
        ],
        ['planned mails', int(rows.length), 'one per recipient'],
        ['inside the window', `${int(inside)} of ${int(rows.length)}`, 'every planned moment in a working hour'],
        ['busiest hour', `${Math.max(...perHour.values())} (cap ${cap})`, '⌈N / hours⌉ + 1'],
        [
          'sent',
          `${int(sent)} in ${batches} batches`,
          `over the window on a moved clock, ${sendSeconds.toFixed(1)} s of real time`,
        ],
        [
          'busiest minute',
          `${Math.max(...perMinute.values())} (limit ${LIMITS.maxPerMinute}; one domain: ${LIMITS.maxPerDomainPerMinute})`,
          'all recipients share one domain',
        ],
        [
          'schedule run, nothing due',
          `${ms(percentile(scheduleRuns, 50))} p50, ${ms(percentile(scheduleRuns, 99))} p99`,
          'due waves, finished campaigns, old tokens (every minute)',
        ],
        [
          'sender claim, nothing due',
          `${ms(percentile(claimRuns, 50))} p50, ${ms(percentile(claimRuns, 99))} p99`,
          'through the partial index of unsent simulation mail',
        ],
      ],
    );

    await lessonThroughput(options);
  } finally {
    await tearDownSimulationCompany(db, made);
  }
}

/** A GET with its own Host header, which fetch() leaves out (the lesson pages' origin is told by it). */
function getWithHost(
  url: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { host }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') headers[name] = value;
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The lesson page from the portal against the same bytes from a bare server, A B A B. */
async function lessonThroughput(options: Options): Promise<void> {
  const path = `/de/${loadTemplateLibrary().ids[0]}/${'A'.repeat(22)}`;
  const portal = await startPortal(
    { databaseUrl: options.databaseUrl },
    { SIMULATION_LANDING_URL: 'http://lesson.bench' },
  );
  try {
    const page = await getWithHost(`${portal.url}${path}`, 'lesson.bench');
    const bytes = page.body;
    if (page.status !== 200) throw new Error(`lesson page: ${page.status}`);
    // The bare server answers with the portal's own headers too (less what Node adds by itself).
    const headers = Object.fromEntries(
      Object.entries(page.headers).filter(
        ([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
      ),
    );
    const baseline = await startBaseline(options.databaseUrl, {
      BARE_LESSON_PAGE: bytes.toString('base64'),
      BARE_LESSON_HEADERS: JSON.stringify(headers),
    });
    try {
      const rounds: LoadRow[][] = await interleavedRuns(
        [
          {
            call: `lesson page (${int(bytes.length)} bytes)`,
            portal: { url: portal.url, request: { method: 'GET', path, headers: { host: 'lesson.bench' } } },
            bare: { url: baseline.url, request: { method: 'GET', path: '/bare/lesson' } },
          },
        ],
        3,
        options.seconds,
      );
      const ratios = rounds.map((round) => round[0]!.rps / round[1]!.rps);
      printTable(
        'lesson page: portal (its own origin) against a bare node:http server sending the same bytes and headers',
        ['round', 'portal req/s', 'portal p99', 'bare req/s', 'bare p99', 'ratio'],
        rounds.map((round, i) => [
          String(i + 1),
          int(round[0]!.rps),
          `${round[0]!.p99} ms`,
          int(round[1]!.rps),
          `${round[1]!.p99} ms`,
          ratios[i]!.toFixed(2),
        ]),
      );
      options.log(
        `lesson page ratio, median of ${rounds.length} rounds: ${percentile(ratios, 50).toFixed(2)} (target ≥ 0.7)`,
      );
    } finally {
      await baseline.stop();
    }
  } finally {
    await portal.stop();
  }
}
