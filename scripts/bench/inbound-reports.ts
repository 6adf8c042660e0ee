import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { readConfig } from '../../src/server/config.ts';
import { sealingKey, sealingKeys } from '../../src/server/core/secret-box.ts';
import type { Db } from '../../src/server/db/database.ts';
import { createMailOutbox, openBody } from '../../src/server/mail/outbox.ts';
import { reportAddress } from '../../src/server/simulation/reports/report-address.ts';
import { REPORT_MAX_BYTES, startReportReceiver } from '../../src/server/simulation/reports/report-receiver.ts';
import { startReportScanPool } from '../../src/server/simulation/reports/report-scan-pool.ts';
import { createReportQueue, type ReportDeps, type ScannedReport } from '../../src/server/simulation/reports/reports.ts';
import { scanReport } from '../../src/server/simulation/reports/report-scan.ts';
import { planWave } from '../../src/server/simulation/wave-planner.ts';
import { int, percentile, printTable } from './report.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { REPORT_KINDS, type ReportMessage, reportMessage, type SentSimulation } from './report-messages.ts';
import type { RelayDone, RelayJob } from './smtp-relay-worker.ts';
import {
  MONDAY,
  type SimulationCompany,
  setUpSimulationCompany,
  tearDownSimulationCompany,
} from './simulation-company.ts';

/**
 * The inbound path of reported mail (issue 42, decisions 101 and 114): a wave of a running
 * campaign to 1,000 people of one company, each of whom forwards what they got to the company's
 * report address (five kinds in turn, every fifth no simulation). Each round takes 300 of them:
 * - parse only: all 300 parsed and scanned one after another (report-scan.ts, this thread);
 * - processed: the first half handed to the receiver's processing as the receiver hands them,
 *   10 at a time: read on its scan threads, then handled with the reports read meanwhile
 *   (`createReportQueue`), each done once marked, counted and its answer queued on the bench
 *   database;
 * - over SMTP: the other half relayed over SMTP on 127.0.0.1 from a thread of their own, as the
 *   operator's mail server would, to the receiver running in this process; a report counts once
 *   its 250 came back, which the receiver says only after processing it;
 * - SMTP alone: the same half relayed to an SMTP server that takes each mail and does nothing with
 *   it, the ceiling the transport itself sets on this machine.
 * The target is for the processing: reports processed per second ≥ half the messages parsed per
 * second. Everything the bench made is deleted afterwards.
 */
const PEOPLE = 1000;
const WARM_UP = 100;
const ROUNDS = 3;
/** Postfix opens up to 20 connections to one destination; the receiver's database pool holds 10. */
const CONNECTIONS = 10;
const TARGET = 0.5;
/** Tuesday of the wave's window: its reports still count. */
const TUESDAY = new Date(MONDAY.getTime() + 86_400_000);

type Options = { databaseUrl: string; log: (line: string) => void };

/** The wave's mails as the planner wrote them, opened. */
async function sentMails(db: Db, waveId: string, keys: readonly Uint8Array[]): Promise<SentSimulation[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['recipient', 'subject', 'from_address', 'headers', 'text_body', 'html_body'])
    .where('wave_id', '=', waveId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    recipient: row.recipient,
    subject: row.subject,
    from: row.from_address ?? 'info@absender.test',
    headers: row.headers ?? {},
    text: openBody(keys, row.text_body),
    html: openBody(keys, row.html_body),
  }));
}

/** Messages per second of parsing and scanning `messages` one after another. */
async function parseOnly(messages: ReportMessage[]): Promise<number> {
  const started = performance.now();
  for (const message of messages) await scanReport(message.raw);
  return messages.length / ((performance.now() - started) / 1000);
}

/** The receiver's processing: a mail read on the scan threads, then handled with those read meanwhile. */
type Processing = {
  scan: (raw: Uint8Array) => Promise<ScannedReport['findings']>;
  handle: (report: ScannedReport) => Promise<unknown>;
};

/** Reports per second of the receiver's processing, `CONNECTIONS` at a time, as its SMTP sessions hand them over. */
async function processed(processing: Processing, companyId: number, messages: ReportMessage[]): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < messages.length) {
        const findings = await processing.scan(messages[next++]!.raw);
        await processing.handle({ companyId, findings });
      }
    }),
  );
  return messages.length / ((performance.now() - started) / 1000);
}

/** Reports per second of relaying `messages` over SMTP from another thread, each done when the receiver said 250. */
async function delivered(port: number, to: string, messages: ReportMessage[]): Promise<number> {
  const job: RelayJob = {
    port,
    to,
    connections: CONNECTIONS,
    messages: messages.map((m) => ({ from: m.from, raw: new Uint8Array(m.raw) })),
  };
  const worker = new Worker(new URL('./smtp-relay-worker.ts', import.meta.url), { workerData: job });
  const done = await new Promise<RelayDone>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  return messages.length / done.seconds;
}

/** What the database shows of the reports: tokens marked, counters, other reports, answers queued. */
async function counted(db: Db, made: SimulationCompany, waveId: string) {
  const tokens = await db
    .selectFrom('simulation_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('wave_id', '=', waveId)
    .where('reported', '=', true)
    .executeTakeFirstOrThrow();
  const results = await db
    .selectFrom('simulation_results')
    .select((eb) => eb.fn.sum<string>('reported').as('n'))
    .where('wave_id', '=', waveId)
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('simulation_other_reports')
    .select((eb) => eb.fn.sum<string>('reports').as('n'))
    .where('company_id', '=', made.companyId)
    .executeTakeFirstOrThrow();
  const answers = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', '>', made.outboxBefore)
    .where('recipient', 'like', `%@${made.domain}`)
    .where('kind', '=', 'system')
    .executeTakeFirstOrThrow();
  return {
    tokens: Number(tokens.n),
    results: Number(results.n ?? 0),
    other: Number(other.n ?? 0),
    answers: Number(answers.n),
  };
}

export async function inboundReports(db: Db, options: Options): Promise<void> {
  const { log } = options;
  log(`\ninbound reports: ${int(PEOPLE)} people of one company report the simulation mail they got`);
  const config = readConfig({
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    SIMULATION_LANDING_URL: 'http://lesson.bench',
    REPORT_DOMAIN: 'melden.bench',
  });
  const made = await setUpSimulationCompany(db, PEOPLE);
  let receiver: Awaited<ReturnType<typeof startReportReceiver>> | undefined;
  let discard: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  let scanPool: ReturnType<typeof startReportScanPool> | undefined;
  try {
    const wave = await db
      .transaction()
      .execute((trx) => planWave({ config, now: () => MONDAY }, trx, made.campaign, 'Bench', '2026-12-07'));
    const to = reportAddress(config, made.companyId);
    const messages = (await sentMails(db, wave.id, sealingKeys(config).all)).map((mail, i) =>
      reportMessage(mail, to, i),
    );
    const bytes = messages.reduce((sum, m) => sum + m.raw.length, 0);
    // No sender runs here: the answers stay queued in the outbox, where the check below finds them.
    const mail = createMailOutbox({ wake: () => {}, key: sealingKey(config) });
    const deps: ReportDeps = { db, config, mail, now: () => TUESDAY };
    receiver = await startReportReceiver(deps, 0, '127.0.0.1');
    discard = await startSmtpSink(REPORT_MAX_BYTES);
    scanPool = startReportScanPool();
    const processing: Processing = { scan: scanPool.scan, handle: createReportQueue(deps) };

    // Warm-up of every path, not measured: the parser in this thread and on every scan thread reads
    // all messages once (a scan changes nothing), as a receiver that has run a while has; then the
    // receiver's first reports.
    const warmUp = messages.slice(0, WARM_UP);
    await parseOnly(messages);
    await Promise.all(messages.map((m) => scanPool!.scan(m.raw)));
    await processed(processing, made.companyId, warmUp.slice(0, WARM_UP / 2));
    await delivered(receiver.port, to, warmUp.slice(WARM_UP / 2));
    await delivered(discard.port, to, warmUp);

    const perRound = Math.floor((messages.length - WARM_UP) / ROUNDS);
    const rounds: Array<{ parse: number; processed: number; smtp: number; transport: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const slice = messages.slice(WARM_UP + round * perRound, WARM_UP + (round + 1) * perRound);
      const half = Math.floor(slice.length / 2);
      const parse = await parseOnly(slice);
      const byProcessing = await processed(processing, made.companyId, slice.slice(0, half));
      const bySmtp = await delivered(receiver.port, to, slice.slice(half));
      const transport = await delivered(discard.port, to, slice.slice(half));
      rounds.push({ parse, processed: byProcessing, smtp: bySmtp, transport });
    }
    const sent = WARM_UP + ROUNDS * perRound;
    const expectedOther = messages.slice(0, sent).filter((m) => m.kind === 'no simulation (attached)').length;
    const found = await counted(db, made, wave.id);

    const ratios = rounds.map((r) => r.processed / r.parse);
    printTable(
      `inbound reports: ${perRound} messages a round (${REPORT_KINDS.join(', ')}; ` +
        `${int(bytes / messages.length / 1024)} KB on average), half processed, half over SMTP, ` +
        `${CONNECTIONS} at a time (load average ${loadavg()[0]!.toFixed(1)})`,
      ['round', 'parse only msg/s', 'processed reports/s', 'ratio', 'over SMTP reports/s', 'SMTP alone msg/s'],
      rounds.map((r, i) => [
        String(i + 1),
        int(r.parse),
        int(r.processed),
        ratios[i]!.toFixed(2),
        int(r.smtp),
        int(r.transport),
      ]),
    );
    const allCounted =
      found.tokens === sent - expectedOther &&
      found.results === sent - expectedOther &&
      found.other === expectedOther &&
      found.answers === sent;
    log(
      `after ${int(sent)} reports: ${int(found.tokens)} tokens marked, ${int(found.results)} counted, ` +
        `${int(found.other)} other reports, ${int(found.answers)} answers queued ` +
        `(${allCounted ? 'each once, as sent' : 'NOT as sent'})`,
    );
    const ratio = percentile(ratios, 50);
    const smtpRatio = percentile(
      rounds.map((r) => r.smtp / r.parse),
      50,
    );
    log(
      `inbound reports processed ÷ parsed, median of ${ROUNDS} rounds: ${ratio.toFixed(2)} ` +
        `(target ≥ ${TARGET}: ${ratio >= TARGET && allCounted ? 'pass' : 'FAIL'}); over SMTP ÷ parsed ` +
        `${smtpRatio.toFixed(2)}, of which SMTP alone allows ${percentile(
          rounds.map((r) => r.transport / r.parse),
          50,
        ).toFixed(2)}`,
    );
  } finally {
    await receiver?.close();
    await discard?.close();
    await scanPool?.close();
    await tearDownSimulationCompany(db, made);
  }
}
