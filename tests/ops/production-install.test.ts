import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload, PASSWORD } from '../support/factories.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

/**
 * The run stage of deploy/Dockerfile, done on this machine (no container engine needed): the files
 * its COPY lines name, the build, `npm ci --omit=dev --ignore-scripts`, and the server started from
 * there. A runtime import that lives in devDependencies, or a file the server reads that the image
 * leaves out, fails here and not in an insurer's first deployment.
 */
const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'portal-install-'));
const data = mkdtempSync(join(tmpdir(), 'portal-install-data-'));
let server: ServerProcess;

/** The run stage's `COPY <sources…> <target>` lines, as paths (the build's output is the local build). */
function runStageCopies(): string[] {
  const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');
  const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...runStage.matchAll(/^COPY (.+)$/gm)].flatMap((match) =>
    match[1]!
      .split(/\s+/)
      .filter((word) => !word.startsWith('--'))
      .slice(0, -1)
      .map((source) => source.replace(/^\/build\//, '')),
  );
}

beforeAll(async () => {
  const sources = runStageCopies();
  expect(sources).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'dist', 'src/server']));
  // Every COPY of the run stage puts its sources at the same path under /app.
  for (const source of sources) cpSync(join(root, source), join(dir, source), { recursive: true });
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: 'pipe',
    timeout: 280_000,
  });
  server = await startServerProcess(
    { DATA_DIR: data, NODE_ENV: 'production' },
    { cwd: dir, command: [process.execPath, 'src/server/main.ts'] },
  );
}, 300_000);

afterAll(async () => {
  await server?.stop();
  for (const folder of [dir, data]) rmSync(folder, { recursive: true, force: true });
});

describe('the production install of the container recipe', () => {
  it('has no development packages and serves app, PDFs, passwords and workbooks', async () => {
    expect(() => execFileSync('npm', ['ls', 'vitest'], { cwd: dir, stdio: 'pipe' })).toThrow();
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const shell = await fetch(`${server.url}/`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<div id="root"');
    const agreement = await fetch(`${server.url}/api/files/agreement`);
    expect(agreement.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await agreement.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const payload = registrationPayload();
    const registered = (await (await post('/api/employee/create-employer/', payload)).json()) as { companyId: number };
    const login = (await (await post('/api/employee/login', { email: payload.email, password: PASSWORD })).json()) as {
      id: string;
    };
    const workbook = await fetch(`${server.url}/api/company/${registered.companyId}/export?format=xlsx`, {
      headers: { authorization: login.id },
    });
    expect(workbook.status).toBe(200);
    expect(
      Buffer.from(await workbook.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
