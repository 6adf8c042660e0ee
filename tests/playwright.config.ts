import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import pg from 'pg';

/**
 * Browser tests in Debian's Chromium against the real server on its embedded defaults
 * (PGlite in a fresh data folder, mail written to files there). When TEST_DATABASE_URL names a
 * PostgreSQL server, a second server runs on a fresh database of it, for the tests that must
 * shape data directly in the database (e.g. a customer from before the agreement existed).
 * The config is read by the runner and by each worker: the environment carries what the first
 * read created, so the workers see the same folders and database.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const env = process.env;
env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
env.E2E_PG_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-pg-'));
// The PostgreSQL server asks a DNS server on this port, which simulation-launch.spec.ts runs.
env.E2E_DNS_PORT ??= String(port + 2);
// sso-admin-sign-in.spec.ts runs the admins' OpenID provider on this port (decision 112).
env.E2E_ADMIN_OIDC_PORT ??= String(port + 3);
if (env.TEST_DATABASE_URL && !env.E2E_DATABASE_URL) {
  const name = `e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  env.E2E_PG_URL = `http://127.0.0.1:${port + 1}`;
}

const serverEnv = (serverPort: number, extra: Record<string, string>) => ({
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
  MAIL_POLL_MS: '200',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: 'admin@portal.test',
  ADMIN_PASSWORD: 'Leuchtturm Nebel Segelboot',
  // The phishing simulation's domain check asks a resolver that answers nothing at once (port 9,
  // discard): on this server a domain is "not found yet"; the PostgreSQL one asks a real DNS server.
  DNS_SERVERS: '127.0.0.1:9',
  // No browser test reaches outside this machine: new passwords meet only the bundled list.
  BREACHED_PASSWORDS_URL: 'off',
  // sso-sign-in.spec.ts runs its OpenID provider on this machine, without TLS (decision 106).
  SSO_ALLOW_HTTP_ISSUERS: 'true',
  // The admins' provider: the client of tests/support/oidc-provider.ts, up only while its spec runs.
  ADMIN_OIDC_ISSUER: `http://127.0.0.1:${env.E2E_ADMIN_OIDC_PORT}`,
  ADMIN_OIDC_CLIENT_ID: 'portal',
  ADMIN_OIDC_CLIENT_SECRET: 'portal-secret-0123456789',
  ADMIN_OIDC_NAME: 'Anbieter-Konto',
  ...extra,
});

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  // Measured: two workers on a 2-core machine were no faster, as one server (PGlite in its one
  // thread) answers every browser.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'de-DE',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node src/server/main.ts',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: serverEnv(port, { DATA_DIR: env.E2E_DATA_DIR }),
    },
    ...(env.E2E_DATABASE_URL
      ? [
          {
            command: 'node src/server/main.ts',
            cwd: '..',
            url: `http://127.0.0.1:${port + 1}/api/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: serverEnv(port + 1, {
              DATA_DIR: env.E2E_PG_DATA_DIR,
              DATABASE_URL: env.E2E_DATABASE_URL,
              // Passkeys need a host name as their relying party (an IP address is refused by
              // browsers): this server's public address is localhost (second-factor.spec.ts).
              PUBLIC_URL: `http://localhost:${port + 1}`,
              DNS_SERVERS: `127.0.0.1:${env.E2E_DNS_PORT}`,
            }),
          },
        ]
      : []),
  ],
});
