import { useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '#shared/api/admin-audit.ts';
import { auditLogQuery } from './api/policyholder.ts';
import { auditActionLabel } from './audit-labels.ts';
import { formatDateTime } from '../../components/format-dates.ts';
import { failureMessage } from '../../api/mutation-errors.ts';

/** Entries in a row with the same action by the same person (an import's invitations) are shown as one. */
function groupEntries(entries: AuditLogEntry[]): AuditLogEntry[][] {
  const groups: AuditLogEntry[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1)?.[0];
    const same =
      last &&
      last.action === entry.action &&
      last.actor?.id === entry.actor?.id &&
      Math.abs(Date.parse(last.at) - Date.parse(entry.at)) < 60_000;
    if (same) groups.at(-1)!.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

/** The company's audit log, newest first (GET /audit-log?companyId=). */
export function AuditSection({ employerId, companyId }: { employerId: number; companyId: number }) {
  const { t } = useLingui();
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage, isLoading } = useInfiniteQuery(
    auditLogQuery(employerId, companyId),
  );
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];

  const personOf = (person: AuditLogEntry['actor']) => {
    if (!person) return null;
    const id = person.id;
    if (person.name) return person.role === 'admin' ? `${person.name} (Admin)` : person.name;
    return t({ id: 'admin.audit.deleted_person', message: `gelöschte Person Nr. ${id}` });
  };

  return (
    <section className="card" aria-labelledby="audit-title">
      <h2 id="audit-title">{t({ id: 'admin.audit.title', message: 'Protokoll' })}</h2>
      {error ? (
        <p className="notice danger" role="alert">
          {failureMessage(error)}
        </p>
      ) : isLoading ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : entries.length === 0 ? (
        <p className="hint">{t({ id: 'admin.audit.none', message: 'Noch keine Einträge.' })}</p>
      ) : (
        <ul className="audit-list">
          {groupEntries(entries).map((group) => {
            const first = group[0]!;
            const actor = personOf(first.actor);
            const names = group.map((entry) => personOf(entry.target)).filter((name) => name !== null);
            const shown = names.slice(0, 3).join(', ');
            const more = names.length - 3;
            const target =
              more > 0 ? t({ id: 'admin.audit.and_more', message: `${shown} und ${more} weitere` }) : shown;
            const count = group.length;
            return (
              <li key={first.id}>
                <time dateTime={first.at}>{formatDateTime(first.at)}</time>
                <div>
                  <strong>
                    {auditActionLabel(first.action)}
                    {count > 1 && ` (${count})`}
                  </strong>
                  <div className="who">
                    {actor && t({ id: 'admin.audit.by', message: `durch ${actor}` })}
                    {actor && target && ' · '}
                    {target && t({ id: 'admin.audit.concerning', message: `betrifft ${target}` })}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hasNextPage && (
        <div className="button-row">
          <button
            type="button"
            className="button secondary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {t({ id: 'admin.audit.more', message: 'Ältere Einträge laden' })}
          </button>
        </div>
      )}
    </section>
  );
}
