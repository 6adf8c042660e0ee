import * as v from 'valibot';
import { EmployeeFilter } from '../../src/shared/api/admin-filter.ts';
import { listEmployees } from '../../src/server/admin/employer-filter.ts';
import type { Db } from '../../src/server/db/database.ts';
import { percentile } from './report.ts';

/**
 * The admin's employer list (GET /employee with {where: {role: 'employer'}, include:
 * 'ownsOneCompany', limit: 1000, skip: N}), paged three ways through every employer: a plain
 * offset with the join, the portal's own `listEmployees` (what the admin area calls: the page's
 * ids chosen from the index, then its rows and companies), and keyset (id > last id of the
 * previous page, then the companies) for comparison.
 */
const PAGE = 1000;

const userColumns = [
  'u.id',
  'u.email',
  'u.firstname',
  'u.lastname',
  'u.salutation',
  'u.role',
  'u.company_id',
  'u.active',
  'u.is_first_login',
  'u.lang',
  'u.locked_at',
  'u.created_at',
] as const;

function offsetWithJoin(db: Db, page: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('companies as co', 'co.owner_id', 'u.id')
    .select([...userColumns, 'co.id as co_id', 'co.company_name', 'co.insurance_number', 'co.blocked_at'])
    .where('u.role', '=', 'employer')
    .orderBy('u.id')
    .limit(PAGE)
    .offset(page * PAGE)
    .execute();
}

async function withCompanies(db: Db, users: Array<{ id: number }>) {
  if (users.length === 0) return [];
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'owner_id', 'company_name', 'insurance_number', 'blocked_at'])
    .where(
      'owner_id',
      'in',
      users.map((u) => u.id),
    )
    .execute();
  const byOwner = new Map(companies.map((c) => [c.owner_id, c]));
  return users.map((u) => ({ ...u, ownsOneCompany: byOwner.get(u.id) ?? null }));
}

/** The portal's call, with the filter parsed by the same schema the server uses. */
function portalPage(db: Db, page: number) {
  const filter = v.parse(EmployeeFilter, {
    where: { role: 'employer' },
    include: 'ownsOneCompany',
    limit: PAGE,
    skip: page * PAGE,
  });
  return listEmployees(db, filter);
}

async function keyset(db: Db, afterId: number) {
  const users = await db
    .selectFrom('users as u')
    .select(userColumns)
    .where('u.role', '=', 'employer')
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(PAGE)
    .execute();
  return withCompanies(db, users);
}

export type PagingRow = { strategy: string; first: number; middle: number; last: number; all: number };

export async function employerPaging(
  db: Db,
  repeat: number,
): Promise<{ rows: PagingRow[]; pages: number; bytes: number }> {
  const ids = (await db.selectFrom('users').select('id').where('role', '=', 'employer').orderBy('id').execute()).map(
    (r) => r.id,
  );
  const pages = Math.ceil(ids.length / PAGE);
  const after = (page: number) => (page === 0 ? 0 : ids[page * PAGE - 1]!);
  const strategies: Array<[string, (page: number) => Promise<unknown[]>]> = [
    ['offset + join', (page) => offsetWithJoin(db, page)],
    ['portal: skip, ids from the index', (page) => portalPage(db, page)],
    ['keyset (id > last), then companies', (page) => keyset(db, after(page))],
  ];
  const picks = [0, Math.floor((pages - 1) / 2), pages - 1];

  const rows: PagingRow[] = [];
  let bytes = 0;
  for (const [strategy, load] of strategies) {
    const perPick: number[] = [];
    for (const page of picks) {
      await load(page);
      const times: number[] = [];
      for (let i = 0; i < repeat; i++) {
        const started = performance.now();
        const result = await load(page);
        times.push(performance.now() - started);
        if (result.length === 0) throw new Error(`${strategy}: page ${page} is empty`);
      }
      perPick.push(percentile(times, 50));
    }
    const allStarted = performance.now();
    let size = 0;
    for (let page = 0; page < pages; page++) size += JSON.stringify(await load(page)).length;
    const all = performance.now() - allStarted;
    bytes = size;
    rows.push({ strategy, first: perPick[0]!, middle: perPick[1]!, last: perPick[2]!, all });
  }
  return { rows, pages, bytes };
}
