import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

/** The SMTP sink's thread (smtp-sink.ts): counts each mail taken into the shared counter. */
const { maxBytes, counter } = workerData as { maxBytes: number | undefined; counter: Int32Array };
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  ...(maxBytes === undefined ? {} : { size: maxBytes }),
  onData(stream, _session, callback) {
    stream.on('end', () => {
      Atomics.add(counter, 0, 1);
      callback();
    });
    stream.resume();
  },
});
server.listen(0, '127.0.0.1', () => parentPort!.postMessage((server.server.address() as AddressInfo).port));
