import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../support/server-process.ts';

const CONFIG = new URL('../../deploy/nginx/portal.conf', import.meta.url);

export type Nginx = { url: string; ca: Buffer; errors: () => string; stop: () => Promise<void> };

/**
 * Debian's nginx with the repository's deploy/nginx/portal.conf, changed only where a test must:
 * its own ports on 127.0.0.1, the instances' ports, a self-signed certificate for 127.0.0.1 and
 * paths in `dir`. Everything else (headers, retries, caching, limits) is the file as shipped.
 */
export async function startNginx(dir: string, instancePorts: number[]): Promise<Nginx> {
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  // nginx's workers may run as nobody: they read the configuration and write the temporary files.
  chmodSync(dir, 0o755);
  for (const sub of ['cache', 'temp']) {
    mkdirSync(join(dir, sub), { recursive: true });
    chmodSync(join(dir, sub), 0o777);
  }
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=portal.test',
      '-addext',
      'subjectAltName=DNS:portal.test,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );

  const shipped = readFileSync(CONFIG, 'utf8');
  const site = shipped
    .replace(/^\s*server 127\.0\.0\.1:300\d .*;\n/gm, '')
    .replace(
      /upstream portal \{\n/,
      `upstream portal {\n${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;\n`).join('')}`,
    )
    .replace(/^\s*listen \[::\]:\d+.*;\n/gm, '')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('/etc/ssl/portal/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/ssl/portal/privkey.pem', join(dir, 'key.pem'))
    .replace('/var/cache/nginx/portal', join(dir, 'cache'));
  if (site === shipped || !site.includes(`127.0.0.1:${instancePorts[0]}`)) throw new Error('portal.conf changed shape');
  writeFileSync(join(dir, 'portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${join(dir, 'portal.conf')};
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = Date.now() + 10_000;
  while (!(await listening(httpsPort))) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`nginx did not start: ${output}${errors(dir)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://127.0.0.1:${httpsPort}`,
    ca: readFileSync(join(dir, 'cert.pem')),
    errors: () => errors(dir),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

function errors(dir: string): string {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
