import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { loadCourseCatalog } from '../../src/server/courses/course-catalog.ts';
import { trainingMaterial } from '../../src/server/courses/training-material.ts';
import { readConfig } from '../../src/server/config.ts';
import { hashPassword } from '../../src/server/identity/passwords.ts';
import { DEMO } from '../../src/server/cli/seed/run-seed.ts';

/**
 * The benchmark's bare counterparts: node:http and a pg Pool (the portal's size), no framework, no
 * validation, no sign-in. What each does is the least its portal call could do:
 * - POST /bare/insert: one INSERT of the request body (the portal's save-progress),
 * - GET /bare/material: the same course JSON from memory (get-training),
 * - GET /bare/progress?user=: the person's progress rows, one SELECT (get-progress),
 * - POST /bare/argon2: one argon2id verification at the portal's parameters (login),
 * - GET /bare/lesson: a simulation lesson page's bytes and headers from memory (BARE_LESSON_PAGE, base64;
 *   BARE_LESSON_HEADERS, JSON).
 * Run as its own process: PORT and DATABASE_URL from the environment.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(`create table if not exists bench_bare_saves (
  id bigint generated always as identity primary key, user_id integer not null, op jsonb not null,
  received_at timestamptz not null default now())`);

const catalog = loadCourseCatalog();
const config = readConfig(process.env);
const material = JSON.stringify(trainingMaterial(catalog.get('malware', 'de'), 'de', config.courseContacts));
const password = DEMO.password;
const lessonPage = Buffer.from(process.env.BARE_LESSON_PAGE ?? '', 'base64');
// The same headers as the portal's answer, so both send the same bytes.
const lessonHeaders = JSON.parse(process.env.BARE_LESSON_HEADERS ?? '{}') as Record<string, string>;
const passwordHash = await hashPassword(password);

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const json = (res: ServerResponse, text: string) =>
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(text);

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (req.method === 'POST' && url.pathname === '/bare/insert') {
    const op = await body(req);
    const user = Number(req.headers['x-user'] ?? 0);
    const { rows } = await pool.query('insert into bench_bare_saves (user_id, op) values ($1, $2) returning id', [
      user,
      op,
    ]);
    return json(res, JSON.stringify({ id: rows[0].id }));
  }
  if (req.method === 'GET' && url.pathname === '/bare/material') return json(res, material);
  if (req.method === 'GET' && url.pathname === '/bare/progress') {
    const { rows } = await pool.query('select * from course_progress where user_id = $1 and archived_at is null', [
      Number(url.searchParams.get('user')),
    ]);
    return json(res, JSON.stringify(rows));
  }
  if (req.method === 'POST' && url.pathname === '/bare/argon2') {
    await body(req);
    return json(res, JSON.stringify({ ok: await verify(passwordHash, password) }));
  }
  if (req.method === 'GET' && url.pathname === '/bare/lesson') {
    return res.writeHead(200, lessonHeaders).end(lessonPage);
  }
  if (url.pathname === '/') return json(res, '{}');
  res.writeHead(404).end();
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
