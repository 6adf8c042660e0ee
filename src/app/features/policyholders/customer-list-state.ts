/**
 * What the customer list shows (search, sort, filter), kept in the address so that it survives
 * opening a customer and coming back, a reload and a shared link.
 */

export const SORT_KEYS = ['number', 'name', 'email', 'company', 'insurance', 'created', 'state'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; direction: 'ascending' | 'descending' };

/** The filters of the list: everyone, or the customers who need something done. */
export const FILTERS = ['all', 'blocked', 'inactive', 'agreement', 'certificate', 'noCertificate'] as const;
export type Filter = (typeof FILTERS)[number];

export type ListState = { search: string; sort: Sort; filter: Filter };

const DEFAULT_SORT: Sort = { key: 'number', direction: 'ascending' };
const LIST_PATH = '/admin/policyholders';
let remembered = '';

const isOneOf = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  values.includes(value as T);

export function readListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const [key, direction] = (params.get('sort') ?? '').split(':');
  const sort: Sort =
    isOneOf(SORT_KEYS, key) && (direction === 'ascending' || direction === 'descending')
      ? { key, direction }
      : DEFAULT_SORT;
  const filter = params.get('show');
  return { search: params.get('q') ?? '', sort, filter: isOneOf(FILTERS, filter) ? filter : 'all' };
}

/** The query string of a state, without the parts that are at their defaults. */
export function listStateSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', `${state.sort.key}:${state.sort.direction}`);
  }
  if (state.filter !== 'all') params.set('show', state.filter);
  return params.toString();
}

export function listHref(state: ListState): string {
  const search = listStateSearch(state);
  return search ? `${LIST_PATH}?${search}` : LIST_PATH;
}

/** The list as the admin left it, for the way back from a customer. */
export function rememberList(state: ListState): void {
  remembered = listHref(state);
}

export const customerListHref = () => remembered || LIST_PATH;
