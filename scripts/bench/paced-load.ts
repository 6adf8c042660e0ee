import { Agent, request } from 'node:http';

/**
 * Requests at a set rate, arriving as independent people's do (exponential gaps, a Poisson
 * stream), whatever the server answers: an open load. Each latency runs from the moment the
 * request was due, not from when it could be sent, so a server that falls behind shows it in full
 * (no coordinated omission). A closed load at full speed, as autocannon gives, measures the share
 * of the machine the server gets instead: its latency is the connections divided by the throughput.
 */
export type PacedRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

export type PacedResult = { rps: number; p50: number; p99: number; errors: number; detail: string };

export async function pacedLoad(
  url: string,
  next: () => PacedRequest,
  ratePerSecond: number,
  seconds: number,
): Promise<PacedResult> {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + seconds * 1000;
  let due = started;

  const send = (dueAt: number) => {
    const spec = next();
    const done = new Promise<void>((resolve) => {
      const req = request(
        { host: hostname, port, method: spec.method, path: spec.path, headers: spec.headers, agent },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - dueAt);
            else failures.set(String(response.statusCode), (failures.get(String(response.statusCode)) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
        resolve();
      });
      req.end(spec.body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  while (due < end) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    // Everything due by now goes out, each measured from its own due moment.
    while (due <= performance.now() && due < end) {
      send(due);
      due += (-Math.log(1 - Math.random()) * 1000) / ratePerSecond;
    }
  }
  await Promise.all(inFlight);
  agent.destroy();

  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  const errors = [...failures.values()].reduce((n, count) => n + count, 0);
  return {
    rps: latencies.length / seconds,
    p50: at(50),
    p99: at(99),
    errors,
    detail: [...failures].map(([what, count]) => `${what} ×${count}`).join(', '),
  };
}
