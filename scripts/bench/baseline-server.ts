import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';

/**
 * The benchmark's baseline: bare node:http and a pg Pool (same size as the portal's) sending the
 * same SQL the portal sends for GET /progress/get-progress and a slide-and-time POST
 * /progress/save-progress: the caller by token, the agreement check, then the save's transaction
 * (lock or begin the progress row, record the operation id, the update that recounts the quiz
 * figures). No validation, no framework, no query builder: what is left is the database's share.
 * Run as its own process: PORT and DATABASE_URL from the environment.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const CALLER = `select t.kind, t.expires_at, u.id, u.role, u.company_id, u.email, u.lang, u.locked_at, co.blocked_at
  from access_tokens t join users u on u.id = t.user_id left join companies co on co.id = u.company_id
  where t.token_hash = $1`;
const AGREEMENT = `select owner.order_processing_accepted_at from companies co
  join users owner on owner.id = co.owner_id where co.id = $1`;
const LOCK = `select * from course_progress where user_id = $1 and training_slug = $2 and archived_at is null for update`;
const ASSIGNED = `select user_id from training_assignments where user_id = $1 and training_slug = $2`;
const BEGIN_PROGRESS = `insert into course_progress (user_id, company_id, training_slug, slide_count, started_at, updated_at)
  values ($1, $2, $3, $4, $5, $6) on conflict (user_id, training_slug) where archived_at is null do nothing`;
const OPERATION = `insert into progress_operations (op_id, user_id, progress_id, received_at) values ($1, $2, $3, $4)
  on conflict (op_id) do nothing returning op_id`;
const UPDATE = `update course_progress set slide_count = $1,
  furthest_slide = greatest(furthest_slide, $2::int),
  time_spent_seconds = time_spent_seconds + $3::int,
  module_repeat_count = module_repeat_count + $4::int,
  module_finished_at = module_finished_at,
  quiz_attempt_count = (select count(*) from quiz_attempts where progress_id = $5),
  quiz_repeat_count = greatest((select count(*) from quiz_attempts where progress_id = $5) - 1, 0),
  best_score = (select max(score_percent) from quiz_attempts where progress_id = $5),
  last_score = (select score_percent from quiz_attempts where progress_id = $5
    order by attempted_at desc, id desc limit 1),
  passed_at = (select min(attempted_at) from quiz_attempts where progress_id = $5 and passed = true),
  updated_at = $6
  where id = $5 returning *`;
const MY_PROGRESS = `select * from course_progress where user_id = $1 and archived_at is null`;

type Caller = { id: number; company_id: number };

async function caller(req: IncomingMessage): Promise<Caller | undefined> {
  const token = req.headers.authorization;
  if (!token) return undefined;
  const row = (await pool.query(CALLER, [createHash('sha256').update(token).digest('hex')])).rows[0];
  if (!row || row.expires_at <= new Date() || row.locked_at || row.blocked_at) return undefined;
  const agreement = (await pool.query(AGREEMENT, [row.company_id])).rows[0];
  return agreement?.order_processing_accepted_at ? row : undefined;
}

function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

async function save(who: Caller, op: Record<string, unknown>) {
  const now = new Date();
  const slug = String(op.trainingSlug);
  const client = await pool.connect();
  try {
    await client.query('begin');
    let row = (await client.query(LOCK, [who.id, slug])).rows[0];
    if (!row) {
      if ((await client.query(ASSIGNED, [who.id, slug])).rowCount === 0) throw new Error('not assigned');
      await client.query(BEGIN_PROGRESS, [who.id, who.company_id, slug, 10, now, now]);
      row = (await client.query(LOCK, [who.id, slug])).rows[0];
    }
    const first = await client.query(OPERATION, [op.opId, who.id, row.id, now]);
    if (first.rowCount === 1) {
      const slide = Math.min(Number(op.slide ?? 0), Math.max(row.slide_count - 1, 0));
      row = (await client.query(UPDATE, [row.slide_count, slide, Number(op.secondsSpent ?? 0), 0, row.id, now]))
        .rows[0];
    }
    await client.query('commit');
    return { applied: first.rowCount === 1, progress: row };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const who = await caller(req);
  if (!who) {
    res.writeHead(401).end();
    return;
  }
  let answer: unknown;
  if (req.method === 'POST' && req.url === '/api/progress/save-progress') answer = await save(who, await body(req));
  else if (req.method === 'GET' && req.url === '/api/progress/get-progress') {
    answer = (await pool.query(MY_PROGRESS, [who.id])).rows;
  } else {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ msg: 'baseline ready', port: typeof address === 'object' ? address?.port : 0 }));
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
