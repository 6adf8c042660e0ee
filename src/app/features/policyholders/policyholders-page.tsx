import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { SearchField } from '../../components/search-field.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { saveFile } from '../../api/download.ts';
import { employersQuery } from '../../api/customer-lists.ts';
import { toCsv } from './customer-csv.ts';
import {
  listHref,
  readListState,
  rememberList,
  type Filter,
  type ListState,
  type Sort,
  type SortKey,
} from './customer-list-state.ts';
import { AccountState } from './employer-state.tsx';
import { shownItems, toItem, trainingCells, type Item } from './customer-list-items.ts';
import { formatCount, formatDate } from '../../components/format-dates.ts';
import { useNarrow } from '../../components/use-narrow.ts';
import { VirtualTable } from '../../components/virtual-table.tsx';
import '../../theme/admin.css';
import { failureMessage } from '../../api/mutation-errors.ts';

/** Name and address on two lines, the company on up to three. */
const ROW_HEIGHT = 76;
const SEARCH_TO_ADDRESS_MS = 400;
/** On phones one cell holds name, company and address, in three lines. */
const NARROW_ROW_HEIGHT = 78;

/**
 * /admin/policyholders: every employer with their company (docs/product.md §2), loaded by count
 * and chunks of 1000, kept in memory, searched, filtered and sorted here, and shown in a windowed
 * table. Search, sort and filter live in the address (customer-list-state.ts).
 */
export default function PolicyholdersPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { data, error, isFetching, refetch } = useQuery(employersQuery);
  const address = useSearch();
  // One object per address, so that sorting 100,000 rows happens when the sort changes, not per render.
  const listState = useMemo(() => readListState(address), [address]);
  const { sort, filter } = listState;
  const update = (change: Partial<ListState>) => navigate(listHref({ ...listState, ...change }), { replace: true });
  // What is typed stays in the field at once; the address follows after a pause (browsers limit
  // how often a page may rewrite its history entry).
  const [search, setSearch] = useState(listState.search);
  useEffect(() => {
    if (search === listState.search) return;
    const timer = window.setTimeout(() => update({ search }), SEARCH_TO_ADDRESS_MS);
    return () => window.clearTimeout(timer);
  });
  useEffect(() => rememberList({ search, sort, filter }), [search, sort, filter]);
  const deferredSearch = useDeferredValue(search);
  const deferredSort = useDeferredValue(sort);
  const deferredFilter = useDeferredValue(filter);
  const narrow = useNarrow();
  const filterOptions: Array<[Filter, string]> = [
    ['all', t({ id: 'admin.filter.all', message: 'Alle Kunden' })],
    ['blocked', t({ id: 'admin.filter.blocked', message: 'Gesperrt' })],
    ['inactive', t({ id: 'admin.filter.inactive', message: 'Nicht aktiviert' })],
    ['agreement', t({ id: 'admin.filter.agreement', message: 'AV-Vertrag fehlt' })],
    ['certificate', t({ id: 'admin.filter.certificate', message: 'Unternehmenszertifikat ausgestellt' })],
    ['noCertificate', t({ id: 'admin.filter.no_certificate', message: 'Noch kein Unternehmenszertifikat' })],
  ];
  const sortOptions: Array<[string, string]> = [
    ['number:ascending', t({ id: 'admin.sort.number', message: 'Nummer' })],
    ['name:ascending', t({ id: 'admin.sort.name', message: 'Name (A–Z)' })],
    ['company:ascending', t({ id: 'admin.sort.company', message: 'Unternehmen (A–Z)' })],
    ['created:descending', t({ id: 'admin.sort.newest', message: 'Neueste zuerst' })],
    ['state:descending', t({ id: 'admin.sort.state', message: 'Gesperrte zuerst' })],
  ];
  const rows = data?.rows;
  const total = data?.total ?? null;

  const items = useMemo(() => (rows ?? []).map(toItem), [rows]);
  const shown = useMemo(
    () => shownItems(items, deferredSearch, deferredSort, deferredFilter),
    [items, deferredSearch, deferredSort, deferredFilter],
  );

  const exportCsv = () => {
    const stateText = (item: Item) =>
      [
        item.blocked && t({ id: 'admin.state.blocked', message: 'Unternehmen gesperrt' }),
        item.row.locked && t({ id: 'admin.state.locked', message: 'Konto gesperrt' }),
        !item.row.active && t({ id: 'admin.state.inactive', message: 'Nicht aktiviert' }),
      ]
        .filter(Boolean)
        .join(', ') || t({ id: 'admin.state.active', message: 'Aktiv' });
    const yes = t({ id: 'common.yes', message: 'Ja' });
    const no = t({ id: 'common.no', message: 'Nein' });
    const csv = toCsv([
      [
        t({ id: 'admin.column.customer_number', message: 'Kundennr.' }),
        t({ id: 'admin.csv.firstname', message: 'Vorname' }),
        t({ id: 'admin.csv.lastname', message: 'Nachname' }),
        t({ id: 'admin.column.email', message: 'E-Mail' }),
        t({ id: 'admin.column.company', message: 'Unternehmen' }),
        t({ id: 'admin.column.insurance_number', message: 'Versicherungsnr.' }),
        t({ id: 'admin.column.created', message: 'Angelegt' }),
        t({ id: 'admin.column.state', message: 'Status' }),
        t({ id: 'admin.csv.agreement', message: 'AV-Vertrag akzeptiert' }),
        t({ id: 'admin.csv.certificate', message: 'Unternehmenszertifikat zuletzt ausgestellt' }),
        t({ id: 'admin.csv.learners', message: 'Personen mit Kursen' }),
        t({ id: 'admin.csv.fully_trained', message: 'Davon vollständig geschult' }),
        t({ id: 'admin.csv.fully_trained_percent', message: 'Anteil vollständig geschult (%)' }),
        t({ id: 'admin.csv.last_activity', message: 'Letzte Lernaktivität' }),
      ],
      ...shown.map((item) => [
        item.number,
        item.row.firstname,
        item.row.lastname,
        item.row.email,
        item.company,
        item.insurance,
        formatDate(item.row.createdAt),
        stateText(item),
        item.agreementMissing ? no : yes,
        item.certificateIssuedAt ? formatDate(item.certificateIssuedAt) : '',
        ...trainingCells(item, formatDate),
      ]),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `kunden-${day}.csv`);
  };
  const loading = total === null || items.length < total;

  const header = (key: SortKey, label: string, className?: string) => (
    <th scope="col" className={className} aria-sort={sort.key === key ? sort.direction : undefined}>
      <button
        type="button"
        className="sort-button"
        onClick={() =>
          update({
            sort: { key, direction: sort.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending' },
          })
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
  const customers = total ?? 0;
  const hits = formatCount(shown.length);
  // Searched or filtered, the count above the list says how many of all are shown.
  const narrowed = deferredSearch.trim() !== '' || deferredFilter !== 'all';

  return (
    <section className="stack admin-page">
      <div className="page-header">
        <h1>{t({ id: 'menu.manage_customers', message: 'Kunden verwalten' })}</h1>
        <div className="button-row">
          <button type="button" className="button secondary" disabled={loading} onClick={exportCsv}>
            {t({ id: 'admin.policyholders.export', message: 'Als CSV exportieren' })}
          </button>
          <button type="button" className="button secondary" disabled={isFetching} onClick={() => void refetch()}>
            {t({ id: 'admin.policyholders.reload', message: 'Neu laden' })}
          </button>
        </div>
      </div>

      {error ? (
        <p className="notice danger" role="alert">
          {failureMessage(error)}
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
                : narrowed
                  ? t({
                      id: 'admin.policyholders.count_shown',
                      message: plural(customers, {
                        one: `${hits} von # Kunde angezeigt`,
                        other: `${hits} von # Kunden angezeigt`,
                      }),
                    })
                  : t({
                      id: 'admin.policyholders.count',
                      message: plural(customers, { one: '# Kunde', other: '# Kunden' }),
                    })}
            </span>
          )}
        </div>
      )}

      <div className="toolbar">
        <SearchField
          label={t({ id: 'admin.policyholders.search', message: 'Suchen' })}
          value={search}
          onChange={setSearch}
          placeholder={t({
            id: 'admin.policyholders.search_placeholder',
            message: 'Name, E-Mail, Unternehmen, Versicherungsnummer',
          })}
        />
        {narrow && (
          <SelectField
            label={t({ id: 'admin.policyholders.sort', message: 'Sortieren nach' })}
            value={`${sort.key}:${sort.direction}`}
            options={sortOptions}
            onChange={(value) => {
              const [key, direction] = value.split(':') as [SortKey, Sort['direction']];
              update({ sort: { key, direction } });
            }}
          />
        )}
        <SelectField
          label={t({ id: 'admin.policyholders.filter', message: 'Anzeigen' })}
          value={filter}
          options={filterOptions}
          onChange={(value) => update({ filter: value })}
        />
      </div>

      <div className="card flush">
        <VirtualTable
          rows={shown}
          rowHeight={narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT}
          resetKey={`${deferredSearch}|${deferredSort.key}|${deferredSort.direction}|${deferredFilter}`}
          label={t({ id: 'admin.policyholders.table_label', message: 'Liste der Kunden' })}
          caption={t({ id: 'admin.policyholders.caption', message: 'Arbeitgeber und ihre Unternehmen' })}
          columns={
            narrow
              ? [{ width: '3.6rem' }, {}, { width: '7.4rem' }]
              : [
                  { width: '6.8rem' },
                  { width: '27%' },
                  {},
                  { width: '9.6rem' },
                  { width: '7.4rem' },
                  { width: '7.6rem' },
                ]
          }
          head={
            <thead>
              <tr aria-rowindex={1}>
                {header(
                  'number',
                  narrow
                    ? t({ id: 'admin.column.number', message: 'Nr.' })
                    : t({ id: 'admin.column.customer_number', message: 'Kundennr.' }),
                  'col-number',
                )}
                {header('name', t({ id: 'admin.column.employer', message: 'Arbeitgeber' }))}
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
                <td className="col-number">{item.number || '–'}</td>
                <th scope="row" title={`${item.name}\n${item.row.email}`}>
                  <Link href={href}>{item.name}</Link>
                  {narrow && <span className="sub company-line">{item.company}</span>}
                  <span className={narrow ? 'sub' : 'sub wrap-two'}>
                    <EmailText email={item.row.email} />
                  </span>
                </th>
                {!narrow && <FullCell text={item.company} lines={3} />}
                {!narrow && <FullCell text={item.insurance} />}
                {!narrow && <td>{formatDate(item.row.createdAt)}</td>}
                <td>
                  <AccountState
                    blocked={item.blocked}
                    locked={item.row.locked}
                    active={item.row.active}
                    agreementMissing={item.agreementMissing}
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

/** A cell whose text may run to a few lines; all of it is in the tooltip too. */
function FullCell({ text, lines = 2 }: { text: string; lines?: 2 | 3 }) {
  return (
    <td title={text}>
      <span className={lines === 3 ? 'wrap-two wrap-three' : 'wrap-two'}>{text}</span>
    </td>
  );
}
