import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/load/processes.ts';

const mainFile = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

// One free-port probe for tests and benchmarks alike.
export { freePort };

/**
 * The real server program in its own process, as `npm run serve` starts it (or `command` in `cwd`:
 * another install of it), on a free port or the one given (a restart keeps its place).
 */
export type ServerProcess = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; cwd?: string; command?: string[] } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const [command, ...args] = options.command ?? [process.execPath, mainFile];
  const child = spawn(command!, args, {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: {
      ...process.env,
      LOG_LEVEL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Tests reach nothing outside this machine: new passwords meet only the bundled list.
      BREACHED_PASSWORDS_URL: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
