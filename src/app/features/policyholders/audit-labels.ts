import { t } from '@lingui/core/macro';

/** What the stable action names of the audit log (src/server/audit/audit-log.ts) say to a reader. */
export function auditActionLabel(action: string): string {
  switch (action) {
    case 'account.registered':
      return t({ id: 'admin.audit.account.registered', message: 'Registriert' });
    case 'account.sign_in_failed':
      return t({ id: 'admin.audit.account.sign_in_failed', message: 'Anmeldung fehlgeschlagen' });
    case 'account.sign_in_refused':
      return t({ id: 'admin.audit.account.sign_in_refused', message: 'Anmeldung abgewiesen (gesperrt)' });
    case 'account.sign_in_throttled':
      return t({ id: 'admin.audit.account.sign_in_throttled', message: 'Anmeldung gebremst nach Fehlversuchen' });
    case 'account.signed_in':
      return t({ id: 'admin.audit.account.signed_in', message: 'Angemeldet' });
    case 'account.signed_out':
      return t({ id: 'admin.audit.account.signed_out', message: 'Abgemeldet' });
    case 'account.password_changed':
      return t({ id: 'admin.audit.account.password_changed', message: 'Passwort geändert' });
    case 'account.password_reset_requested':
      return t({ id: 'admin.audit.account.password_reset_requested', message: 'Passwort-Link angefordert' });
    case 'account.password_reset':
      return t({ id: 'admin.audit.account.password_reset', message: 'Passwort über Link neu gesetzt' });
    case 'account.invitation_accepted':
      return t({ id: 'admin.audit.account.invitation_accepted', message: 'Einladung angenommen' });
    case 'account.email_changed':
      return t({ id: 'admin.audit.account.email_changed', message: 'E-Mail-Adresse geändert' });
    case 'account.updated':
      return t({ id: 'admin.audit.account.updated', message: 'Kontodaten geändert' });
    case 'account.locked':
      return t({ id: 'admin.audit.account.locked', message: 'Konto gesperrt' });
    case 'account.unlocked':
      return t({ id: 'admin.audit.account.unlocked', message: 'Konto entsperrt' });
    case 'account.activated':
      return t({ id: 'admin.audit.account.activated', message: 'Zugang aktiviert' });
    case 'account.activation_link_sent':
      return t({ id: 'admin.audit.account.activation_link_sent', message: 'Aktivierungslink gesendet' });
    case 'account.reset_link_sent':
      return t({ id: 'admin.audit.account.reset_link_sent', message: 'Link zum Zurücksetzen gesendet' });
    case 'account.password_accepted':
      return t({ id: 'admin.audit.account.password_accepted', message: 'Passwort richtig, zweiter Faktor erwartet' });
    case 'account.second_factor_failed':
      return t({ id: 'admin.audit.account.second_factor_failed', message: 'Falscher Code des zweiten Faktors' });
    case 'account.second_factor_added':
      return t({ id: 'admin.audit.account.second_factor_added', message: 'Zweiter Faktor eingerichtet' });
    case 'account.second_factor_removed':
      return t({ id: 'admin.audit.account.second_factor_removed', message: 'Zweiter Faktor entfernt' });
    case 'account.second_factor_reset':
      return t({ id: 'admin.audit.account.second_factor_reset', message: 'Zweiter Faktor zurückgesetzt' });
    case 'account.recovery_codes_renewed':
      return t({ id: 'admin.audit.account.recovery_codes_renewed', message: 'Neue Wiederherstellungscodes erzeugt' });
    case 'agreement.accepted':
      return t({ id: 'admin.audit.agreement.accepted', message: 'Auftragsverarbeitungsvertrag akzeptiert' });
    case 'company.updated':
      return t({ id: 'admin.audit.company.updated', message: 'Unternehmensdaten geändert' });
    case 'company.second_factor_rule_changed':
      return t({
        id: 'admin.audit.company.second_factor_rule_changed',
        message: 'Regel zur Zwei-Faktor-Anmeldung geändert',
      });
    case 'company.sign_in_provider_changed':
      return t({
        id: 'admin.audit.company.sign_in_provider_changed',
        message: 'Identitätsanbieter für die Anmeldung eingerichtet oder geändert',
      });
    case 'company.sign_in_provider_removed':
      return t({
        id: 'admin.audit.company.sign_in_provider_removed',
        message: 'Identitätsanbieter für die Anmeldung entfernt',
      });
    case 'account.provider_linked':
      return t({ id: 'admin.audit.account.provider_linked', message: 'Konto mit dem Identitätsanbieter verknüpft' });
    case 'account.provider_sign_in_refused':
      return t({
        id: 'admin.audit.account.provider_sign_in_refused',
        message: 'Anmeldung über den Identitätsanbieter abgewiesen',
      });
    case 'account.provider_hint_sent':
      return t({
        id: 'admin.audit.account.provider_hint_sent',
        message:
          'Passwort-Link angefordert, stattdessen Hinweis auf die Anmeldung über den Identitätsanbieter gesendet',
      });
    case 'data.exported':
      return t({ id: 'admin.audit.data.exported', message: 'Daten heruntergeladen' });
    case 'employee.invited':
      return t({ id: 'admin.audit.employee.invited', message: 'Person eingeladen' });
    case 'employee.invitation_resent':
      return t({ id: 'admin.audit.employee.invitation_resent', message: 'Einladung erneut gesendet' });
    case 'employee.updated':
      return t({ id: 'admin.audit.employee.updated', message: 'Person bearbeitet' });
    case 'employee.deleted':
      return t({ id: 'admin.audit.employee.deleted', message: 'Person entfernt' });
    case 'employee.role_changed':
      return t({ id: 'admin.audit.employee.role_changed', message: 'Rolle geändert' });
    case 'employer.blocked':
      return t({ id: 'admin.audit.employer.blocked', message: 'Unternehmen gesperrt' });
    case 'employer.unblocked':
      return t({ id: 'admin.audit.employer.unblocked', message: 'Unternehmen freigegeben' });
    case 'employer.changed':
      return t({ id: 'admin.audit.employer.changed', message: 'Arbeitgeber gewechselt' });
    case 'employer.deleted':
      return t({ id: 'admin.audit.employer.deleted', message: 'Arbeitgeber vollständig gelöscht' });
    case 'progress.company_reset':
      return t({ id: 'admin.audit.progress.company_reset', message: 'E-Learning zurückgesetzt' });
    case 'upload.received':
      return t({ id: 'admin.audit.upload.received', message: 'Mitarbeiterliste hochgeladen' });
    case 'upload.confirmation_sent':
      return t({ id: 'admin.audit.upload.confirmation_sent', message: 'Eingangsbestätigung gesendet' });
    case 'upload.imported':
      return t({ id: 'admin.audit.upload.imported', message: 'Mitarbeiterliste importiert' });
    case 'certificate.issued':
      return t({ id: 'admin.audit.certificate.issued', message: 'Zertifikat ausgestellt' });
    case 'certificate.sent':
      return t({ id: 'admin.audit.certificate.sent', message: 'Prüflink an den Versicherer gesendet' });
    case 'admin.created':
      return t({ id: 'admin.audit.admin.created', message: 'Administrator angelegt' });
    case 'admin.deleted':
      return t({ id: 'admin.audit.admin.deleted', message: 'Administrator gelöscht' });
    case 'admin.invitation_resent':
      return t({
        id: 'admin.audit.admin.invitation_resent',
        message: 'Link zum Festlegen des Passworts erneut gesendet',
      });
    case 'simulation.booked':
      return t({ id: 'admin.audit.simulation.booked', message: 'Phishing-Simulation gebucht' });
    case 'simulation.checklist_confirmed':
      return t({ id: 'admin.audit.simulation.checklist_confirmed', message: 'Voraussetzung der Simulation bestätigt' });
    case 'simulation.mode_changed':
      return t({ id: 'admin.audit.simulation.mode_changed', message: 'Auswertung der Simulation umgestellt' });
    case 'management.members_changed':
      return t({ id: 'admin.audit.management.members_changed', message: 'Geschäftsleitung benannt' });
    case 'directory.token_created':
      return t({
        id: 'admin.audit.directory.token_created',
        message: 'SCIM-Token für den Verzeichnisabgleich erstellt',
      });
    case 'directory.token_rotated':
      return t({ id: 'admin.audit.directory.token_rotated', message: 'SCIM-Token erneuert' });
    case 'directory.token_revoked':
      return t({ id: 'admin.audit.directory.token_revoked', message: 'SCIM-Token widerrufen' });
    case 'directory.token_used':
      return t({ id: 'admin.audit.directory.token_used', message: 'SCIM-Token verwendet' });
    case 'directory.groups_mapped':
      return t({ id: 'admin.audit.directory.groups_mapped', message: 'Gruppen für Führungskräfte festgelegt' });
    case 'directory.group_changed':
      return t({ id: 'admin.audit.directory.group_changed', message: 'Gruppe aus dem Verzeichnis geändert' });
    case 'directory.request_refused':
      return t({ id: 'admin.audit.directory.request_refused', message: 'SCIM-Anfrage abgewiesen' });
    case 'policy.published':
      return t({ id: 'admin.audit.policy.published', message: 'Richtlinie veröffentlicht' });
    case 'policy.audience_changed':
      return t({ id: 'admin.audit.policy.audience_changed', message: 'Empfänger einer Richtlinie geändert' });
    case 'policy.confirmed':
      return t({ id: 'admin.audit.policy.confirmed', message: 'Richtlinie als gelesen bestätigt' });
    case 'policy.reminded':
      return t({ id: 'admin.audit.policy.reminded', message: 'An Richtlinie erinnert' });
    case 'policy.confirmations_exported':
      return t({
        id: 'admin.audit.policy.confirmations_exported',
        message: 'Bestätigungen einer Richtlinie exportiert',
      });
    case 'ai_literacy.tools_changed':
      return t({ id: 'admin.audit.ai_literacy.tools_changed', message: 'KI-Tools und ihre Nutzer erfasst' });
    case 'evidence.package_created':
      return t({ id: 'admin.audit.evidence.package_created', message: 'Nachweispaket erstellt' });
    case 'evidence.link_created':
      return t({ id: 'admin.audit.evidence.link_created', message: 'Link zum Nachweispaket geteilt' });
    case 'evidence.link_revoked':
      return t({ id: 'admin.audit.evidence.link_revoked', message: 'Link zum Nachweispaket zurückgezogen' });
    case 'simulation.announcement_sent':
      return t({ id: 'admin.audit.simulation.announcement_sent', message: 'Ankündigung der Simulation versandt' });
    case 'simulation.domain_added':
      return t({ id: 'admin.audit.simulation.domain_added', message: 'Domain für Simulationen hinzugefügt' });
    case 'simulation.domain_verified':
      return t({ id: 'admin.audit.simulation.domain_verified', message: 'Domain bestätigt' });
    case 'simulation.domain_lapsed':
      return t({ id: 'admin.audit.simulation.domain_lapsed', message: 'Domain-Bestätigung entfallen' });
    case 'simulation.domain_removed':
      return t({ id: 'admin.audit.simulation.domain_removed', message: 'Domain entfernt' });
    case 'simulation.person_excluded':
      return t({ id: 'admin.audit.simulation.person_excluded', message: 'Person von Simulationen ausgenommen' });
    case 'simulation.person_included':
      return t({ id: 'admin.audit.simulation.person_included', message: 'Person wieder in Simulationen einbezogen' });
    case 'simulation.template_published':
      return t({ id: 'admin.audit.simulation.template_published', message: 'Simulationsvorlage freigegeben' });
    case 'simulation.template_retired':
      return t({ id: 'admin.audit.simulation.template_retired', message: 'Simulationsvorlage zurückgezogen' });
    case 'simulation.campaign_created':
      return t({ id: 'admin.audit.simulation.campaign_created', message: 'Simulationskampagne angelegt' });
    case 'simulation.campaign_launched':
      return t({ id: 'admin.audit.simulation.campaign_launched', message: 'Simulationskampagne gestartet' });
    case 'simulation.campaign_paused':
      return t({ id: 'admin.audit.simulation.campaign_paused', message: 'Simulationskampagne pausiert' });
    case 'simulation.campaign_resumed':
      return t({ id: 'admin.audit.simulation.campaign_resumed', message: 'Simulationskampagne fortgesetzt' });
    case 'simulation.campaign_stopped':
      return t({ id: 'admin.audit.simulation.campaign_stopped', message: 'Simulationskampagne beendet' });
    case 'simulation.wave_planned':
      return t({ id: 'admin.audit.simulation.wave_planned', message: 'Simulationswelle geplant' });
    case 'simulation.test_mail_sent':
      return t({ id: 'admin.audit.simulation.test_mail_sent', message: 'Test-Simulationsmail versandt' });
    case 'simulation.switch_changed':
      return t({ id: 'admin.audit.simulation.switch_changed', message: 'Globaler Simulationsstopp geändert' });
    case 'simulation.sender_domain_added':
      return t({ id: 'admin.audit.simulation.sender_domain_added', message: 'Absenderdomain hinzugefügt' });
    case 'simulation.sender_domain_retired':
      return t({ id: 'admin.audit.simulation.sender_domain_retired', message: 'Absenderdomain stillgelegt' });
    case 'simulation.company_blocked':
      return t({ id: 'admin.audit.simulation.company_blocked', message: 'Simulationen des Unternehmens gesperrt' });
    case 'simulation.company_unblocked':
      return t({
        id: 'admin.audit.simulation.company_unblocked',
        message: 'Simulationen des Unternehmens freigegeben',
      });
    default:
      return action;
  }
}
