import { RESET_LINK_MINUTES, INVITATION_DAYS } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import type { Company } from '#shared/api/companies.ts';
import type { Employee } from '#shared/api/employees.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { patchEmployer } from '../../api/customer-lists.ts';
import { SecondFactorResetDialog } from '../../components/second-factor-reset-dialog.tsx';
import { activateAccount, blockEmployer, lockAccount, policyholderKey, sendResetLink } from './api/policyholder.ts';
import { AccessAction } from './access-action.tsx';
import { TemporaryPasswordForm } from './temporary-password-form.tsx';

type Pending = 'block' | 'lock' | 'secondFactor' | null;
/** An action of the section: what it sends and the toast once it went through. */
type Action = { send: () => Promise<unknown>; done: string };

/**
 * The employer's access (docs/product.md §4 and §6, R3): a temporary password, a reset
 * link, the lock of the employer's own account, activation, and the block of the whole company.
 */
export function AccessSection({ employer, company }: { employer: Employee; company: Company }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: policyholderKey(employer.id) });
  const email = employer.email;
  const companyName = company.companyName;

  // One action at a time: every button waits while one runs.
  const act = useMutation({
    mutationFn: ({ send }: Action) => send(),
    onSuccess: async (_, { done }) => {
      toast.success(done);
      await refresh();
    },
  });
  const run = (send: () => Promise<unknown>, done: string) => act.mutateAsync({ send, done });
  const start = (send: () => Promise<unknown>, done: string) => act.mutate({ send, done });

  const toggleBlock = () => {
    const block = !company.blocked;
    return run(
      async () => {
        await blockEmployer(employer.id, block);
        patchEmployer(queryClient, employer.id, (row) => ({
          ...row,
          ownsOneCompany: row.ownsOneCompany && { ...row.ownsOneCompany, blocked: block },
        }));
      },
      block
        ? t({ id: 'admin.access.blocked', message: 'Das Unternehmen ist gesperrt.' })
        : t({ id: 'admin.access.unblocked', message: 'Das Unternehmen ist wieder freigegeben.' }),
    );
  };
  const toggleLock = () => {
    const lock = !employer.locked;
    return run(
      async () => {
        await lockAccount(employer.id, lock);
        patchEmployer(queryClient, employer.id, (row) => ({ ...row, locked: lock }));
      },
      lock
        ? t({ id: 'admin.access.locked', message: 'Das Konto ist gesperrt.' })
        : t({ id: 'admin.access.unlocked', message: 'Das Konto ist entsperrt.' }),
    );
  };
  const busy = act.isPending;

  return (
    <section className="card" aria-labelledby="access-title">
      <h2 id="access-title">{t({ id: 'admin.access.title', message: 'Zugang' })}</h2>
      <ul className="action-list">
        <AccessAction
          title={
            company.blocked
              ? t({ id: 'admin.access.block_on', message: 'Das Unternehmen ist gesperrt' })
              : t({ id: 'admin.access.block_off', message: 'Unternehmen sperren' })
          }
          text={t({
            id: 'admin.access.block_text',
            message:
              'Gilt für den Arbeitgeber und alle Personen des Unternehmens: Niemand kann sich anmelden, bestehende Sitzungen enden sofort.',
          })}
          label={
            company.blocked
              ? t({ id: 'admin.access.unblock', message: 'Unternehmen freigeben' })
              : t({ id: 'admin.access.block', message: 'Unternehmen sperren' })
          }
          danger={!company.blocked}
          busy={busy}
          onClick={() => setPending('block')}
        />
        <AccessAction
          title={
            employer.locked
              ? t({ id: 'admin.access.lock_on', message: 'Das Konto des Arbeitgebers ist gesperrt' })
              : t({ id: 'admin.access.lock_off', message: 'Konto des Arbeitgebers sperren' })
          }
          text={t({
            id: 'admin.access.lock_text',
            message: 'Nur dieses Konto: Der Arbeitgeber kann sich nicht anmelden, die übrigen Personen schon.',
          })}
          label={
            employer.locked
              ? t({ id: 'admin.access.unlock', message: 'Konto entsperren' })
              : t({ id: 'admin.access.lock', message: 'Konto sperren' })
          }
          danger={!employer.locked}
          busy={busy}
          onClick={() => setPending('lock')}
        />
        <AccessAction
          title={t({ id: 'admin.access.reset_title', message: 'Link zum Zurücksetzen des Passworts' })}
          text={t({
            id: 'admin.access.reset_text',
            message: `Der Arbeitgeber erhält an ${email} einen Link, ${RESET_LINK_MINUTES} Minuten gültig.`,
          })}
          label={t({ id: 'admin.access.reset_send', message: 'Link senden' })}
          busy={busy}
          onClick={() =>
            start(
              () => sendResetLink(employer.id),
              t({ id: 'admin.access.reset_sent', message: `Der Link wurde an ${email} gesendet.` }),
            )
          }
        />
        <AccessAction
          title={t({ id: 'admin.access.second_factor_title', message: 'Zweiter Faktor verloren' })}
          text={t({
            id: 'admin.access.second_factor_text',
            message:
              'Entfernt Passkeys, Authenticator-Apps und Wiederherstellungscodes des Arbeitgebers, etwa nach einem verlorenen Telefon. Prüfen Sie vorher, wer anfragt.',
          })}
          label={t({ id: 'admin.access.second_factor_reset', message: 'Zweiten Faktor zurücksetzen' })}
          busy={busy}
          onClick={() => setPending('secondFactor')}
        />
        {!employer.active && (
          <AccessAction
            title={t({ id: 'admin.access.activate_title', message: 'Zugang nicht aktiviert' })}
            text={t({
              id: 'admin.access.activate_text',
              message: `Ohne Passwort erhält der Arbeitgeber einen neuen Link zum Festlegen, ${INVITATION_DAYS} Tage gültig.`,
            })}
            label={t({ id: 'admin.access.activate', message: 'Aktivieren' })}
            busy={busy}
            onClick={() =>
              start(
                () => activateAccount(employer.id),
                t({ id: 'admin.access.activated', message: 'Der Zugang wurde aktiviert.' }),
              )
            }
          />
        )}
      </ul>
      <TemporaryPasswordForm employer={employer} busy={busy} run={run} />
      <SecondFactorResetDialog
        person={pending === 'secondFactor' ? { id: employer.id, name: email } : null}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'block' || pending === 'lock'}
        title={
          pending === 'block'
            ? company.blocked
              ? t({ id: 'admin.access.unblock', message: 'Unternehmen freigeben' })
              : t({ id: 'admin.access.block', message: 'Unternehmen sperren' })
            : employer.locked
              ? t({ id: 'admin.access.unlock', message: 'Konto entsperren' })
              : t({ id: 'admin.access.lock', message: 'Konto sperren' })
        }
        text={
          pending === 'block'
            ? company.blocked
              ? t({
                  id: 'admin.access.confirm_unblock',
                  message: `${companyName} wird freigegeben. Alle Personen können sich wieder anmelden.`,
                })
              : t({
                  id: 'admin.access.confirm_block',
                  message: `${companyName} wird gesperrt. Der Arbeitgeber und alle Personen werden sofort abgemeldet und können sich nicht mehr anmelden.`,
                })
            : employer.locked
              ? t({ id: 'admin.access.confirm_unlock', message: 'Der Arbeitgeber kann sich wieder anmelden.' })
              : t({
                  id: 'admin.access.confirm_lock',
                  message: 'Der Arbeitgeber wird sofort abgemeldet und kann sich nicht mehr anmelden.',
                })
        }
        confirmLabel={t({ id: 'common.confirm', message: 'Bestätigen' })}
        busy={busy}
        onConfirm={pending === 'block' ? toggleBlock : toggleLock}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
