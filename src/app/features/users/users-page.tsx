import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { CompanyEmployee } from '#shared/api/company-employees.ts';
import { SearchField } from '../../components/search-field.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { companyEmployeesQuery, companyProgressQuery, meQuery } from '../../api/queries.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { getSession } from '../../session/session-store.ts';
import { EditDialog } from './edit-dialog.tsx';
import { PersonActions } from './person-actions.tsx';
import { usePersonConfirm, type PersonChange } from './person-confirm.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { CompanyResetSection } from './company-reset-section.tsx';
import { DirectorySyncSection } from './directory-sync-section.tsx';
import { UploadSection } from './upload-section.tsx';
import { PersonProgressCell } from './person-progress.tsx';
import { roleLabel } from '../../components/role-label.ts';
import { invitationLabel } from './invitation-label.ts';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { ShowMore, useShowMore } from '../../components/show-more.tsx';
import { matchesSearch } from '../../components/person-search.ts';
import { matchesFilter, type PeopleFilter } from './people-filter.ts';
import { BulkActions } from './bulk-actions.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { NextDeadline } from './next-deadline.tsx';
import { useRemindPeople } from '../../components/remind-people.ts';
import { failureMessage } from '../../api/mutation-errors.ts';
import { toast } from '../../toasts/toast.ts';

type Pending = PersonChange | null;

/**
 * /users: the company's people with search, invite, edit, delete, resend and role change
 * (docs/product.md §2); one line per person with the next deadline and the actions in a menu, and
 * bulk assign, remind and remove for the people ticked (decision 105).
 */
export default function UsersPage() {
  const { t } = useLingui();
  const userId = getSession()?.userId ?? 0;
  const { data: me } = useQuery(meQuery(userId));
  const companyId = me?.companyId ?? 0;
  const {
    data: people = [],
    isLoading,
    error,
    refetch,
  } = useQuery({ ...companyEmployeesQuery(companyId), enabled: companyId > 0 });
  const { data: progress = [] } = useQuery({ ...companyProgressQuery(companyId), enabled: companyId > 0 });
  const progressOf = useMemo(() => new Map(progress.map((p) => [p.userId, p])), [progress]);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PeopleFilter>('all');
  const [inviting, setInviting] = useState(false);
  // Counts the invitations opened: each one is a new dialog, none remembers the last one's choice.
  const [inviteRound, setInviteRound] = useState(0);
  const [editing, setEditing] = useState<CompanyEmployee | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { mutation: remind, summary } = useRemindPeople(companyId);
  const remindOne = (person: CompanyEmployee) =>
    remind.mutate([person.id], {
      onSuccess: (answer) => toast.success(summary(answer)),
      onError: (failure) => toast.error(failureMessage(failure)),
    });

  // The display number is the position in the full list, so it stays put while searching.
  const numbered = useMemo(() => people.map((person, index) => ({ ...person, number: index + 1 })), [people]);
  // Typing stays quick in a company of thousands: the list follows a moment later.
  const needle = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(
    () => numbered.filter((p) => matchesSearch(p, needle) && matchesFilter(p, progressOf.get(p.id), filter)),
    [numbered, needle, filter, progressOf],
  );
  const page = useShowMore(shown, `${needle}|${filter}`);
  // Ticked people who are still in the list (a removal or a new list drops the others).
  const chosen = useMemo(() => people.filter((p) => selected.has(p.id)), [people, selected]);
  const allShownChosen = shown.length > 0 && shown.every((p) => selected.has(p.id));
  const someShownChosen = shown.some((p) => selected.has(p.id));
  const shownCount = shown.length;
  const tick = (ids: number[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const narrowed = needle !== '' || filter !== 'all';
  const filterOptions: Array<[PeopleFilter, string]> = [
    ['all', t({ id: 'users.filter.all', message: 'Alle Personen' })],
    ['open', t({ id: 'users.filter.open', message: 'Mit offenen Kursen' })],
    ['passed', t({ id: 'users.filter.passed', message: 'Alle Kurse bestanden' })],
    ['noCourses', t({ id: 'users.filter.no_courses', message: 'Ohne zugewiesene Kurse' })],
    ['invited', t({ id: 'users.filter.invited', message: 'Einladung nicht angenommen' })],
  ];

  const { confirm, confirmText } = usePersonConfirm(companyId);

  const columns = {
    role: t({ id: 'users.column.role', message: 'Rolle' }),
    status: t({ id: 'users.column.status', message: 'Status' }),
    secondFactor: t({ id: 'users.column.second_factor', message: 'Zweiter Faktor' }),
    progress: t({ id: 'users.column.progress', message: 'Lernfortschritt' }),
    deadline: t({ id: 'users.column.deadline', message: 'Nächste Frist' }),
    actions: t({ id: 'users.column.actions', message: 'Aktionen' }),
  };

  return (
    <section className="stack">
      <div className="page-header">
        <h1>{t({ id: 'menu.manage_employees', message: 'Mitarbeitende verwalten' })}</h1>
        <button
          type="button"
          className="button"
          onClick={() => {
            setInviteRound((round) => round + 1);
            setInviting(true);
          }}
        >
          {t({ id: 'users.invite.open', message: 'Person einladen' })}
        </button>
      </div>
      <div className="toolbar">
        <SearchField
          label={t({ id: 'users.search', message: 'Suchen' })}
          value={search}
          onChange={setSearch}
          placeholder={t({ id: 'users.search_placeholder', message: 'Name oder E-Mail-Adresse' })}
        />
        <SelectField
          label={t({ id: 'users.filter', message: 'Anzeigen' })}
          value={filter}
          options={filterOptions}
          onChange={setFilter}
        />
        {/* Always on the page, so that screen readers announce what appears in it. */}
        <p className="hint" role="status">
          {narrowed &&
            !isLoading &&
            !error &&
            t({ id: 'users.hits', message: plural(shown.length, { one: '# Treffer', other: '# Treffer' }) })}
        </p>
      </div>
      {isLoading ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <ScrollArea
          className="card flush"
          label={t({ id: 'users.table_caption', message: 'Personen Ihres Unternehmens' })}
        >
          {/* On phones each person is a card: the cells stack and say what they are (data-label). */}
          <table className="data-table cards-on-phone people-table">
            <caption className="visually-hidden">
              {t({ id: 'users.table_caption', message: 'Personen Ihres Unternehmens' })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="select-cell">
                  <input
                    type="checkbox"
                    checked={allShownChosen}
                    ref={(box) => {
                      if (box) box.indeterminate = someShownChosen && !allShownChosen;
                    }}
                    onChange={(event) =>
                      tick(
                        shown.map((p) => p.id),
                        event.target.checked,
                      )
                    }
                    aria-label={t({
                      id: 'users.select_all',
                      message: plural(shownCount, {
                        one: 'Die angezeigte Person auswählen',
                        other: 'Alle # angezeigten Personen auswählen',
                      }),
                    })}
                  />
                </th>
                <th scope="col">{t({ id: 'users.column.name_email', message: 'Name und E-Mail-Adresse' })}</th>
                <th scope="col">{columns.role}</th>
                <th scope="col">{columns.status}</th>
                <th scope="col">{columns.secondFactor}</th>
                <th scope="col">{columns.progress}</th>
                <th scope="col">{columns.deadline}</th>
                <th scope="col">{columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {page.visible.map((person) => {
                const mine = person.role === 'employer' || person.id === userId;
                const name = `${person.firstname} ${person.lastname}`;
                return (
                  <tr key={person.id}>
                    <td className="select-cell">
                      <input
                        type="checkbox"
                        checked={selected.has(person.id)}
                        onChange={(event) => tick([person.id], event.target.checked)}
                        aria-label={t({ id: 'users.select_person', message: `${name} auswählen` })}
                      />
                    </td>
                    {/* The name with the address beneath: one row per person, no address wrapped. */}
                    <th scope="row" className="person-cell">
                      <span className="person-name">{name}</span>
                      <span className="person-email">
                        <EmailText email={person.email} />
                      </span>
                    </th>
                    <td data-label={columns.role}>
                      {roleLabel(person.role, person.salutation)}
                      {/* Kept by the company's directory (decision 107): its next change overwrites edits. */}
                      {person.directoryManaged && (
                        <span className="hint directory-mark">
                          {t({ id: 'users.directory.mark', message: 'aus dem Verzeichnis' })}
                        </span>
                      )}
                    </td>
                    <td data-label={columns.status}>{invitationLabel(person.invitation)}</td>
                    {/* Who signs in with a second factor (decision 099). */}
                    <td data-label={columns.secondFactor}>
                      {/* A mark to the eye, the words to screen readers: the column stays narrow. */}
                      <span
                        aria-hidden="true"
                        className={person.hasSecondFactor ? 'factor-mark factor-yes' : 'factor-mark hint'}
                      >
                        {person.hasSecondFactor ? '✓' : '–'}
                      </span>
                      <span className="visually-hidden factor-words">
                        {person.hasSecondFactor
                          ? t({ id: 'users.second_factor.yes', message: 'eingerichtet' })
                          : t({ id: 'users.second_factor.no', message: 'nicht eingerichtet' })}
                      </span>
                    </td>
                    <td data-label={columns.progress}>
                      <PersonProgressCell progress={progressOf.get(person.id)} />
                    </td>
                    <td data-label={columns.deadline}>
                      <NextDeadline progress={progressOf.get(person.id)} />
                    </td>
                    <td className="actions-cell">
                      {!mine && (
                        <PersonActions
                          person={person}
                          onEdit={() => setEditing(person)}
                          onConfirm={(kind) => setPending({ kind, person })}
                          onRemind={() => remindOne(person)}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {shown.length === 0 && (
            <p className="empty">{t({ id: 'users.none_found', message: 'Niemand passt zu Ihrer Suche.' })}</p>
          )}
          <ShowMore key={page.view} shown={page.visible.length} hidden={page.hidden} onMore={page.showMore} />
        </ScrollArea>
      )}
      {chosen.length > 0 && (
        <BulkActions companyId={companyId} userId={userId} people={chosen} onClear={() => setSelected(new Set())} />
      )}
      {/* Below the list, and only with it: arriving first, they would be pushed down by it. */}
      {!isLoading && me && companyId > 0 && (
        <UploadSection ownerId={people.find((p) => p.role === 'employer')?.id ?? me.id} />
      )}
      {!isLoading && me?.role === 'employer' && companyId > 0 && <DirectorySyncSection />}
      {!isLoading && me?.role === 'employer' && companyId > 0 && <CompanyResetSection companyId={companyId} />}
      <InviteDialog key={inviteRound} open={inviting} onClose={() => setInviting(false)} companyId={companyId} />
      <EditDialog key={editing?.id ?? 0} person={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={t({ id: 'users.confirm_title', message: 'Sind Sie sicher?' })}
        text={pending ? confirmText(pending) : ''}
        confirmLabel={t({ id: 'common.confirm', message: 'Bestätigen' })}
        busy={confirm.isPending}
        onConfirm={async () => {
          if (pending) await confirm.mutateAsync(pending);
        }}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
