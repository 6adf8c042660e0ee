import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSession } from '../../session/use-session.ts';
import { SecondFactorSection } from './second-factor-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/**
 * /admin/security: an admin's second factors (docs/decisions/069-second-factor.md). An admin without
 * one is sent here after signing in and can do nothing else until it is set up.
 */
export default function AdminSecurityPage() {
  const { t } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const headingId = useId();
  const sessionsHeadingId = useId();
  const title = t({ id: 'admin_security.title', message: 'Anmeldesicherheit' });
  return (
    <div className="settings">
      <h1>{title}</h1>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t({ id: 'second_factor.title', message: 'Zwei-Faktor-Anmeldung' })}</h2>
        <SecondFactorSection userId={userId} role="admin" />
      </section>
      <section className="card" aria-labelledby={sessionsHeadingId}>
        <h2 id={sessionsHeadingId}>{t({ id: 'sessions.title', message: 'Angemeldete Geräte' })}</h2>
        <SessionsSection />
      </section>
    </div>
  );
}
