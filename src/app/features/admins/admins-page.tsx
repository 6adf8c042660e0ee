import { INVITATION_DAYS } from '#shared/constants.ts';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../toasts/toast.ts';
import { DELETE_CONFIRMATION } from '#shared/api/admin-employees.ts';
import type { AdminAccount } from '#shared/api/admin-admins.ts';
import { getSession } from '../../session/session-store.ts';
import { adminsQuery, deleteAdmin, resendAdminInvitation } from './api/admins.ts';
import { SecondFactorResetDialog } from '../../components/second-factor-reset-dialog.tsx';
import { CreateAdminDialog } from './create-admin-dialog.tsx';
import { formatDate } from '../../components/format-dates.ts';
import { TypedConfirmDialog } from '../../components/typed-confirm-dialog.tsx';
import '../../theme/admin.css';
import { ScrollArea } from '../../components/scroll-area.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { failureMessage } from '../../api/mutation-errors.ts';

/** /admin/admins: the provider's admins; create one (a mail to set the password), delete one with DELETE. */
export default function AdminsPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: admins = [], isLoading, error } = useQuery(adminsQuery);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const [resetting, setResetting] = useState<AdminAccount | null>(null);
  const resettingName = resetting ? `${resetting.firstname} ${resetting.lastname}` : '';
  const myId = getSession()?.userId ?? 0;
  const deletingName = deleting ? `${deleting.firstname} ${deleting.lastname}` : '';

  const remove = useMutation({
    mutationFn: (admin: AdminAccount) => deleteAdmin(admin.id),
    onSuccess: async (_, admin) => {
      const deletingName = `${admin.firstname} ${admin.lastname}`;
      toast.success(t({ id: 'admin.admins.deleted', message: `${deletingName} wurde gelöscht.` }));
      await queryClient.invalidateQueries({ queryKey: adminsQuery.queryKey });
    },
  });

  const resend = useMutation({
    mutationFn: (admin: AdminAccount) => resendAdminInvitation(admin.id),
    onSuccess: (admin) => {
      toast.success(
        t({
          id: 'admin.admins.link_resent',
          message: `Ein neuer Link zum Festlegen des Passworts wurde an ${admin.email} gesendet. Er ist ${INVITATION_DAYS} Tage gültig; der bisherige Link gilt nicht mehr.`,
        }),
      );
    },
  });

  return (
    <section className="stack admin-page">
      <div className="page-header">
        <h1>{t({ id: 'menu.manage_admins', message: 'Administratoren verwalten' })}</h1>
        <button type="button" className="button" onClick={() => setCreating(true)}>
          {t({ id: 'admin.admins.create', message: 'Administrator anlegen' })}
        </button>
      </div>
      {error ? (
        <p className="notice danger" role="alert">
          {failureMessage(error)}
        </p>
      ) : isLoading ? (
        <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
      ) : (
        <ScrollArea
          className="card flush"
          label={t({ id: 'admin.admins.caption', message: 'Administratoren des Portals' })}
        >
          {/* On phones each admin is a card, like the people of /users. */}
          <table className="data-table cards-on-phone">
            <caption className="visually-hidden">
              {t({ id: 'admin.admins.caption', message: 'Administratoren des Portals' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'admin.column.name', message: 'Name' })}</th>
                <th scope="col">{t({ id: 'admin.column.email', message: 'E-Mail' })}</th>
                <th scope="col">{t({ id: 'admin.column.state', message: 'Status' })}</th>
                <th scope="col">{t({ id: 'admin.column.created', message: 'Angelegt' })}</th>
                <th scope="col">{t({ id: 'admin.column.actions', message: 'Aktionen' })}</th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => {
                const createdLabel = t({ id: 'admin.column.created', message: 'Angelegt' });
                const name = `${admin.firstname} ${admin.lastname}`;
                const self = admin.id === myId;
                return (
                  <tr key={admin.id}>
                    <th scope="row">
                      {name}
                      {self && (
                        <>
                          {' '}
                          <span className="badge">{t({ id: 'admin.admins.you', message: 'Sie' })}</span>
                        </>
                      )}
                    </th>
                    <td className="email-cell">
                      <EmailText email={admin.email} />
                    </td>
                    <td>
                      {admin.locked ? (
                        <span className="badge danger">
                          {t({ id: 'admin.admins.locked', message: 'Gesperrt nach gemeldeter Adressänderung' })}
                        </span>
                      ) : admin.active ? (
                        <span className="badge success">{t({ id: 'admin.state.active', message: 'Aktiv' })}</span>
                      ) : (
                        <span className="badge warning">
                          {t({ id: 'admin.admins.invited', message: 'Passwort noch nicht festgelegt' })}
                        </span>
                      )}
                    </td>
                    <td data-label={createdLabel}>{formatDate(admin.createdAt)}</td>
                    <td className="actions-cell">
                      {!self && (
                        <div className="inline-actions">
                          {!admin.active && !admin.locked && (
                            <button
                              type="button"
                              className="link-button"
                              aria-label={t({
                                id: 'admin.admins.resend_link_person',
                                message: `Link zum Festlegen des Passworts erneut an ${name} senden`,
                              })}
                              disabled={resend.isPending}
                              onClick={() => resend.mutate(admin)}
                            >
                              {t({ id: 'admin.admins.resend_link', message: 'Link erneut senden' })}
                            </button>
                          )}
                          <button
                            type="button"
                            className="link-button"
                            aria-label={t({
                              id: 'admin.admins.reset_second_factor_person',
                              message: `Zweiten Faktor von ${name} zurücksetzen`,
                            })}
                            onClick={() => setResetting(admin)}
                          >
                            {t({ id: 'admin.admins.reset_second_factor', message: 'Zweiten Faktor zurücksetzen' })}
                          </button>
                          <button
                            type="button"
                            className="link-button danger"
                            aria-label={t({ id: 'admin.admins.delete_person', message: `${name} löschen` })}
                            onClick={() => setDeleting(admin)}
                          >
                            {t({ id: 'admin.admins.delete', message: 'Löschen' })}
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <p className="hint">
        {t({
          id: 'admin.admins.hint',
          message: `Neue Administratoren erhalten eine E-Mail mit einem Link zum Festlegen des Passworts (${INVITATION_DAYS} Tage gültig); ist er abgelaufen, senden Sie ihn mit „Link erneut senden“ noch einmal. Das eigene Konto und das letzte Administratorkonto können nicht gelöscht werden.`,
        })}
      </p>
      <CreateAdminDialog open={creating} onClose={() => setCreating(false)} />
      <SecondFactorResetDialog
        person={resetting ? { id: resetting.id, name: resettingName } : null}
        onClose={() => setResetting(null)}
      />
      <TypedConfirmDialog
        open={deleting !== null}
        title={t({ id: 'admin.admins.delete_title', message: 'Administrator löschen' })}
        word={DELETE_CONFIRMATION}
        confirmLabel={t({ id: 'admin.danger.delete_confirm', message: 'Endgültig löschen' })}
        busy={remove.isPending}
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting);
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          {t({
            id: 'admin.admins.delete_question',
            message: `Der Zugang von ${deletingName} wird gelöscht und endet sofort.`,
          })}
        </p>
      </TypedConfirmDialog>
    </section>
  );
}
