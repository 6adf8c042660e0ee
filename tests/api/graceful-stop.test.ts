import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** GET on a kept-alive connection of its own (as a proxy's), with the answer's Connection header. */
function get(url: string): Promise<{ status: number; connection: string | undefined }> {
  const agent = new Agent({ keepAlive: true });
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  }).finally(() => agent.destroy());
}

describe('a stopping instance', () => {
  it('drains on SIGTERM: not ready, still serving, connections closed after each answer, then ends', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_SECONDS: '2' });
    expect(await get(`${server.url}/api/health/ready`)).toMatchObject({ status: 200, connection: 'keep-alive' });

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    // The signal arrives at once; readiness turns within a moment, while requests are still served.
    let ready = await get(`${server.url}/api/health/ready`);
    for (let i = 0; ready.status === 200 && i < 20; i++) ready = await get(`${server.url}/api/health/ready`);
    expect(ready).toEqual({ status: 503, connection: 'close' });
    expect(await get(`${server.url}/api/health`)).toEqual({ status: 200, connection: 'close' });

    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1900);
    await expect(get(`${server.url}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
  }, 60_000);
});
