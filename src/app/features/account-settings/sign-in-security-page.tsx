import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSession } from '../../session/use-session.ts';
import { SecondFactorSection } from './second-factor-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/**
 * /admin/security and /sign-in-security: the own second factors and sessions. An admin without a
 * factor (docs/decisions/069-second-factor.md), or a customer whose company requires one
 * (decision 099), is sent here and can do nothing else until it is set up.
 */
export default function SignInSecurityPage() {
  const { t } = useLingui();
  const session = useSession();
  const userId = session?.userId ?? 0;
  const headingId = useId();
  const sessionsHeadingId = useId();
  const title = t({ id: 'admin_security.title', message: 'Anmeldesicherheit' });
  return (
    <div className="settings">
      <h1>{title}</h1>
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>{t({ id: 'second_factor.title', message: 'Zwei-Faktor-Anmeldung' })}</h2>
        <SecondFactorSection userId={userId} role={session?.role ?? 'employee'} />
      </section>
      <section className="card" aria-labelledby={sessionsHeadingId}>
        <h2 id={sessionsHeadingId}>{t({ id: 'sessions.title', message: 'Angemeldete Geräte' })}</h2>
        <SessionsSection />
      </section>
    </div>
  );
}
