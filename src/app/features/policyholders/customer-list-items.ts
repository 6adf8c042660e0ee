import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import type { Filter, Sort, SortKey } from './customer-list-state.ts';
import { stateRank } from './employer-state.tsx';

/**
 * The policyholders list in memory: one item per employer with what the table shows, searched,
 * filtered and sorted here (up to 100,000 rows, so each step is made to be cheap).
 */
export type Item = {
  row: AdminEmployee;
  /** The customer number: the company's id, which stays when another person becomes its employer. */
  number: number;
  name: string;
  company: string;
  insurance: string;
  blocked: boolean;
  agreementMissing: boolean;
  certificateIssuedAt: string | null;
};

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
/** Search text per row, made once per row object (rows stay the same objects while the list grows). */
const haystacks = new WeakMap<AdminEmployee, string>();
function haystackOf(item: Item): string {
  let text = haystacks.get(item.row);
  if (text === undefined) {
    text = `${item.number} ${item.name} ${item.row.email} ${item.company} ${item.insurance}`.toLowerCase();
    haystacks.set(item.row, text);
  }
  return text;
}

const compare: Record<SortKey, (a: Item, b: Item) => number> = {
  number: (a, b) => a.number - b.number,
  name: (a, b) =>
    collator.compare(a.row.lastname, b.row.lastname) || collator.compare(a.row.firstname, b.row.firstname),
  email: (a, b) => collator.compare(a.row.email, b.row.email),
  company: (a, b) => collator.compare(a.company, b.company),
  insurance: (a, b) => collator.compare(a.insurance, b.insurance),
  created: (a, b) => a.row.createdAt.localeCompare(b.row.createdAt),
  state: (a, b) => stateRank(a) - stateRank(b),
};

const passes: Record<Filter, (item: Item) => boolean> = {
  all: () => true,
  blocked: (item) => item.blocked || item.row.locked,
  inactive: (item) => !item.row.active,
  agreement: (item) => item.agreementMissing,
  certificate: (item) => item.certificateIssuedAt !== null,
  noCertificate: (item) => item.certificateIssuedAt === null,
};

/** The items that pass the filter and contain every word searched for, in the chosen order. */
export function shownItems(items: Item[], search: string, sort: Sort, filter: Filter): Item[] {
  const needles = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const keep = passes[filter];
  const shown = items.filter((item) => keep(item) && needles.every((n) => haystackOf(item).includes(n)));
  const order = compare[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return shown.sort((a, b) => sign * (order(a, b) || a.number - b.number));
}

/** One employer as the list shows them. */
export const toItem = (row: AdminEmployee): Item => ({
  row,
  number: row.ownsOneCompany?.id ?? row.companyId,
  name: `${row.firstname} ${row.lastname}`,
  company: row.ownsOneCompany?.companyName ?? '',
  insurance: row.ownsOneCompany?.insuranceNumber ?? '',
  blocked: row.ownsOneCompany?.blocked ?? false,
  agreementMissing: !row.orderProcessingAccepted,
  certificateIssuedAt: row.ownsOneCompany?.companyCertificateIssuedAt ?? null,
});

/**
 * The CSV's training columns of a customer, as the insurer asks: people with courses, how many of
 * them are fully trained and their share (rounded down), and the day anyone last learned.
 */
export function trainingCells(item: Item, day: (iso: string) => string): Array<string | number> {
  const company = item.row.ownsOneCompany;
  if (!company) return ['', '', '', ''];
  const { learners, fullyTrained, lastActivityAt } = company;
  return [
    learners,
    fullyTrained,
    learners === 0 ? '' : Math.floor((fullyTrained * 100) / learners),
    lastActivityAt ? day(lastActivityAt) : '',
  ];
}
