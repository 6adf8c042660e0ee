import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { isSettingsComplete } from '#shared/rules/settings-completeness.ts';
import { meQuery, ownCompanyQuery } from '../../api/queries.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useSession } from '../../session/use-session.ts';
import { AccountDataForm } from './account-data-form.tsx';
import { AccountNotices } from './account-notices.tsx';
import { HelpVideoReset } from './help-video-reset.tsx';
import { PasswordForm } from './password-form.tsx';
import { SecondFactorSection } from './second-factor-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { ReminderSettings } from './reminder-settings.tsx';
import { CompanySecondFactorRule } from './company-second-factor-rule.tsx';
import { CompanySignInSection } from './company-sign-in-section.tsx';

const PASSWORD_SECTION_ID = 'change-password';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * /account-settings (docs/product.md §2, R5 and R6): employers keep their own and their
 * company's data, employees their own; managers only language, password and the help video.
 */
export default function AccountSettingsPage() {
  const { t } = useLingui();
  const userId = useSession()?.userId ?? 0;
  const me = useQuery(meQuery(userId));
  const isEmployer = me.data?.role === 'employer';
  const company = useQuery({ ...ownCompanyQuery(userId), enabled: isEmployer });
  const title = t({ id: 'account_settings.title', message: 'Kontoeinstellungen' });

  if (me.isError || company.isError) {
    return (
      <div className="card" role="alert">
        <h1>{title}</h1>
        <p>{(me.error ?? company.error)?.message}</p>
      </div>
    );
  }
  if (!me.data || (isEmployer && !company.data)) {
    return <p role="status">{t({ id: 'common.loading', message: 'Wird geladen …' })}</p>;
  }
  const role = me.data.role;
  const incomplete = company.data && !isSettingsComplete({ ...me.data, company: company.data });

  return (
    <div className="settings">
      <h1>{title}</h1>
      <AccountNotices me={me.data} passwordSectionId={PASSWORD_SECTION_ID} />
      {incomplete && (
        <p className="notice">
          {t({
            id: 'account_settings.incomplete',
            message:
              'Ihre Angaben sind noch unvollständig. Sobald alle Pflichtfelder ausgefüllt sind, steht Ihnen das Portal offen.',
          })}
        </p>
      )}
      {role !== 'manager' && (
        <Section
          title={
            isEmployer
              ? t({ id: 'account_settings.data_title', message: 'Ihre Daten und Ihr Unternehmen' })
              : t({ id: 'account_settings.own_data', message: 'Persönliche Daten' })
          }
        >
          <AccountDataForm key={me.data.id} me={me.data} company={company.data} />
        </Section>
      )}
      <Section title={t({ id: 'menu.language', message: 'Sprache' })}>
        <LanguageSwitch label={t({ id: 'account_settings.language', message: 'Sprache für Portal und E-Mails' })} />
      </Section>
      <Section
        id={PASSWORD_SECTION_ID}
        title={t({ id: 'account_settings.change_password', message: 'Passwort ändern' })}
      >
        <PasswordForm me={me.data} />
      </Section>
      {/* With a temporary password the server allows nothing but replacing it (decision 064). */}
      {!me.data.isFirstLogin && (
        <Section title={t({ id: 'second_factor.title', message: 'Zwei-Faktor-Anmeldung' })}>
          <SecondFactorSection userId={me.data.id} role={role} />
        </Section>
      )}
      {!me.data.isFirstLogin && company.data && (
        <Section title={t({ id: 'company_second_factor.title', message: 'Zweiter Faktor im Unternehmen' })}>
          <CompanySecondFactorRule key={company.data.secondFactorRule} userId={me.data.id} company={company.data} />
        </Section>
      )}
      {!me.data.isFirstLogin && company.data && isEmployer && (
        <Section title={t({ id: 'company_sign_in.title', message: 'Anmeldung über Ihren Identitätsanbieter' })}>
          <CompanySignInSection />
        </Section>
      )}
      {!me.data.isFirstLogin && (
        <Section title={t({ id: 'reminders.own_heading', message: 'Erinnerungen per E-Mail' })}>
          <ReminderSettings me={me.data} />
        </Section>
      )}
      <Section title={t({ id: 'sessions.title', message: 'Angemeldete Geräte' })}>
        <SessionsSection />
      </Section>
      <Section title={t({ id: 'data_export.title', message: 'Meine Daten herunterladen' })}>
        <DataExportSection userId={me.data.id} companyId={isEmployer ? company.data?.id : undefined} />
      </Section>
      {(role === 'employer' || role === 'manager') && (
        <Section title={t({ id: 'account_settings.video_title', message: 'Hilfe-Video' })}>
          <HelpVideoReset userId={me.data.id} />
        </Section>
      )}
    </div>
  );
}
