import { useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../toasts/toast.ts';
import type { OwnSession } from '#shared/api/sessions.ts';
import { dateFormat } from '#shared/intl-formats.ts';
import { ownSessionsQuery, useEndSessions } from './api/own-sessions.ts';

const timeOf = (iso: string) =>
  dateFormat(i18n.locale === 'en' ? 'en-GB' : 'de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * Where the person is signed in (docs/decisions/070-own-sessions.md): each live session with its
 * browser, address and times; one can be ended, or all but this one.
 */
export function SessionsSection() {
  const { t } = useLingui();
  const sessions = useQuery(ownSessionsQuery);
  const { endOthers, endOne } = useEndSessions({
    onOthersEnded: (ended) =>
      toast.success(t({ id: 'sessions.others_ended', message: `Andere Sitzungen beendet: ${ended}.` })),
    onEnded: () => toast.success(t({ id: 'sessions.ended', message: 'Die Sitzung wurde beendet.' })),
  });

  if (!sessions.data) {
    return sessions.isError ? (
      <p role="alert">{sessions.error.message}</p>
    ) : (
      <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>
    );
  }
  const list = sessions.data.sessions;
  const describe = (session: OwnSession) =>
    session.device ?? t({ id: 'sessions.unknown_device', message: 'Unbekannter Browser' });

  return (
    <div className="second-factor">
      <p>
        {t({
          id: 'sessions.intro',
          message:
            'Hier sind Sie angemeldet. Erkennen Sie eine Sitzung nicht, beenden Sie sie und ändern Sie Ihr Passwort.',
        })}
      </p>
      <ul className="factor-list">
        {list.map((session) => (
          <li key={session.id}>
            <span>
              <strong>{describe(session)}</strong>
              {session.current && <> {t({ id: 'sessions.current', message: '(diese Sitzung)' })}</>}
              <br />
              {t({
                id: 'sessions.details',
                message: `angemeldet ${timeOf(session.createdAt)}, zuletzt aktiv ${timeOf(session.lastUsedAt)}`,
              })}
              {session.clientAddress && (
                <>
                  <br />
                  {t({ id: 'sessions.address', message: `Adresse bei der Anmeldung: ${session.clientAddress}` })}
                </>
              )}
            </span>
            {!session.current && (
              <button
                type="button"
                className="link-button danger"
                disabled={endOne.isPending}
                aria-label={t({ id: 'sessions.end_named', message: `Sitzung ${describe(session)} beenden` })}
                onClick={() => endOne.mutate(session.id)}
              >
                {t({ id: 'sessions.end', message: 'Beenden' })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 && (
        <div className="button-row">
          <button
            className="button secondary"
            type="button"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            {t({ id: 'sessions.end_others', message: 'Überall sonst abmelden' })}
          </button>
        </div>
      )}
    </div>
  );
}
