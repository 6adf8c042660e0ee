import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { serverMessage } from '../../api/api-error.ts';
import { employersQuery } from './api/employee-lists.ts';
import { AccountState, stateRank } from './employer-state.tsx';
import { formatCount, formatDate } from './format.ts';
import { useNarrow } from './use-narrow.ts';
import { VirtualTable } from './virtual-table.tsx';
import './admin.css';

type SortKey = 'number' | 'name' | 'email' | 'company' | 'insurance' | 'created' | 'state';
type Sort = { key: SortKey; direction: 'ascending' | 'descending' };
type Item = { row: AdminEmployee; number: number; name: string; company: string; insurance: string };

const ROW_HEIGHT = 52;
/** On phones one cell holds name, company and address, in three lines. */
const NARROW_ROW_HEIGHT = 78;
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
/** Search text per row, made once per row object (rows stay the same objects while the list grows). */
const haystacks = new WeakMap<AdminEmployee, string>();
function haystackOf(item: Item): string {
  let text = haystacks.get(item.row);
  if (text === undefined) {
    text = `${item.row.id} ${item.name} ${item.row.email} ${item.company} ${item.insurance}`.toLowerCase();
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
  state: (a, b) =>
    stateRank({ ...a.row, blocked: a.row.ownsOneCompany?.blocked }) -
    stateRank({ ...b.row, blocked: b.row.ownsOneCompany?.blocked }),
};

function shownItems(items: Item[], search: string, sort: Sort): Item[] {
  const needles = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let shown = needles.length === 0 ? items : items.filter((item) => needles.every((n) => haystackOf(item).includes(n)));
  if (sort.key !== 'number' || sort.direction === 'descending') {
    const order = compare[sort.key];
    const sign = sort.direction === 'ascending' ? 1 : -1;
    shown = [...shown].sort((a, b) => sign * (order(a, b) || a.number - b.number));
  }
  return shown;
}

/**
 * /admin/policyholders: every employer with their company (docs/product.md §2), loaded by count
 * and chunks of 1000, kept in memory, searched and sorted here, and shown in a windowed table.
 */
export default function PolicyholdersPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { data, error, isFetching, refetch } = useQuery(employersQuery);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ key: 'number', direction: 'ascending' });
  const deferredSearch = useDeferredValue(search);
  const deferredSort = useDeferredValue(sort);
  const searchId = useId();
  const narrow = useNarrow();
  const sortId = useId();
  const sortOptions: Array<[string, string]> = [
    ['number:ascending', t({ id: 'admin.sort.number', message: 'Nummer' })],
    ['name:ascending', t({ id: 'admin.sort.name', message: 'Name (A–Z)' })],
    ['company:ascending', t({ id: 'admin.sort.company', message: 'Unternehmen (A–Z)' })],
    ['created:descending', t({ id: 'admin.sort.newest', message: 'Neueste zuerst' })],
    ['state:descending', t({ id: 'admin.sort.state', message: 'Gesperrte zuerst' })],
  ];
  const rows = data?.rows;
  const total = data?.total ?? null;

  const items = useMemo(
    () =>
      (rows ?? []).map((row, index) => ({
        row,
        number: index + 1,
        name: `${row.firstname} ${row.lastname}`,
        company: row.ownsOneCompany?.companyName ?? '',
        insurance: row.ownsOneCompany?.insuranceNumber ?? '',
      })),
    [rows],
  );
  const shown = useMemo(() => shownItems(items, deferredSearch, deferredSort), [items, deferredSearch, deferredSort]);
  const loading = total === null || items.length < total;

  const header = (key: SortKey, label: string, className?: string) => (
    <th scope="col" className={className} aria-sort={sort.key === key ? sort.direction : undefined}>
      <button
        type="button"
        className="sort-button"
        onClick={() =>
          setSort((current) => ({
            key,
            direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
          }))
        }
      >
        {label}
        <span aria-hidden="true" className="sort-mark">
          {sort.key === key ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );

  const loaded = formatCount(items.length);
  const all = formatCount(total ?? 0);
  const hits = formatCount(shown.length);

  return (
    <section className="stack admin-page">
      <div className="page-header">
        <h1>{t({ id: 'menu.manage_customers', message: 'Kunden verwalten' })}</h1>
        <button type="button" className="button secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t({ id: 'admin.policyholders.reload', message: 'Neu laden' })}
        </button>
      </div>

      {error ? (
        <p className="notice danger" role="alert">
          {serverMessage(error, t({ id: 'common.something_went_wrong', message: 'Etwas ist schiefgelaufen.' }))}
        </p>
      ) : (
        <div className="load-state">
          {loading ? (
            <>
              <progress
                max={total ?? 1}
                value={total === null ? undefined : items.length}
                aria-label={t({ id: 'admin.policyholders.loading_label', message: 'Ladefortschritt' })}
              />
              <span>
                {total === null
                  ? t({ id: 'common.loading', message: 'Wird geladen …' })
                  : t({ id: 'admin.policyholders.loaded_of', message: `${loaded} von ${all} geladen` })}
              </span>
            </>
          ) : (
            <span role="status">
              {isFetching
                ? t({ id: 'admin.policyholders.refreshing', message: 'Wird aktualisiert …' })
                : t({ id: 'admin.policyholders.count', message: `${all} Kunden` })}
            </span>
          )}
        </div>
      )}

      <div className="toolbar">
        <div className="field search">
          <label htmlFor={searchId}>{t({ id: 'admin.policyholders.search', message: 'Suchen' })}</label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t({
              id: 'admin.policyholders.search_placeholder',
              message: 'Name, E-Mail, Unternehmen, Versicherungsnummer',
            })}
          />
        </div>
        {narrow && (
          <div className="field">
            <label htmlFor={sortId}>{t({ id: 'admin.policyholders.sort', message: 'Sortieren nach' })}</label>
            <select
              id={sortId}
              value={`${sort.key}:${sort.direction}`}
              onChange={(event) => {
                const [key, direction] = event.target.value.split(':') as [SortKey, Sort['direction']];
                setSort({ key, direction });
              }}
            >
              {sortOptions.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        {deferredSearch.trim() && (
          <p className="hint" role="status">
            {t({ id: 'admin.policyholders.hits', message: `${hits} Treffer` })}
          </p>
        )}
      </div>

      <div className="card flush">
        <VirtualTable
          rows={shown}
          rowHeight={narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT}
          resetKey={`${deferredSearch}|${deferredSort.key}|${deferredSort.direction}`}
          label={t({ id: 'admin.policyholders.table_label', message: 'Liste der Kunden' })}
          caption={t({ id: 'admin.policyholders.caption', message: 'Arbeitgeber und ihre Unternehmen' })}
          columns={
            narrow
              ? [{ width: '2.8rem' }, {}, { width: '7.4rem' }]
              : [{ width: '4.5rem' }, {}, {}, {}, { width: '9.5rem' }, { width: '7.5rem' }, { width: '9.5rem' }]
          }
          head={
            <thead>
              <tr aria-rowindex={1}>
                {header('number', t({ id: 'admin.column.number', message: 'Nr.' }), 'col-number')}
                {header('name', t({ id: 'admin.column.employer', message: 'Arbeitgeber' }))}
                {!narrow && header('email', t({ id: 'admin.column.email', message: 'E-Mail' }))}
                {!narrow && header('company', t({ id: 'admin.column.company', message: 'Unternehmen' }))}
                {!narrow &&
                  header('insurance', t({ id: 'admin.column.insurance_number', message: 'Versicherungsnr.' }))}
                {!narrow && header('created', t({ id: 'admin.column.created', message: 'Angelegt' }))}
                {header('state', t({ id: 'admin.column.state', message: 'Status' }))}
              </tr>
            </thead>
          }
          renderRow={(item, index) => {
            const href = `/admin/policyholders/${item.row.id}`;
            return (
              <tr
                key={item.row.id}
                aria-rowindex={index + 2}
                className="clickable-row"
                style={{ height: narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT }}
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('a')) navigate(href);
                }}
              >
                <td className="col-number">{item.number}</td>
                <th scope="row">
                  <Link href={href}>{item.name}</Link>
                  {narrow && <span className="sub company-line">{item.company}</span>}
                  {narrow && <span className="sub">{item.row.email}</span>}
                </th>
                {!narrow && <td>{item.row.email}</td>}
                {!narrow && <td>{item.company}</td>}
                {!narrow && <td>{item.insurance}</td>}
                {!narrow && <td>{formatDate(item.row.createdAt)}</td>}
                <td>
                  <AccountState
                    blocked={item.row.ownsOneCompany?.blocked}
                    locked={item.row.locked}
                    active={item.row.active}
                  />
                </td>
              </tr>
            );
          }}
        />
        {!loading && shown.length === 0 && (
          <p className="empty">
            {items.length === 0
              ? t({ id: 'admin.policyholders.none', message: 'Es gibt noch keine Kunden.' })
              : t({ id: 'admin.policyholders.none_found', message: 'Niemand passt zu Ihrer Suche.' })}
          </p>
        )}
      </div>
    </section>
  );
}
