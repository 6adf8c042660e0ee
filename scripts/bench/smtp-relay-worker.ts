import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

/**
 * The operator's mail server relaying reports to the receiver, on a thread of its own so that the
 * sending side of SMTP does not take the receiver's thread: `connections` pooled connections to
 * 127.0.0.1:`port`, every message sent at once, done when the last 250 came back.
 */
export type RelayJob = {
  port: number;
  to: string;
  connections: number;
  messages: Array<{ from: string; raw: Uint8Array }>;
};
export type RelayDone = { seconds: number };

const job = workerData as RelayJob;
const transport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: job.port,
  secure: false,
  ignoreTLS: true,
  pool: true,
  maxConnections: job.connections,
  maxMessages: Infinity,
});
const started = performance.now();
await Promise.all(
  job.messages.map((message) =>
    transport.sendMail({ envelope: { from: message.from, to: [job.to] }, raw: Buffer.from(message.raw) }),
  ),
);
const done: RelayDone = { seconds: (performance.now() - started) / 1000 };
transport.close();
parentPort!.postMessage(done);
