import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { RouteName } from './route-table.ts';

/**
 * Every page has its own title ("Kurse verwalten – Awareness-Portal"): tabs, bookmarks, the history
 * and screen readers name the page (WCAG 2.4.2). The title follows the route and the language.
 */
export function usePageTitle(name: RouteName): void {
  const { t } = useLingui();
  const portal = t({ id: 'app.title', message: 'Awareness-Portal' });
  const titles: Record<RouteName, string> = {
    login: t({ id: 'page_title.login', message: 'Anmelden' }),
    adminLogin: t({ id: 'page_title.admin_login', message: 'Anmeldung für Administratoren' }),
    ssoCallback: t({ id: 'sso.title', message: 'Anmeldung über Ihr Unternehmen' }),
    adminSsoCallback: t({ id: 'sso.admin_title', message: 'Anmeldung über den Identitätsanbieter' }),
    register: t({ id: 'page_title.register', message: 'Unternehmen registrieren' }),
    resetPassword: t({ id: 'page_title.reset_password', message: 'Passwort vergessen' }),
    adminResetPassword: t({ id: 'page_title.reset_password', message: 'Passwort vergessen' }),
    invitation: t({ id: 'page_title.invitation', message: 'Einladung annehmen' }),
    recoveryPassword: t({ id: 'recovery.title', message: 'Neues Passwort festlegen' }),
    adminRecoveryPassword: t({ id: 'recovery.title', message: 'Neues Passwort festlegen' }),
    confirmEmail: t({ id: 'page_title.confirm_email', message: 'Neue E-Mail-Adresse bestätigen' }),
    reportEmailChange: t({ id: 'page_title.report_email_change', message: 'Änderung der E-Mail-Adresse melden' }),
    orderDataProcessing: t({ id: 'agreement.page_title', message: 'Auftragsverarbeitung' }),
    privacy: t({ id: 'page_title.privacy', message: 'Datenschutzhinweise' }),
    impressum: t({ id: 'page_title.impressum', message: 'Impressum' }),
    verify: t({ id: 'verify.title', message: 'Zertifikat prüfen' }),
    home: portal,
    users: t({ id: 'menu.manage_employees', message: 'Mitarbeitende verwalten' }),
    courseSettings: t({ id: 'menu.manage_courses', message: 'Kurse verwalten' }),
    dashboard: t({ id: 'menu.dashboard', message: 'Dashboard' }),
    proofOfInsurance: t({ id: 'menu.company_certificate', message: 'Unternehmenszertifikat' }),
    phishingSimulation: t({ id: 'menu.phishing_simulation', message: 'Phishing-Simulation' }),
    mySimulations: t({ id: 'menu.my_simulations', message: 'Meine Simulationen' }),
    management: t({ id: 'menu.management', message: 'Geschäftsleitung' }),
    companyPolicies: t({ id: 'menu.company_policies', message: 'Richtlinien verwalten' }),
    companyPolicy: t({ id: 'page_title.company_policy', message: 'Richtlinie' }),
    myPolicies: t({ id: 'menu.my_policies', message: 'Richtlinien' }),
    aiLiteracy: t({ id: 'menu.ai_literacy', message: 'KI-Kompetenz' }),
    evidence: t({ id: 'menu.evidence', message: 'Nachweispaket' }),
    sharedEvidence: t({ id: 'evidence.shared.title', message: 'Geteiltes Nachweispaket' }),
    adminEvidence: t({ id: 'menu.evidence_status', message: 'Nachweisstatus' }),
    personalCertificate: t({ id: 'menu.personal_certificate', message: 'Persönliches Zertifikat' }),
    trainings: t({ id: 'menu.my_trainings', message: 'Meine Schulungen' }),
    training: t({ id: 'menu.training', message: 'Schulung' }),
    accountSettings: t({ id: 'account_settings.title', message: 'Kontoeinstellungen' }),
    logout: t({ id: 'menu.logout', message: 'Abmelden' }),
    admin: t({ id: 'menu.manage_customers', message: 'Kunden verwalten' }),
    adminPolicyholders: t({ id: 'menu.manage_customers', message: 'Kunden verwalten' }),
    adminPolicyholder: t({ id: 'page_title.customer', message: 'Kunde' }),
    adminStatistics: t({ id: 'menu.statistics', message: 'Statistik' }),
    adminAdmins: t({ id: 'menu.manage_admins', message: 'Administratoren verwalten' }),
    adminUpload: t({ id: 'menu.upload_employee_lists', message: 'Mitarbeiterlisten hochladen' }),
    adminSimulation: t({ id: 'simulation.admin.title', message: 'Phishing-Simulation: Steuerung und Szenarien' }),
    adminSecurity: t({ id: 'admin_security.title', message: 'Anmeldesicherheit' }),
    signInSecurity: t({ id: 'admin_security.title', message: 'Anmeldesicherheit' }),
  };
  const title = name === 'home' ? portal : `${titles[name]} – ${portal}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
