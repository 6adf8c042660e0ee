import { sql, type RawBuilder } from 'kysely';
import type { EvidenceStatusFilters } from '#shared/api/evidence-status.ts';
import type { Db } from '../db/database.ts';

/**
 * The SQL of the insurer's view (decision 111): per company its statistics' totals (the summary
 * the dashboards read), its named management with valid passes, and its last package and link.
 * Each part is one grouped pass over its table, so the book costs what it holds, once.
 */

export type EvidenceStatusDbRow = {
  company_id: number;
  company_name: string;
  insurance_number: string | null;
  learners: number;
  fully_trained: number;
  management_named: number;
  management_valid: number;
  last_package_at: Date | null;
  last_shared_at: Date | null;
};

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Every company with its figures, as a relation to filter, count and page. */
function statusRows(now: Date, months: number): RawBuilder<EvidenceStatusDbRow> {
  return sql<EvidenceStatusDbRow>`select c.id as company_id, c.company_name, c.insurance_number,
      coalesce(s.population, 0)::int as learners, coalesce(s.finished_all, 0)::int as fully_trained,
      coalesce(m.named, 0)::int as management_named, coalesce(m.valid, 0)::int as management_valid,
      e.last_package_at, e.last_shared_at
    from companies c
    left join company_summaries s on s.company_id = c.id
    left join (select mm.company_id, count(*) as named, count(p.id) as valid
        from management_members mm
        left join course_progress p on p.user_id = mm.user_id and p.training_slug = 'nis2-management'
          and p.archived_at is null and p.passed_at is not null
          and valid_until(p.passed_at, ${months}::int) > ${now}
        group by mm.company_id) m on m.company_id = c.id
    left join (select ep.company_id, max(ep.created_at) as last_package_at, max(l.created_at) as last_shared_at
        from evidence_packages ep left join evidence_links l on l.package_id = ep.id
        group by ep.company_id) e on e.company_id = c.id`;
}

/** The conditions of the filters on the rows above (`r`). */
function conditions(filters: EvidenceStatusFilters, now: Date, minPercent: number): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  const reached = sql`(r.learners > 0 and r.fully_trained * 100 >= ${minPercent}::int * r.learners)`;
  if (filters.coverage === 'reached') where.push(reached);
  if (filters.coverage === 'below') where.push(sql`not ${reached}`);
  if (filters.management === 'none') where.push(sql`r.management_named = 0`);
  if (filters.management === 'open') where.push(sql`r.management_valid < r.management_named`);
  if (filters.management === 'valid')
    where.push(sql`r.management_named > 0 and r.management_valid = r.management_named`);
  const lastYear = new Date(now.getTime() - YEAR_MS);
  if (filters.shared === 'never') where.push(sql`r.last_shared_at is null`);
  if (filters.shared === 'lastYear') where.push(sql`r.last_shared_at >= ${lastYear}`);
  if (filters.search !== '') {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(r.company_name ilike ${pattern} or r.insurance_number ilike ${pattern})`);
  }
  return where;
}

const whereOf = (parts: RawBuilder<unknown>[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** A page of the companies matching the filters, by name, and how many match; `limit` null: all of them. */
export async function evidenceStatusPage(
  db: Db,
  request: {
    filters: EvidenceStatusFilters;
    offset: number;
    limit: number | null;
    now: Date;
    months: number;
    minPercent: number;
  },
): Promise<{ total: number; rows: EvidenceStatusDbRow[] }> {
  const rows = statusRows(request.now, request.months);
  const where = whereOf(conditions(request.filters, request.now, request.minPercent));
  const limit = request.limit === null ? sql`` : sql`limit ${request.limit}`;
  const { rows: page } = await sql<EvidenceStatusDbRow & { total: number }>`select r.*, count(*) over ()::int as total
    from (${rows}) r where ${where}
    order by lower(r.company_name), r.company_id ${limit} offset ${request.offset}`.execute(db);
  if (page.length > 0 || request.offset === 0) return { total: page[0]?.total ?? 0, rows: page };
  const { rows: counted } = await sql<{
    total: number;
  }>`select count(*)::int as total from (${rows}) r where ${where}`.execute(db);
  return { total: counted[0]?.total ?? 0, rows: [] };
}

export type EvidenceBookRow = {
  companies: number;
  learners: number;
  fully_trained: number;
  coverage_reached: number;
  management_named: number;
  management_valid: number;
  shared_last_year: number;
};

/** The whole book's figures in one pass over the rows above. */
export async function evidenceBook(db: Db, now: Date, months: number, minPercent: number): Promise<EvidenceBookRow> {
  const lastYear = new Date(now.getTime() - YEAR_MS);
  const { rows } = await sql<EvidenceBookRow>`select count(*)::int as companies,
      coalesce(sum(r.learners), 0)::int as learners, coalesce(sum(r.fully_trained), 0)::int as fully_trained,
      count(*) filter (where r.learners > 0 and r.fully_trained * 100 >= ${minPercent}::int * r.learners)::int
        as coverage_reached,
      count(*) filter (where r.management_named > 0)::int as management_named,
      count(*) filter (where r.management_named > 0 and r.management_valid = r.management_named)::int
        as management_valid,
      count(*) filter (where r.last_shared_at >= ${lastYear})::int as shared_last_year
    from (${statusRows(now, months)}) r`.execute(db);
  return rows[0]!;
}
