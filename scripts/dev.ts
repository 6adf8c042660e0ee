import { spawn } from 'node:child_process';

/** `npm run dev`: the API server with reload on change, and Vite with hot reload proxying /api/. */
const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT ?? '3000' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
