import type { Lang } from '#shared/constants.ts';
import type { ERROR_MESSAGE_IDS } from '#shared/errors.ts';

type MessageId = (typeof ERROR_MESSAGE_IDS)[keyof typeof ERROR_MESSAGE_IDS];

/** The server's own texts: error messages in both languages, keyed by the spec's message ids. */
const MESSAGES: Record<Lang, Record<MessageId, string>> = {
  de: {
    'common.authorization_required': 'Bitte melden Sie sich an.',
    'common.access_denied': 'Dazu sind Sie nicht berechtigt.',
    'common.not_found': 'Nicht gefunden.',
    'common.validation_failed': 'Bitte prüfen Sie Ihre Eingaben: {fields}.',
    'login.failed': 'Anmeldung fehlgeschlagen: E-Mail-Adresse oder Passwort ist falsch.',
    'login.account_locked': 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an den Support.',
    'login.account_blocked': 'Der Zugang Ihres Unternehmens ist gesperrt. Bitte wenden Sie sich an den Support.',
    'users.email_already_exists': 'Diese E-Mail-Adresse ist bereits vergeben.',
    'users.invitation_already_accepted':
      'Diese Person hat ihr Passwort bereits festgelegt; eine neue Einladung ist nicht nötig.',
    'change_password.password_too_weak': 'Die Passwortkomplexität muss mindestens „mittel“ sein.',
    'change_password.password_too_short':
      'Das Passwort muss mindestens {min} und darf höchstens {max} Zeichen lang sein.',
    'change_password.passwords_do_not_match': 'Die Passwörter stimmen nicht überein.',
    'change_password.current_password_wrong': 'Das aktuelle Passwort ist falsch.',
    'register.consent_required':
      'Bitte bestätigen Sie die Datenschutzhinweise, den Auftragsverarbeitungsvertrag und dass Sie Kunde sind.',
    'agreement.cannot_be_withdrawn': 'Die Annahme des Auftragsverarbeitungsvertrags kann nicht zurückgenommen werden.',
    'settings.insurance_number_invalid':
      'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.',
    'common.is_actions_blocked':
      'Der Auftragsverarbeitungsvertrag wurde vom Kontoinhaber noch nicht akzeptiert. Bis dahin sind Aktionen gesperrt.',
    'progress.reset_too_soon':
      'Das E-Learning kann nur alle {days} Tage zurückgesetzt werden. Die nächste Zurücksetzung ist ab dem {date} möglich.',
    'common.too_many_requests': 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
    'reset_password.link_invalid': 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    'common.payload_too_large': 'Die Anfrage ist zu groß.',
    'common.service_unavailable':
      'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    'common.something_went_wrong': 'Etwas ist schiefgelaufen.',
  },
  en: {
    'common.authorization_required': 'Please sign in.',
    'common.access_denied': 'You are not allowed to do this.',
    'common.not_found': 'Not found.',
    'common.validation_failed': 'Please check your input: {fields}.',
    'login.failed': 'Login failed: wrong e-mail address or password.',
    'login.account_locked': 'This account is locked. Please contact support.',
    'login.account_blocked': "Your company's access is blocked. Please contact support.",
    'users.email_already_exists': 'This e-mail address is already in use.',
    'users.invitation_already_accepted': 'This person has already set a password; no new invitation is needed.',
    'change_password.password_too_weak': 'The password complexity must be at least medium.',
    'change_password.password_too_short': 'The password must be at least {min} and at most {max} characters long.',
    'change_password.passwords_do_not_match': 'The passwords do not match.',
    'change_password.current_password_wrong': 'The current password is wrong.',
    'register.consent_required':
      'Please confirm the privacy notice, the data processing agreement and that you are a customer.',
    'agreement.cannot_be_withdrawn': 'The acceptance of the data processing agreement cannot be withdrawn.',
    'settings.insurance_number_invalid':
      'The insurance number must be "AS-" followed by exactly 10 digits and must not be a placeholder number.',
    'common.is_actions_blocked':
      'The order processing contract has not yet been accepted by the account holder. Until then, actions are blocked.',
    'progress.reset_too_soon':
      'The e-learning can only be reset every {days} days. The next reset is possible from {date}.',
    'common.too_many_requests': 'Too many attempts. Please wait {seconds} seconds and try again.',
    'reset_password.link_invalid': 'This link is invalid or has expired. Please request a new one.',
    'common.payload_too_large': 'The request is too large.',
    'common.service_unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
    'common.something_went_wrong': 'Something went wrong.',
  },
};

export function translate(lang: Lang, id: MessageId, params: Record<string, string | number> = {}): string {
  const template = MESSAGES[lang][id] ?? MESSAGES.de[id];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}
