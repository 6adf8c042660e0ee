import type { CertificateKind } from '#shared/api/certificates.ts';
import { formatBerlinDate, formatBerlinMoment } from '#shared/berlin-dates.ts';
import type { Lang, ProgressStatus, Role } from '#shared/constants.ts';
import { isCourseSlug } from '#shared/courses.ts';
import type { AuditAction } from '../audit/audit-log.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';

/**
 * The words of the readable exports (the company's CSV and XLSX, the person's CSV and PDF) in the
 * reader's language, German by default (decision 104): roles, statuses, audit events and the
 * labels, with dates in German time as DD.MM.YYYY in both languages (docs/product.md §9). The JSON
 * exports keep the codes for programs. The server's texts are records like the certificates'
 * (certificate-texts.ts); the app's own words come from its catalogues.
 */
const pick = (lang: Lang, words: readonly [de: string, en: string]) => (lang === 'en' ? words[1] : words[0]);

/** A role as the people lists name it (decision 076): the employer in the person's form. */
export function roleWord(lang: Lang, role: Role | string | null, salutation: string | null = null): string {
  switch (role) {
    case 'employer':
      return pick(lang, [salutation === 'Frau' ? 'Arbeitgeberin' : 'Arbeitgeber', 'Employer']);
    case 'manager':
      return pick(lang, ['Führungskraft', 'Manager']);
    case 'employee':
      return pick(lang, ['Mitarbeitende', 'Employee']);
    case 'admin':
      return pick(lang, ['Support des Portals', 'Portal support']);
    default:
      return pick(lang, ['System', 'System']);
  }
}

const STATUS: Record<ProgressStatus, readonly [string, string]> = {
  notStarted: ['Nicht begonnen', 'Not started'],
  inProgress: ['In Bearbeitung', 'In progress'],
  quizPending: ['Quiz ausstehend', 'Quiz pending'],
  failed: ['Quiz nicht bestanden', 'Quiz not passed'],
  passed: ['Bestanden', 'Passed'],
};

/** A course's status as the learner's card says it. */
export const statusWord = (lang: Lang, status: ProgressStatus): string => pick(lang, STATUS[status]);

/** What an audit entry records, in words (the admin's audit page says the same, src/app/features/policyholders/audit-labels.ts). */
const AUDIT: Record<AuditAction, readonly [string, string]> = {
  'account.registered': ['Registriert', 'Registered'],
  'account.sign_in_failed': ['Anmeldung fehlgeschlagen', 'Sign-in failed'],
  'account.signed_in': ['Angemeldet', 'Signed in'],
  'account.signed_out': ['Abgemeldet', 'Signed out'],
  'account.password_changed': ['Passwort geändert', 'Password changed'],
  'account.password_reset_requested': ['Passwort-Link angefordert', 'Password link requested'],
  'account.password_reset': ['Passwort über Link neu gesetzt', 'Password set again by link'],
  'account.invitation_accepted': ['Einladung angenommen', 'Invitation accepted'],
  'account.email_changed': ['E-Mail-Adresse geändert', 'E-mail address changed'],
  'account.email_change_requested': ['Änderung der E-Mail-Adresse angefordert', 'E-mail address change requested'],
  'account.email_change_reported': [
    'Änderung der E-Mail-Adresse als fremd gemeldet',
    'E-mail address change reported as not made by the owner',
  ],
  'account.updated': ['Kontodaten geändert', 'Account data changed'],
  'agreement.accepted': ['Auftragsverarbeitungsvertrag akzeptiert', 'Data processing agreement accepted'],
  'certificate.issued': ['Zertifikat ausgestellt', 'Certificate issued'],
  'certificate.sent': ['Prüflink an den Versicherer gesendet', 'Verification link sent to the insurer'],
  'company.updated': ['Unternehmensdaten geändert', 'Company data changed'],
  'company.second_factor_rule_changed': ['Regel zur Zwei-Faktor-Anmeldung geändert', 'Two-factor sign-in rule changed'],
  'company.sign_in_provider_changed': [
    'Identitätsanbieter für die Anmeldung eingerichtet oder geändert',
    'Sign-in identity provider set up or changed',
  ],
  'company.sign_in_provider_removed': [
    'Identitätsanbieter für die Anmeldung entfernt',
    'Sign-in identity provider removed',
  ],
  'account.provider_linked': ['Konto mit dem Identitätsanbieter verknüpft', 'Account linked to the identity provider'],
  'account.provider_sign_in_refused': [
    'Anmeldung über den Identitätsanbieter abgewiesen',
    'Sign-in through the identity provider refused',
  ],
  'account.provider_hint_sent': [
    'Passwort-Link angefordert, stattdessen Hinweis auf die Anmeldung über den Identitätsanbieter gesendet',
    'Password link requested; the way to sign in through the identity provider sent instead',
  ],
  'data.exported': ['Daten heruntergeladen', 'Data downloaded'],
  'employee.invited': ['Person eingeladen', 'Person invited'],
  'employee.invitation_resent': ['Einladung erneut gesendet', 'Invitation sent again'],
  'employee.updated': ['Person bearbeitet', 'Person edited'],
  'employee.deleted': ['Person entfernt', 'Person removed'],
  'employee.role_changed': ['Rolle geändert', 'Role changed'],
  'progress.company_reset': ['E-Learning zurückgesetzt', 'E-learning reset'],
  'upload.received': ['Mitarbeiterliste hochgeladen', 'Employee list uploaded'],
  'upload.confirmation_sent': ['Eingangsbestätigung gesendet', 'Receipt confirmation sent'],
  'upload.imported': ['Mitarbeiterliste importiert', 'Employee list imported'],
  'account.sign_in_refused': ['Anmeldung abgewiesen (gesperrt)', 'Sign-in refused (stopped)'],
  'account.sign_in_throttled': ['Anmeldung gebremst nach Fehlversuchen', 'Sign-in slowed down after failures'],
  'account.locked': ['Konto gesperrt', 'Account locked'],
  'account.unlocked': ['Konto entsperrt', 'Account unlocked'],
  'account.activated': ['Zugang aktiviert', 'Access activated'],
  'account.activation_link_sent': ['Aktivierungslink gesendet', 'Activation link sent'],
  'account.reset_link_sent': ['Link zum Zurücksetzen gesendet', 'Reset link sent'],
  'account.password_accepted': ['Passwort richtig, zweiter Faktor erwartet', 'Password correct, second factor awaited'],
  'account.second_factor_failed': ['Falscher Code des zweiten Faktors', 'Wrong second-factor code'],
  'account.second_factor_added': ['Zweiter Faktor eingerichtet', 'Second factor set up'],
  'account.second_factor_removed': ['Zweiter Faktor entfernt', 'Second factor removed'],
  'account.second_factor_reset': ['Zweiter Faktor zurückgesetzt', 'Second factor reset'],
  'account.recovery_codes_renewed': ['Neue Wiederherstellungscodes erzeugt', 'New recovery codes created'],
  'account.sessions_ended': ['Sitzungen beendet', 'Sessions ended'],
  'employer.blocked': ['Unternehmen gesperrt', 'Company blocked'],
  'employer.unblocked': ['Unternehmen freigegeben', 'Company unblocked'],
  'employer.changed': ['Arbeitgeber gewechselt', 'Employer changed'],
  'employer.deleted': ['Arbeitgeber vollständig gelöscht', 'Employer deleted completely'],
  'admin.created': ['Administrator angelegt', 'Administrator created'],
  'admin.deleted': ['Administrator gelöscht', 'Administrator deleted'],
  'admin.invitation_resent': [
    'Link zum Festlegen des Passworts erneut gesendet',
    'Link to set the password sent again',
  ],
  'simulation.booked': ['Phishing-Simulation gebucht', 'Phishing simulation booked'],
  'simulation.checklist_confirmed': ['Voraussetzung der Simulation bestätigt', 'Simulation prerequisite confirmed'],
  'simulation.mode_changed': ['Auswertung der Simulation umgestellt', 'Simulation evaluation mode changed'],
  'management.members_changed': ['Geschäftsleitung benannt', 'Management named'],
  'directory.token_created': [
    'SCIM-Token für den Verzeichnisabgleich erstellt',
    'SCIM token for directory sync created',
  ],
  'directory.token_rotated': ['SCIM-Token erneuert', 'SCIM token rotated'],
  'directory.token_revoked': ['SCIM-Token widerrufen', 'SCIM token revoked'],
  'directory.token_used': ['SCIM-Token verwendet', 'SCIM token used'],
  'directory.groups_mapped': ['Gruppen für Führungskräfte festgelegt', 'Manager groups set'],
  'directory.group_changed': ['Gruppe aus dem Verzeichnis geändert', 'Directory group changed'],
  'directory.request_refused': ['SCIM-Anfrage abgewiesen', 'SCIM request refused'],
  'policy.published': ['Richtlinie veröffentlicht', 'Policy published'],
  'policy.audience_changed': ['Empfänger einer Richtlinie geändert', 'Policy recipients changed'],
  'policy.confirmed': ['Richtlinie als gelesen bestätigt', 'Policy confirmed as read'],
  'policy.reminded': ['An Richtlinie erinnert', 'Reminded of a policy'],
  'policy.confirmations_exported': ['Bestätigungen einer Richtlinie exportiert', 'Policy confirmations exported'],
  'ai_literacy.tools_changed': ['KI-Tools und ihre Nutzer erfasst', 'AI tools and their users recorded'],
  'evidence.package_created': ['Nachweispaket erstellt', 'Evidence package created'],
  'evidence.link_created': ['Link zum Nachweispaket geteilt', 'Evidence package link shared'],
  'evidence.link_revoked': ['Link zum Nachweispaket zurückgezogen', 'Evidence package link withdrawn'],
  'simulation.announcement_sent': ['Ankündigung der Simulation versandt', 'Simulation announcement sent'],
  'simulation.domain_added': ['Domain für Simulationen hinzugefügt', 'Domain added for simulations'],
  'simulation.domain_verified': ['Domain bestätigt', 'Domain verified'],
  'simulation.domain_lapsed': ['Domain-Bestätigung entfallen', 'Domain verification lapsed'],
  'simulation.domain_removed': ['Domain entfernt', 'Domain removed'],
  'simulation.person_excluded': ['Person von Simulationen ausgenommen', 'Person excluded from simulations'],
  'simulation.person_included': ['Person wieder in Simulationen einbezogen', 'Person included in simulations again'],
  'simulation.template_published': ['Simulationsvorlage freigegeben', 'Simulation scenario published'],
  'simulation.template_retired': ['Simulationsvorlage zurückgezogen', 'Simulation scenario retired'],
  'simulation.campaign_created': ['Simulationskampagne angelegt', 'Simulation campaign created'],
  'simulation.campaign_launched': ['Simulationskampagne gestartet', 'Simulation campaign started'],
  'simulation.campaign_paused': ['Simulationskampagne pausiert', 'Simulation campaign paused'],
  'simulation.campaign_resumed': ['Simulationskampagne fortgesetzt', 'Simulation campaign resumed'],
  'simulation.campaign_stopped': ['Simulationskampagne beendet', 'Simulation campaign ended'],
  'simulation.wave_planned': ['Simulationswelle geplant', 'Simulation wave planned'],
  'simulation.test_mail_sent': ['Test-Simulationsmail versandt', 'Test simulation mail sent'],
  'simulation.switch_changed': ['Globaler Simulationsstopp geändert', 'Global simulation stop changed'],
  'simulation.sender_domain_added': ['Absenderdomain hinzugefügt', 'Sender domain added'],
  'simulation.sender_domain_retired': ['Absenderdomain stillgelegt', 'Sender domain retired'],
  'simulation.company_blocked': ['Simulationen des Unternehmens gesperrt', 'Company’s simulations blocked'],
  'simulation.company_unblocked': ['Simulationen des Unternehmens freigegeben', 'Company’s simulations allowed'],
};

export const auditWord = (lang: Lang, action: string): string =>
  action in AUDIT ? pick(lang, AUDIT[action as AuditAction]) : action;

/** A certificate by its kind; a company document below the threshold is an interim status (decision 104). */
export function certificateWord(lang: Lang, kind: CertificateKind | string, interim = false): string {
  if (kind === 'personal') return pick(lang, ['Persönliches Zertifikat', 'Personal certificate']);
  return interim
    ? pick(lang, ['Zwischenstand', 'Interim status'])
    : pick(lang, ['Unternehmenszertifikat', 'Company certificate']);
}

export const yesNo = (lang: Lang, value: boolean): string => pick(lang, value ? ['ja', 'yes'] : ['nein', 'no']);

/** The languages named in themselves, as everywhere in the portal. */
export const languageWord = (lang: Lang | string): string => (lang === 'en' ? 'English' : 'Deutsch');

export const salutationWord = (lang: Lang, salutation: string | null): string | null =>
  salutation === null ? null : lang === 'de' ? salutation : salutation === 'Frau' ? 'Ms' : 'Mr';

/** DD.MM.YYYY, HH:MM in German time; null stays null. */
export const moment = (at: Date | string | null | undefined): string | null => (at ? formatBerlinMoment(at) : null);
/** DD.MM.YYYY in German time; null stays null. */
export const day = (at: Date | string | null | undefined): string | null => (at ? formatBerlinDate(at) : null);
/** A stored day (yyyy-mm-dd, as deadlines are kept) as DD.MM.YYYY. */
export const storedDay = (value: string | null): string | null =>
  value ? `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}` : null;

/** Learning time in minutes (seconds below a minute). */
export function duration(lang: Lang, seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return pick(lang, [`${Math.round(seconds / 60)} Min.`, `${Math.round(seconds / 60)} min`]);
}

/** A course by its title in the reader's language; a slug no longer in the catalogue as it is. */
export const courseTitle = (catalog: CourseCatalog, lang: Lang, slug: string): string =>
  isCourseSlug(slug) ? catalog.get(slug, lang).title : slug;
