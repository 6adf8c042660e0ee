import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { log } from '../../log.ts';
import { companyOfReportAddress } from './report-address.ts';
import { startReportScanPool } from './report-scan-pool.ts';
import { createReportQueue, type ReportDeps, type ReportOutcome, type ScannedReport } from './reports.ts';

/** The largest reported mail taken (announced as SIZE); a larger one is refused with 552. */
export const REPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Report addresses one mail may name; a forward rarely names more than one. */
const MAX_RECIPIENTS = 5;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The receiver of reported mail (REPORT_SMTP_PORT), behind the operator's mail server that relays
 * the report domain to it: it accepts only report addresses of companies, mails up to
 * REPORT_MAX_BYTES, and reads each in memory on its scan threads. The reports read while the last
 * ones were written are handled together (decision 115). Nothing of a mail is logged or kept, and
 * a mail it cannot read is taken and forgotten; only a database that cannot be reached answers
 * 451, so the relaying server tries again later.
 */
export async function startReportReceiver(appDeps: ReportDeps, port: number, host: string) {
  const scanPool = startReportScanPool();
  const deps: Receiving = { config: appDeps.config, scan: scanPool.scan, handle: createReportQueue(appDeps) };
  const server = new SMTPServer({
    name: deps.config.simulation.reportDomain,
    banner: 'report receiver',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: REPORT_MAX_BYTES,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address, session, callback) {
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(smtpError(452, 'too many recipients'));
      if (companyOfReportAddress(deps.config, address.address) === null)
        return callback(smtpError(550, 'no such report address'));
      callback();
    },
    onData(stream, session, callback) {
      receive(deps, stream, session).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : smtpError(451, 'try again later')),
      );
    },
  });
  server.on('error', (error) => log.warn('report receiver', { error: error.message }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address() as AddressInfo;
  log.info('report receiver listening', { host, port: address.port });
  return {
    port: address.port,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await scanPool.close();
    },
  };
}

type Receiving = Pick<ReportDeps, 'config'> & {
  scan: (raw: Uint8Array) => Promise<ScannedReport['findings']>;
  handle: (report: ScannedReport) => Promise<ReportOutcome>;
};

async function receive(deps: Receiving, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= REPORT_MAX_BYTES) chunks.push(chunk);
  }
  if (stream.sizeExceeded || size > REPORT_MAX_BYTES) throw smtpError(552, 'message too large');
  const raw = new Uint8Array(Buffer.concat(chunks));
  const companies = new Set(
    session.envelope.rcptTo.map((to) => companyOfReportAddress(deps.config, to.address)).filter((id) => id !== null),
  );
  if (companies.size === 0) return;
  const findings = await deps.scan(raw);
  for (const companyId of companies) {
    try {
      // Not logged what it was: with the answer's outbox row, a log line could tie a person to an outcome.
      await deps.handle({ companyId, findings });
    } catch (error) {
      log.error('report not processed', { companyId, error: error instanceof Error ? error.message : String(error) });
      throw smtpError(451, 'try again later');
    }
  }
}
