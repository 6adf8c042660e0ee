import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start`: builds the app when there is no build or the sources are newer than it,
 * then runs the server (which serves the build and the API on one port).
 */
const root = join(import.meta.dirname, '..');
const builtIndex = join(root, 'dist', 'index.html');
const sources = ['src/app', 'src/shared', 'sw', 'locales', 'public', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(
  ...sources
    .map((s) => join(root, s))
    .filter(existsSync)
    .map(newestChange),
);
if (changedAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building the app…' : 'Building the app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/server/main.ts');
