import type { Lang } from '#shared/constants.ts';
import type { EmployeeListColumn, UploadRefusal } from '#shared/api/uploads.ts';
import type { ERROR_MESSAGE_IDS } from '#shared/errors.ts';

type MessageId = (typeof ERROR_MESSAGE_IDS)[keyof typeof ERROR_MESSAGE_IDS];

/** The server's own texts: error messages in both languages, keyed by the message ids of docs/product.md §8. */
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
    'change_password.password_breached':
      'Dieses Passwort taucht in bekannten Datenlecks auf und darf deshalb nicht verwendet werden: Angreifer probieren solche Passwörter als Erstes aus. Bitte wählen Sie ein anderes.',
    'change_password.passwords_do_not_match': 'Die Passwörter stimmen nicht überein.',
    'change_password.current_password_wrong': 'Das aktuelle Passwort ist falsch.',
    'register.consent_required':
      'Bitte bestätigen Sie die Datenschutzhinweise, den Auftragsverarbeitungsvertrag und dass Sie Kunde sind.',
    'agreement.cannot_be_withdrawn': 'Die Annahme des Auftragsverarbeitungsvertrags kann nicht zurückgenommen werden.',
    'settings.insurance_number_invalid':
      'Die Versicherungsnummer muss aus „AS-“ und genau 10 Ziffern bestehen und darf keine Platzhalternummer sein.',
    'login.temporary_password_expired':
      'Ihr vorläufiges Passwort ist abgelaufen. Bitte fordern Sie über „Passwort vergessen?“ einen Link an, um ein eigenes Passwort festzulegen.',
    'login.second_factor_required': 'Passwort richtig. Bitte bestätigen Sie die Anmeldung mit Ihrem zweiten Faktor.',
    'login.second_factor_invalid': 'Der Code ist falsch oder wurde bereits verwendet.',
    'login.second_factor_locked':
      'Nach zu vielen falschen Codes ist die Anmeldung mit dem zweiten Faktor gesperrt. Bitte legen Sie über „Passwort vergessen?“ ein neues Passwort fest; danach können Sie sich wieder anmelden.',
    'second_factor.setup_required':
      'Für Ihr Konto ist die Anmeldung mit einem zweiten Faktor vorgeschrieben. Bitte richten Sie zuerst eine Authenticator-App oder einen Passkey ein.',
    'second_factor.required_for_role':
      'Für Ihr Konto ist ein zweiter Faktor vorgeschrieben. Richten Sie zuerst einen weiteren ein, bevor Sie diesen entfernen.',
    'admin.cannot_reset_own_second_factor':
      'Den eigenen zweiten Faktor kann nur eine andere Administratorin oder ein anderer Administrator zurücksetzen.',
    'change_password.required':
      'Sie haben ein vorläufiges Passwort erhalten. Bitte legen Sie zuerst in den Kontoeinstellungen ein eigenes Passwort fest.',
    'common.is_actions_blocked':
      'Der Auftragsverarbeitungsvertrag wurde vom Kontoinhaber noch nicht akzeptiert. Bis dahin sind Aktionen gesperrt.',
    'certificates.insurance_number_missing':
      'Für das Unternehmenszertifikat fehlt die Versicherungsnummer. Bitte tragen Sie sie in den Kontoeinstellungen ein.',
    'policies.pdf_rejected': 'Bitte wählen Sie eine PDF-Datei (bis {max} MB).',
    'evidence.day_invalid':
      'Wählen Sie einen Stichtag zwischen der Registrierung Ihres Unternehmens ({first}) und heute ({today}).',
    'evidence.link_expired':
      'Dieser Link zum Nachweispaket ist am {date} abgelaufen. Bitten Sie das Unternehmen um einen neuen Link.',
    'evidence.link_revoked':
      'Das Unternehmen hat diesen Link zum Nachweispaket zurückgezogen. Bitten Sie es bei Bedarf um einen neuen Link.',
    'certificates.management_not_passed':
      'Den Nachweis gibt es, sobald die Person als Geschäftsleitung benannt ist und die Geschäftsleitungsschulung in der aktuellen Runde bestanden hat.',
    'certificates.not_earned':
      'Das Zertifikat gibt es, sobald mindestens {min} Kurse zugewiesen und alle zugewiesenen Kurse bestanden sind ({passed} von {assigned} bestanden).',
    'progress.reset_too_soon':
      'Das E-Learning kann nur alle {days} Tage zurückgesetzt werden. Die nächste Zurücksetzung ist ab dem {date} möglich.',
    'trainings.not_assigned': 'Dieser Kurs ist Ihnen nicht zugewiesen.',
    'quiz.not_handed_out':
      'Diese Fragen wurden Ihnen nicht für einen neuen Quizversuch ausgegeben. Bitte öffnen Sie das Quiz erneut.',
    'quiz.module_first':
      'Nach {failures} nicht bestandenen Versuchen in Folge gehen Sie bitte zuerst das Modul noch einmal durch. Danach können Sie das Quiz wiederholen.',
    'simulation.not_booked':
      'Die Phishing-Simulation ist für Ihr Unternehmen nicht gebucht. Die Inhaberin oder der Inhaber des Arbeitgeberkontos kann sie unter „Phishing-Simulation“ buchen.',
    'simulation.unavailable':
      'Die Phishing-Simulation steht derzeit nicht zur Verfügung. Bitte wenden Sie sich an den Support.',
    'simulation.text_version_outdated':
      'Der Text wurde inzwischen geändert (aktuelle Version {version}). Bitte laden Sie die Seite neu und bestätigen Sie die aktuelle Fassung.',
    'simulation.domain_not_allowed':
      'Diese Domain kann nicht bestätigt werden: Adressen bei E-Mail-Anbietern für jedermann gehören nicht Ihrem Unternehmen.',
    'simulation.domain_taken':
      'Diese Domain ist bereits für ein anderes Unternehmen bestätigt. Bitte wenden Sie sich an den Support, wenn sie Ihrem Unternehmen gehört.',
    'simulation.domain_not_verified':
      'Der TXT-Eintrag für {domain} wurde nicht gefunden. Änderungen im DNS können einige Zeit brauchen; bitte prüfen Sie den Eintrag und versuchen Sie es später erneut.',
    'simulation.not_ready':
      'Bevor eine Kampagne startet, bestätigen Sie bitte alle Voraussetzungen und senden Sie eine Testmail an Ihre eigene Adresse.',
    'simulation.no_recipients':
      'Diese Kampagne erreicht niemanden: Es gibt keine aktiven Personen an einer bestätigten Domain, die nicht ausgenommen sind und in den letzten 14 Tagen keine Simulation erhalten haben.',
    'simulation.no_scenarios':
      'Für diese Auswahl an Kategorien und Schwierigkeitsgraden gibt es derzeit kein freigegebenes Szenario. Bitte wählen Sie mehr aus.',
    'simulation.window_passed': 'Der Versandzeitraum ist bereits vorbei. Bitte wählen Sie einen späteren Beginn.',
    'simulation.campaign_state': 'Das ist bei einer Kampagne im Status „{status}“ nicht möglich.',
    'users.upload_error':
      'Die Datei kann nicht hochgeladen werden. Bitte prüfen Sie das Format (CSV mit Semikolon oder Excel-Datei mit den Spalten Vorname, Nachname, E-Mail) oder wenden Sie sich an den Support.',
    'users.upload_min_employees':
      'Mitarbeiterlisten können Unternehmen mit mindestens {min} Mitarbeitenden hochladen. Tragen Sie die Zahl Ihrer Mitarbeitenden in den Unternehmensdaten ein oder laden Sie Ihre Mitarbeitenden einzeln ein.',
    'users.no_upload': 'Sie haben noch keine Mitarbeiterliste hochgeladen.',
    'users.confirmation_own_email_only':
      'Die Bestätigung wird nur an Ihre eigene E-Mail-Adresse gesendet; eine weitere Adresse können Sie in Kopie angeben.',
    'users.confirmation_copy_not_allowed':
      'Eine Kopie der Bestätigung kann nur an eine Adresse Ihres Unternehmens oder Ihres Versicherers gehen.',
    'admin.confirmation_required': 'Bitte bestätigen Sie mit „{word}“.',
    'admin.cannot_delete_self': 'Sie können Ihr eigenes Administratorkonto nicht löschen.',
    'admin.last_admin': 'Das letzte Administratorkonto kann nicht gelöscht werden.',
    'admin.already_employer': 'Diese Person ist bereits Arbeitgeber ihres Unternehmens.',
    'admin.upload_already_imported': 'Diese Mitarbeiterliste wurde bereits importiert.',
    'common.too_many_requests': 'Zu viele Versuche. Bitte warten Sie {seconds} Sekunden und versuchen Sie es erneut.',
    'reset_password.link_invalid': 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    'common.payload_too_large': 'Die Anfrage ist zu groß.',
    'common.conflict':
      'Dieselben Daten wurden im selben Moment anderweitig geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    'common.service_unavailable':
      'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    'common.something_went_wrong': 'Etwas ist schiefgelaufen.',
    'login.password_sign_in_off':
      'Ihr Unternehmen meldet Sie über seinen Identitätsanbieter an; ein Passwort für das Portal brauchen Sie nicht. Bitte melden Sie sich auf der Anmeldeseite über die Schaltfläche „Mit … anmelden“ an.',
    'sso.discovery_failed':
      'Der Identitätsanbieter ist nicht erreichbar oder kein passender OpenID-Connect-Anbieter: {reason}. Bitte prüfen Sie die Angaben.',
    'sso.secret_required': 'Bitte geben Sie das Client-Geheimnis (Client Secret) ein.',
    'sso.not_configured':
      'Für diese Adresse ist keine Anmeldung über einen Identitätsanbieter eingerichtet. Bitte melden Sie sich mit Ihrem Passwort an.',
    'sso.provider_unreachable':
      'Der Identitätsanbieter Ihres Unternehmens antwortet gerade nicht. Bitte versuchen Sie es in einigen Minuten erneut.',
    'sso.state_invalid':
      'Diese Anmeldung ist abgelaufen, wurde bereits verwendet oder in einem anderen Browser begonnen. Bitte starten Sie die Anmeldung neu.',
    'sso.token_invalid':
      'Die Antwort des Identitätsanbieters ließ sich nicht als echt bestätigen. Aus Sicherheitsgründen wurden Sie nicht angemeldet.',
    'sso.provider_refused': 'Der Identitätsanbieter hat die Anmeldung nicht bestätigt oder sie wurde abgebrochen.',
    'sso.address_unverified':
      'Der Identitätsanbieter hat keine bestätigte E-Mail-Adresse übermittelt. Bitte wenden Sie sich an die IT Ihres Unternehmens.',
    'sso.other_company':
      'Diese E-Mail-Adresse gehört zu einem anderen Unternehmen als der Identitätsanbieter, über den Sie sich angemeldet haben.',
    'sso.no_account':
      'Für dieses Konto beim Identitätsanbieter gibt es noch keinen Zugang zum Portal. Bitte wenden Sie sich an die verantwortliche Person in Ihrem Unternehmen.',
    'sso.consent_required':
      'Willkommen! Bitte bestätigen Sie vor Ihrer ersten Anmeldung, dass Sie die Datenschutzhinweise gelesen haben.',
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
    'change_password.password_breached':
      'This password appears in known data breaches and must therefore not be used: attackers try such passwords first. Please choose another one.',
    'change_password.passwords_do_not_match': 'The passwords do not match.',
    'change_password.current_password_wrong': 'The current password is wrong.',
    'register.consent_required':
      'Please confirm the privacy notice, the data processing agreement and that you are a customer.',
    'agreement.cannot_be_withdrawn': 'The acceptance of the data processing agreement cannot be withdrawn.',
    'settings.insurance_number_invalid':
      'The insurance number must be "AS-" followed by exactly 10 digits and must not be a placeholder number.',
    'login.temporary_password_expired':
      'Your temporary password has expired. Please use “Forgot password?” to get a link and choose a password of your own.',
    'login.second_factor_required': 'Password correct. Please confirm the sign-in with your second factor.',
    'login.second_factor_invalid': 'The code is wrong or has been used already.',
    'login.second_factor_locked':
      'After too many wrong codes, signing in with the second factor is stopped. Please set a new password with “Forgot password?”; you can then sign in again.',
    'second_factor.setup_required':
      'Your account must sign in with a second factor. Please set up an authenticator app or a passkey first.',
    'second_factor.required_for_role':
      'Your account must keep a second factor. Please add another one before removing this one.',
    'admin.cannot_reset_own_second_factor': 'Only another administrator can reset your own second factor.',
    'change_password.required':
      'You were given a temporary password. Please first choose a password of your own in the account settings.',
    'common.is_actions_blocked':
      'The data processing agreement has not yet been accepted by the account holder. Until then, actions are blocked.',
    'certificates.insurance_number_missing':
      'The company certificate needs the insurance number. Please enter it in the account settings.',
    'policies.pdf_rejected': 'Please choose a PDF file (up to {max} MB).',
    'evidence.day_invalid':
      'Please choose a reference date between your company’s registration ({first}) and today ({today}).',
    'evidence.link_expired':
      'This link to the evidence package expired on {date}. Please ask the company for a new link.',
    'evidence.link_revoked':
      'The company has withdrawn this link to the evidence package. Please ask it for a new link if needed.',
    'certificates.management_not_passed':
      'The proof is available once the person is named as management and has passed the current round of the management training.',
    'certificates.not_earned':
      'The certificate is issued once at least {min} courses are assigned and all assigned courses are passed ({passed} of {assigned} passed).',
    'progress.reset_too_soon':
      'The e-learning can only be reset every {days} days. The next reset is possible from {date}.',
    'trainings.not_assigned': 'This course has not been assigned to you.',
    'quiz.not_handed_out':
      'These questions were not handed out to you for a new quiz attempt. Please open the quiz again.',
    'quiz.module_first':
      'After {failures} failed attempts in a row, please go through the module again first. Then you can take the quiz again.',
    'simulation.not_booked':
      'Phishing simulation has not been booked for your company. The owner of the employer account can book it under “Phishing simulation”.',
    'simulation.unavailable': 'Phishing simulation is not available at the moment. Please contact support.',
    'simulation.text_version_outdated':
      'The text has changed in the meantime (current version {version}). Please reload the page and confirm the current version.',
    'simulation.domain_not_allowed':
      'This domain cannot be verified: addresses at public e-mail providers do not belong to your company.',
    'simulation.domain_taken':
      'This domain is already verified for another company. Please contact support if it belongs to your company.',
    'simulation.domain_not_verified':
      'The TXT record for {domain} was not found. DNS changes can take a while; please check the record and try again later.',
    'simulation.not_ready':
      'Before a campaign can start, please confirm every prerequisite and send a test mail to your own address.',
    'simulation.no_recipients':
      'This campaign reaches nobody: there are no active people at a verified domain who are not excluded and have not received a simulation in the last 14 days.',
    'simulation.no_scenarios':
      'There is currently no published scenario for this choice of categories and difficulty levels. Please choose more.',
    'simulation.window_passed': 'The sending period is already over. Please choose a later start.',
    'simulation.campaign_state': 'This is not possible for a campaign with the status “{status}”.',
    'users.upload_error':
      'The file cannot be uploaded. Please check the format (CSV separated by semicolons, or an Excel file, with the columns first name, last name, e-mail) or contact support.',
    'users.upload_min_employees':
      'Employee lists can be uploaded by companies with at least {min} employees. Enter the number of your employees in the company data or invite your employees one by one.',
    'users.no_upload': 'You have not uploaded an employee list yet.',
    'users.confirmation_own_email_only':
      'The confirmation is only sent to your own e-mail address; you may add one more address in cc.',
    'users.confirmation_copy_not_allowed':
      'A copy of the confirmation can only go to an address of your company or of your insurer.',
    'admin.confirmation_required': 'Please confirm with "{word}".',
    'admin.cannot_delete_self': 'You cannot delete your own administrator account.',
    'admin.last_admin': 'The last administrator account cannot be deleted.',
    'admin.already_employer': 'This person already is the employer of their company.',
    'admin.upload_already_imported': 'This employee list has already been imported.',
    'common.too_many_requests': 'Too many attempts. Please wait {seconds} seconds and try again.',
    'reset_password.link_invalid': 'This link is invalid or has expired. Please request a new one.',
    'common.payload_too_large': 'The request is too large.',
    'common.conflict': 'The same data was changed elsewhere at the same moment. Please reload the page and try again.',
    'common.service_unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
    'common.something_went_wrong': 'Something went wrong.',
    'login.password_sign_in_off':
      'Your company signs you in through its identity provider; you do not need a portal password. Please sign in on the sign-in page with the “Sign in with …” button.',
    'sso.discovery_failed':
      'The identity provider cannot be reached or is not a matching OpenID Connect provider: {reason}. Please check the details.',
    'sso.secret_required': 'Please enter the client secret.',
    'sso.not_configured': 'No identity provider sign-in is set up for this address. Please sign in with your password.',
    'sso.provider_unreachable':
      'Your company’s identity provider is not answering right now. Please try again in a few minutes.',
    'sso.state_invalid':
      'This sign-in has expired, was already used or was started in another browser. Please start the sign-in again.',
    'sso.token_invalid':
      'The identity provider’s answer could not be confirmed as genuine. For your safety you were not signed in.',
    'sso.provider_refused': 'The identity provider did not confirm the sign-in, or it was cancelled.',
    'sso.address_unverified':
      'The identity provider did not send a verified e-mail address. Please contact your company’s IT.',
    'sso.other_company':
      'This e-mail address belongs to another company than the identity provider you signed in with.',
    'sso.no_account':
      'This identity provider account has no access to the portal yet. Please contact the person responsible in your company.',
    'sso.consent_required': 'Welcome! Before your first sign-in, please confirm that you have read the privacy notice.',
  },
};

/** The texts of `details[].message` when an upload is refused, naming the problem (UPLOAD_REFUSALS). */
const UPLOAD_REFUSAL_MESSAGES: Record<Lang, Record<UploadRefusal, string>> = {
  de: {
    fileField: 'Senden Sie genau eine Datei im Formularfeld „file“.',
    fileType: 'Erlaubt sind CSV-Dateien (.csv) und Excel-Arbeitsmappen (.xlsx).',
    fileTooLarge: 'Die Datei ist größer als {max} MB.',
    empty: 'Die Datei enthält keine Zeilen mit Mitarbeitenden.',
    notUtf8: 'Die Datei ist nicht in UTF-8 kodiert. Speichern Sie sie als „CSV UTF-8“.',
    separator: 'Die Spalten müssen durch Semikolon (;) getrennt sein.',
    missingColumns: 'Es fehlen Spalten: {columns}. Die erste Zeile muss Vorname, Nachname und E-Mail nennen.',
    unknownColumns: 'Unbekannte Spalten: {columns}. Die Liste darf nur Vorname, Nachname und E-Mail enthalten.',
    duplicateColumns: 'Doppelte Spalten: {columns}.',
    tooManyRows: 'Die Datei enthält mehr als {max} Zeilen mit Mitarbeitenden.',
    brokenXlsx: 'Die Excel-Datei ist beschädigt oder kann nicht gelesen werden.',
    unpackedTooLarge: 'Die Excel-Datei ist entpackt unzulässig groß.',
  },
  en: {
    fileField: 'Send exactly one file in the form field "file".',
    fileType: 'Only CSV files (.csv) and Excel workbooks (.xlsx) are accepted.',
    fileTooLarge: 'The file is larger than {max} MB.',
    empty: 'The file contains no rows of employees.',
    notUtf8: 'The file is not encoded in UTF-8. Save it as "CSV UTF-8".',
    separator: 'The columns must be separated by semicolons (;).',
    missingColumns: 'Columns are missing: {columns}. The first row must name first name, last name and e-mail.',
    unknownColumns: 'Unknown columns: {columns}. The list may only contain first name, last name and e-mail.',
    duplicateColumns: 'Columns appear twice: {columns}.',
    tooManyRows: 'The file contains more than {max} rows of employees.',
    brokenXlsx: 'The Excel file is damaged or cannot be read.',
    unpackedTooLarge: 'The Excel file is inadmissibly large when unpacked.',
  },
};

/** Names of the three columns as the refusal texts show them. */
const COLUMN_NAMES: Record<Lang, Record<EmployeeListColumn, string>> = {
  de: { firstname: 'Vorname', lastname: 'Nachname', email: 'E-Mail' },
  en: { firstname: 'first name', lastname: 'last name', email: 'e-mail' },
};

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}

export function translateUploadRefusal(
  lang: Lang,
  refusal: UploadRefusal,
  params: Record<string, string | number> = {},
): string {
  return fill(UPLOAD_REFUSAL_MESSAGES[lang][refusal], params);
}

export function columnName(lang: Lang, column: EmployeeListColumn): string {
  return COLUMN_NAMES[lang][column];
}

export function translate(lang: Lang, id: MessageId, params: Record<string, string | number> = {}): string {
  return fill(MESSAGES[lang][id] ?? MESSAGES.de[id], params);
}
