import { Worker } from 'node:worker_threads';

/**
 * An SMTP server on 127.0.0.1 that takes every mail (up to `maxBytes`) and only counts it: where
 * the bench's mail goes when what arrives does not matter, only what sending it costs. It runs on
 * a thread of its own, as a mail server runs apart from the portal: on the bench's thread, taking
 * a wave's mails held up the load generator beside it, and the saves it timed looked slower.
 */
export async function startSmtpSink(maxBytes?: number) {
  const counter = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./smtp-sink-worker.ts', import.meta.url), { workerData: { maxBytes, counter } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: () => Atomics.load(counter, 0),
    close: async () => {
      await worker.terminate();
    },
  };
}
