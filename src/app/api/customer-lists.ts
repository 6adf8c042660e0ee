import { api } from '#shared/api/endpoints/index.ts';
import { experimental_streamedQuery as streamedQuery, queryOptions, type QueryClient } from '@tanstack/react-query';
import { type AdminEmployee } from '#shared/api/admin-employees.ts';
import { type EmployeeFilterInput } from '#shared/api/admin-filter.ts';
import { EMPLOYER_PAGE_SIZE } from '#shared/constants.ts';
import { call } from './client.ts';

type Where = NonNullable<EmployeeFilterInput['where']>;

/** Chunks in flight at once: enough to hide the round trips, few enough not to crowd the server. */
const PARALLEL = 3;

/** A list as it loads: `total` from the count, `rows` as the chunks arrive (in id order). */
export type LoadedList = { total: number | null; rows: AdminEmployee[] };
type Chunk = { total?: number; rows: AdminEmployee[] };

/**
 * GET /employee/count, then GET /employee in chunks of 1000 by `skip` (docs/product.md §7),
 * PARALLEL at a time, handed on in order as each arrives.
 */
async function* chunksOf(where: Where, includeCompany: boolean): AsyncGenerator<Chunk> {
  const { count } = await call(api.employerCount, { query: { where: JSON.stringify(where) } });
  yield { total: count, rows: [] };
  const chunks = Math.ceil(count / EMPLOYER_PAGE_SIZE);
  const load = (index: number) => {
    const filter: EmployeeFilterInput = {
      where,
      ...(includeCompany ? { include: 'ownsOneCompany' } : {}),
      limit: EMPLOYER_PAGE_SIZE,
      skip: index * EMPLOYER_PAGE_SIZE,
    };
    return call(api.employers, { query: { filter: JSON.stringify(filter) } });
  };
  const inFlight: Array<Promise<AdminEmployee[]>> = [];
  let next = 0;
  while (next < chunks && inFlight.length < PARALLEL) inFlight.push(load(next++));
  while (inFlight.length > 0) {
    const rows = await inFlight.shift()!;
    if (next < chunks) inFlight.push(load(next++));
    yield { rows };
  }
}

/** Adds a chunk; a row seen before (the list moved while loading) is kept once. */
function addChunk(list: LoadedList, chunk: Chunk): LoadedList {
  if (chunk.rows.length === 0) return { total: chunk.total ?? list.total, rows: list.rows };
  const last = list.rows.at(-1)?.id ?? 0;
  const fresh = chunk.rows[0]!.id > last ? chunk.rows : chunk.rows.filter((row) => row.id > last);
  return { total: chunk.total ?? list.total, rows: list.rows.concat(fresh) };
}

const streamed = (where: Where, includeCompany: boolean) =>
  streamedQuery({
    streamFn: () => chunksOf(where, includeCompany),
    reducer: addChunk,
    initialValue: { total: null, rows: [] } as LoadedList,
    // A reload keeps the old list on screen until the new one is complete.
    refetchMode: 'replace',
  });

export const EMPLOYERS_KEY = ['admin', 'employers'] as const;

/** Every employer with their company, for /admin/policyholders (kept in memory, not persisted). */
export const employersQuery = queryOptions({
  queryKey: EMPLOYERS_KEY,
  queryFn: streamed({ role: 'employer' }, true),
  staleTime: 5 * 60 * 1000,
  refetchOnWindowFocus: false,
});

/** The key prefix of every company's people list (an import adds people to one of them). */
export const COMPANY_PEOPLE_KEY = ['admin', 'company'] as const;

/** The managers and employees of one company, for the policyholder page. */
export const companyPeopleQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...COMPANY_PEOPLE_KEY, companyId, 'people'],
    queryFn: streamed({ companyId, role: { inq: ['manager', 'employee'] } }, false),
    refetchOnWindowFocus: false,
  });

/** Changes one employer in the loaded list instead of loading 100,000 again. */
export function patchEmployer(
  queryClient: QueryClient,
  id: number,
  change: (row: AdminEmployee) => AdminEmployee | null,
): void {
  queryClient.setQueryData<LoadedList>(EMPLOYERS_KEY, (list) => {
    if (!list) return list;
    const index = list.rows.findIndex((row) => row.id === id);
    if (index < 0) return list;
    const changed = change(list.rows[index]!);
    const rows = [...list.rows];
    if (changed) rows[index] = changed;
    else rows.splice(index, 1);
    return { total: list.total === null ? null : list.total - (changed ? 0 : 1), rows };
  });
}
