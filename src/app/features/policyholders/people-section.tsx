import { INVITATION_DAYS } from '#shared/constants.ts';
import { plural, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { useLocation } from 'wouter';
import type { AdminEmployee } from '#shared/api/admin-employees.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { JumpLink } from '../../components/jump-link.tsx';
import { roleLabel } from '../../components/role-label.ts';
import { EmailText } from '../../components/email-text.tsx';
import { COMPANY_PEOPLE_KEY, EMPLOYERS_KEY, companyPeopleQuery } from '../../api/customer-lists.ts';
import { activateAccount, lockAccount, policyholderKey } from './api/policyholder.ts';
import { AccountState } from './employer-state.tsx';
import { SetEmployerDialog } from './set-employer-dialog.tsx';
import { useNarrow } from '../../components/use-narrow.ts';
import { VirtualTable } from '../../components/virtual-table.tsx';
import { failureMessage } from '../../api/mutation-errors.ts';

/**
 * Rows keep one height (the table is virtual): room for a name and an address on two lines, so
 * neither is cut; on phones the actions stand below each other.
 */
const ROW_HEIGHT = 72;
const NARROW_ROW_HEIGHT = 108;
type Pending = { kind: 'lock' | 'activate'; person: AdminEmployee } | null;

/** The company's managers and employees (GET /employee with the company filter), with their accounts' actions. */
export function PeopleSection({ employerId, companyId }: { employerId: number; companyId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { data, error } = useQuery(companyPeopleQuery(companyId));
  const [pending, setPending] = useState<Pending>(null);
  const [promoting, setPromoting] = useState<AdminEmployee | null>(null);
  const narrow = useNarrow();
  const people = data?.rows ?? [];
  const headcount = data?.total ?? 0;
  const loading = !data || data.total === null || people.length < data.total;
  const stateLabel = (person: AdminEmployee) =>
    person.locked
      ? t({ id: 'admin.state.locked', message: 'Konto gesperrt' })
      : person.active
        ? t({ id: 'admin.state.active', message: 'Aktiv' })
        : t({ id: 'admin.state.inactive', message: 'Nicht aktiviert' });

  const confirm = useMutation({
    mutationFn: async ({ kind, person }: NonNullable<Pending>) => {
      if (kind === 'lock') {
        await lockAccount(person.id, !person.locked);
        return person.locked
          ? t({ id: 'admin.access.unlocked', message: 'Das Konto ist entsperrt.' })
          : t({ id: 'admin.access.locked', message: 'Das Konto ist gesperrt.' });
      }
      const result = await activateAccount(person.id);
      return result.linkSent
        ? t({ id: 'admin.people.link_sent', message: 'Ein neuer Link zum Festlegen des Passworts wurde gesendet.' })
        : t({ id: 'admin.access.activated', message: 'Der Zugang wurde aktiviert.' });
    },
    onSuccess: async (done) => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: companyPeopleQuery(companyId).queryKey });
      await queryClient.invalidateQueries({ queryKey: policyholderKey(employerId) });
    },
  });

  const pendingName = pending ? `${pending.person.firstname} ${pending.person.lastname}` : '';

  return (
    <section className="card" aria-labelledby="people-title">
      <div className="section-head">
        <h2 id="people-title" tabIndex={-1}>
          {t({ id: 'admin.people.title', message: 'Führungskräfte und Mitarbeitende' })}
        </h2>
        {!loading && (
          <span className="hint">
            {t({
              id: 'admin.people.count',
              message: plural(headcount, { one: '# Person', other: '# Personen' }),
            })}
          </span>
        )}
      </div>
      {error ? (
        <p className="notice danger" role="alert">
          {failureMessage(error)}
        </p>
      ) : loading ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : people.length === 0 ? (
        <p className="hint">
          {t({ id: 'admin.people.none', message: 'Das Unternehmen hat noch keine weiteren Personen.' })}
        </p>
      ) : (
        <>
          <JumpLink target="danger-title" className="skip-inline">
            {t({ id: 'admin.people.skip', message: 'Liste überspringen, weiter zu den Aktionen' })}
          </JumpLink>
          <VirtualTable
            className="short"
            rows={people}
            rowHeight={narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT}
            label={t({ id: 'admin.people.table_label', message: 'Personen des Unternehmens' })}
            caption={t({ id: 'admin.people.title', message: 'Führungskräfte und Mitarbeitende' })}
            columns={
              narrow ? [{}, { width: '11rem' }] : [{}, { width: '10rem' }, { width: '8.5rem' }, { width: '24rem' }]
            }
            head={
              <thead>
                <tr aria-rowindex={1}>
                  <th scope="col">{t({ id: 'admin.column.person', message: 'Person' })}</th>
                  {!narrow && <th scope="col">{t({ id: 'admin.column.role', message: 'Rolle' })}</th>}
                  {!narrow && <th scope="col">{t({ id: 'admin.column.state', message: 'Status' })}</th>}
                  <th scope="col">{t({ id: 'admin.column.actions', message: 'Aktionen' })}</th>
                </tr>
              </thead>
            }
            renderRow={(person, index) => {
              const name = `${person.firstname} ${person.lastname}`;
              const promote = t({
                id: 'admin.people.promote',
                message: select(person.salutation === 'Frau' ? 'Frau' : 'other', {
                  Frau: 'Zur Arbeitgeberin machen',
                  other: 'Zum Arbeitgeber machen',
                }),
              });
              return (
                <tr
                  key={person.id}
                  aria-rowindex={index + 2}
                  style={{ height: narrow ? NARROW_ROW_HEIGHT : ROW_HEIGHT }}
                >
                  <th scope="row">
                    {name}
                    <span className={narrow ? 'sub' : 'sub wrap-two'}>
                      {narrow ? (
                        `${roleLabel(person.role, person.salutation)} · ${stateLabel(person)}`
                      ) : (
                        <EmailText email={person.email} />
                      )}
                    </span>
                  </th>
                  {!narrow && <td>{roleLabel(person.role, person.salutation)}</td>}
                  {!narrow && (
                    <td>
                      <AccountState locked={person.locked} active={person.active} />
                    </td>
                  )}
                  <td>
                    <div className="inline-actions">
                      <button
                        type="button"
                        className="link-button"
                        aria-label={
                          person.locked
                            ? t({ id: 'admin.people.unlock_person', message: `Konto von ${name} entsperren` })
                            : t({ id: 'admin.people.lock_person', message: `Konto von ${name} sperren` })
                        }
                        onClick={() => setPending({ kind: 'lock', person })}
                      >
                        {person.locked
                          ? t({ id: 'admin.people.unlock', message: 'Entsperren' })
                          : t({ id: 'admin.people.lock', message: 'Sperren' })}
                      </button>
                      {!person.active && (
                        <button
                          type="button"
                          className="link-button"
                          aria-label={t({
                            id: 'admin.people.activate_person',
                            message: `Zugang von ${name} aktivieren`,
                          })}
                          onClick={() => setPending({ kind: 'activate', person })}
                        >
                          {t({ id: 'admin.access.activate', message: 'Aktivieren' })}
                        </button>
                      )}
                      <button
                        type="button"
                        className="link-button"
                        // The visible words first, so speech input finds the button by them (WCAG 2.5.3).
                        aria-label={t({ id: 'admin.people.promote_person', message: `${promote}: ${name}` })}
                        onClick={() => setPromoting(person)}
                      >
                        {promote}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t({ id: 'users.confirm_title', message: 'Sind Sie sicher?' })}
        text={
          pending?.kind === 'activate'
            ? t({
                id: 'admin.people.confirm_activate',
                message: `${pendingName} erhält einen neuen Link zum Festlegen des Passworts (${INVITATION_DAYS} Tage gültig), oder der Zugang wird als aktiv markiert.`,
              })
            : pending?.person.locked
              ? t({ id: 'admin.people.confirm_unlock', message: `${pendingName} kann sich wieder anmelden.` })
              : t({
                  id: 'admin.people.confirm_lock',
                  message: `${pendingName} wird sofort abgemeldet und kann sich nicht mehr anmelden.`,
                })
        }
        confirmLabel={t({ id: 'common.confirm', message: 'Bestätigen' })}
        busy={confirm.isPending}
        onConfirm={async () => {
          if (pending) await confirm.mutateAsync(pending);
        }}
        onClose={() => setPending(null)}
      />
      <SetEmployerDialog
        person={promoting}
        onClose={() => setPromoting(null)}
        onDone={async (newEmployerId) => {
          await queryClient.invalidateQueries({ queryKey: EMPLOYERS_KEY });
          await queryClient.invalidateQueries({ queryKey: [...COMPANY_PEOPLE_KEY, companyId] });
          navigate(`/admin/policyholders/${newEmployerId}`);
        }}
      />
    </section>
  );
}
