import {
  EMAIL_CONFIRM_HOURS,
  EMAIL_REPORT_DAYS,
  INVITATION_DAYS,
  RESET_LINK_MINUTES,
  type Lang,
} from '#shared/constants.ts';

export type MailContent = { subject: string; text: string; html: string };

/** Whom a mail speaks to: a business mail greets formally, by salutation and last name. */
export type Addressee = { firstname: string; lastname: string; salutation: 'Herr' | 'Frau' | null };

/** The names a greeting needs, from any row that has them. */
export const addresseeOf = (row: Addressee): Addressee => ({
  firstname: row.firstname,
  lastname: row.lastname,
  salutation: row.salutation,
});

/** "Guten Tag Frau Kraus," / "Dear Ms Kraus,"; without a salutation the full name. */
export function greeting(lang: Lang, to: Addressee): string {
  const name = to.salutation === null ? `${to.firstname} ${to.lastname}` : to.lastname;
  if (lang === 'de') return `Guten Tag ${to.salutation === null ? '' : `${to.salutation} `}${name},`;
  const title = to.salutation === 'Frau' ? 'Ms ' : to.salutation === 'Herr' ? 'Mr ' : '';
  return `Dear ${title}${name},`;
}

export type Branding = { brandName: string; contactEmail: string };

/** The insurer's name and contact address every mail's footer carries. */
export const brandingOf = (config: { brandName: string; contact: { email: string } }): Branding => ({
  brandName: config.brandName,
  contactEmail: config.contact.email,
});

/** Text made safe inside HTML (mails, the lesson pages). */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A list in a mail: each entry a line, with a link if it has one. */
export type MailList = { items: ReadonlyArray<{ text: string; url?: string }> };

const textBlock = (block: string | MailList) =>
  typeof block === 'string'
    ? block
    : block.items.map((item) => `- ${item.text}${item.url ? `: ${item.url}` : ''}`).join('\n');

const htmlBlock = (block: string | MailList) =>
  typeof block === 'string'
    ? `<p>${escapeHtml(block)}</p>`
    : `<ul>${block.items
        .map((item) =>
          item.url
            ? `<li><a href="${escapeHtml(item.url)}" style="color:#1F4E79">${escapeHtml(item.text)}</a></li>`
            : `<li>${escapeHtml(item.text)}</li>`,
        )
        .join('')}</ul>`;

/** One simple layout: paragraphs and lists, an optional button with the link, and a footer. */
export function compose(
  subject: string,
  blocks: ReadonlyArray<string | MailList>,
  link: { label: string; url: string } | null,
  footer: string,
): MailContent {
  const text = [...blocks.map(textBlock), ...(link ? [`${link.label}: ${link.url}`] : []), '', footer].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2B2D42;line-height:1.5">
${blocks.map(htmlBlock).join('\n')}
${link ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#1F4E79;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>` : ''}
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}

export const footer = (lang: Lang, b: Branding) =>
  lang === 'de'
    ? `Awareness-Portal von ${b.brandName} · Fragen? ${b.contactEmail}`
    : `Awareness portal by ${b.brandName} · Questions? ${b.contactEmail}`;

export function invitationMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { inviterName: string; companyName: string; url: string },
): MailContent {
  return lang === 'de'
    ? compose(
        `Einladung zur Sicherheitsschulung von ${p.companyName}`,
        [
          greeting('de', p),
          `${p.inviterName} hat Sie zur Schulung „Cyber-Sicherheit am Arbeitsplatz“ im Awareness-Portal von ${b.brandName} eingeladen.`,
          `Legen Sie über den folgenden Link Ihr Passwort fest. Der Link ist ${INVITATION_DAYS} Tage gültig und kann nur einmal verwendet werden.`,
        ],
        { label: 'Passwort festlegen', url: p.url },
        footer(lang, b),
      )
    : compose(
        `Invitation to the security training of ${p.companyName}`,
        [
          greeting('en', p),
          `${p.inviterName} has invited you to the "Cyber security at work" training in the ${b.brandName} awareness portal.`,
          `Use the link below to set your password. The link is valid for ${INVITATION_DAYS} days and can be used once.`,
        ],
        { label: 'Set your password', url: p.url },
        footer(lang, b),
      );
}

/**
 * The reset link, asked for by the person themselves or, `bySupport`, sent by the provider's support
 * (an admin on the customer page): the mail says which, so nobody wonders who asked.
 */
export function passwordResetMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { url: string; bySupport?: boolean },
): MailContent {
  return lang === 'de'
    ? compose(
        'Ihr Link zum Zurücksetzen des Passworts',
        [
          greeting('de', p),
          p.bySupport
            ? `Der Support des Awareness-Portals von ${b.brandName} hat Ihnen auf Ihre Bitte hin einen Link zum Festlegen eines neuen Passworts gesendet. Der Link ist ${RESET_LINK_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`
            : `Sie haben ein neues Passwort angefordert. Über den folgenden Link legen Sie es fest. Der Link ist ${RESET_LINK_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`,
          p.bySupport
            ? `Haben Sie den Support nicht darum gebeten, ignorieren Sie diese E-Mail und wenden Sie sich an ${b.contactEmail}; Ihr Passwort bleibt unverändert.`
            : 'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
        ],
        { label: 'Neues Passwort festlegen', url: p.url },
        footer(lang, b),
      )
    : compose(
        'Your password reset link',
        [
          greeting('en', p),
          p.bySupport
            ? `The support team of the ${b.brandName} awareness portal has sent you, at your request, a link to set a new password. The link is valid for ${RESET_LINK_MINUTES} minutes and can be used once.`
            : `You asked for a new password. Use the link below to set it. The link is valid for ${RESET_LINK_MINUTES} minutes and can be used once.`,
          p.bySupport
            ? `If you did not ask support for this, ignore this e-mail and contact ${b.contactEmail}; your password stays as it is.`
            : 'If you did not ask for this, ignore this e-mail; your password stays as it is.',
        ],
        { label: 'Set a new password', url: p.url },
        footer(lang, b),
      );
}

export function adminInvitationMail(lang: Lang, b: Branding, p: Addressee & { url: string }): MailContent {
  return lang === 'de'
    ? compose(
        'Ihr Administratorzugang zum Awareness-Portal',
        [
          greeting('de', p),
          `für Sie wurde ein Administratorzugang zum Awareness-Portal von ${b.brandName} angelegt.`,
          `Legen Sie über den folgenden Link Ihr Passwort fest. Der Link ist ${INVITATION_DAYS} Tage gültig und kann nur einmal verwendet werden.`,
        ],
        { label: 'Passwort festlegen', url: p.url },
        footer(lang, b),
      )
    : compose(
        'Your administrator access to the awareness portal',
        [
          greeting('en', p),
          `an administrator account has been created for you in the ${b.brandName} awareness portal.`,
          `Use the link below to set your password. The link is valid for ${INVITATION_DAYS} days and can be used once.`,
        ],
        { label: 'Set your password', url: p.url },
        footer(lang, b),
      );
}

export function uploadConfirmationMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { companyName: string; fileName: string; rowCount: number },
): MailContent {
  return lang === 'de'
    ? compose(
        'Ihre Mitarbeiterliste ist eingegangen',
        [
          greeting('de', p),
          `wir haben die Mitarbeiterliste „${p.fileName}“ von ${p.companyName} mit ${p.rowCount} Einträgen erhalten.`,
          'Wir prüfen die Liste in der Regel innerhalb von etwa fünf Werktagen. Danach erhalten Ihre Mitarbeitenden ihre Einladungen per E-Mail.',
        ],
        null,
        footer(lang, b),
      )
    : compose(
        'Your employee list has arrived',
        [
          greeting('en', p),
          `we have received the employee list "${p.fileName}" of ${p.companyName} with ${p.rowCount} entries.`,
          'We usually review lists within about five working days. Your employees then receive their invitations by e-mail.',
        ],
        null,
        footer(lang, b),
      );
}

/** To the new address of an e-mail change: the link that makes it count. */
export function emailChangeConfirmMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { newEmail: string; url: string },
): MailContent {
  return lang === 'de'
    ? compose(
        'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
        [
          greeting('de', p),
          `Sie möchten sich im Awareness-Portal von ${b.brandName} künftig mit ${p.newEmail} anmelden. Die neue Adresse gilt, sobald Sie sie über den folgenden Link bestätigt haben. Der Link ist ${EMAIL_CONFIRM_HOURS} Stunden gültig und kann nur einmal verwendet werden.`,
          'Wenn Sie keine Änderung angefordert haben, ignorieren Sie diese E-Mail; es bleibt bei Ihrer bisherigen Adresse.',
        ],
        { label: 'Neue Adresse bestätigen', url: p.url },
        footer(lang, b),
      )
    : compose(
        'Please confirm your new e-mail address',
        [
          greeting('en', p),
          `You want to sign in to the ${b.brandName} awareness portal with ${p.newEmail} from now on. The new address counts once you have confirmed it through the link below. The link is valid for ${EMAIL_CONFIRM_HOURS} hours and can be used once.`,
          'If you did not ask for a change, ignore this e-mail; your address stays as it is.',
        ],
        { label: 'Confirm the new address', url: p.url },
        footer(lang, b),
      );
}

/** To the old address of an e-mail change: what is happening, and the link to report it. */
/**
 * To the old address: a change was asked for, and the link to report it. What a report does
 * differs for admins (decision 098): their account is locked until another admin restores it.
 */
export function emailChangeNoticeMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { newEmail: string; url: string; admin: boolean },
): MailContent {
  return lang === 'de'
    ? compose(
        'Ihre E-Mail-Adresse im Awareness-Portal soll geändert werden',
        [
          greeting('de', p),
          `für Ihr Konto im Awareness-Portal von ${b.brandName} wurde soeben die neue E-Mail-Adresse ${p.newEmail} angegeben.`,
          p.admin
            ? `Wenn Sie das nicht waren, melden Sie es bitte über den folgenden Link. Ihr Administratorzugang wird dann gesperrt, alle Sitzungen werden beendet, und die übrigen Administratorinnen und Administratoren werden benachrichtigt; sie stellen Ihren Zugang wieder her. Der Link ist ${EMAIL_REPORT_DAYS} Tage gültig.`
            : `Wenn Sie das nicht waren, melden Sie es bitte über den folgenden Link. Die Änderung wird dann rückgängig gemacht, alle Sitzungen Ihres Kontos werden beendet, und Passkeys, Authenticator-Apps und Wiederherstellungscodes, die seit der Änderung hinzugekommen sind, werden entfernt. Setzen Sie danach über „Passwort vergessen?“ ein neues Passwort; Ihr bisheriger zweiter Faktor bleibt bestehen und wird weiter abgefragt. Der Link ist ${EMAIL_REPORT_DAYS} Tage gültig, höchstens bis zu Ihrer nächsten Anmeldung mit Ihrem bisherigen zweiten Faktor.`,
          'Wenn Sie die Änderung selbst veranlasst haben, ist nichts weiter zu tun.',
        ],
        { label: 'Das war ich nicht', url: p.url },
        footer(lang, b),
      )
    : compose(
        'Your e-mail address in the awareness portal is about to change',
        [
          greeting('en', p),
          `The new e-mail address ${p.newEmail} was just entered for your account in the ${b.brandName} awareness portal.`,
          p.admin
            ? `If this was not you, please report it through the link below. Your administrator account is then locked, every session ends, and the other administrators are notified; they restore your access. The link is valid for ${EMAIL_REPORT_DAYS} days.`
            : `If this was not you, please report it through the link below. The change is then undone, every session of your account ends, and passkeys, authenticator apps and recovery codes added since the change are removed. Afterwards, set a new password with “Forgot password?”; your earlier second factor stays and is still asked for. The link is valid for ${EMAIL_REPORT_DAYS} days, at most until you next sign in with your earlier second factor.`,
          'If you made the change yourself, there is nothing else to do.',
        ],
        { label: 'This was not me', url: p.url },
        footer(lang, b),
      );
}

/** To every other admin: an admin account was locked because its owner reported an address change. */
export function adminReportedMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { reportedName: string; reportedEmail: string; url: string },
): MailContent {
  return lang === 'de'
    ? compose(
        'Administratorzugang gesperrt: Änderung der E-Mail-Adresse gemeldet',
        [
          greeting('de', p),
          `über die bisherige E-Mail-Adresse des Administratorzugangs von ${p.reportedName} wurde gemeldet, dass eine Änderung der Adresse (jetzt ${p.reportedEmail}) nicht von dieser Person stammt. Der Zugang ist deshalb gesperrt, alle Sitzungen sind beendet.`,
          `Klären Sie die Meldung bitte direkt mit ${p.reportedName}, nicht über die im Portal hinterlegte Adresse. Stammt die Änderung nicht von der Person, löschen Sie den Zugang in der Verwaltung der Administratoren und legen Sie ihn mit der richtigen Adresse neu an.`,
        ],
        { label: 'Administratoren verwalten', url: p.url },
        footer(lang, b),
      )
    : compose(
        'Administrator account locked: e-mail address change reported',
        [
          greeting('en', p),
          `Through the previous e-mail address of ${p.reportedName}'s administrator account, a change of the address (now ${p.reportedEmail}) was reported as not made by this person. The account is therefore locked and every session has ended.`,
          `Please check the report with ${p.reportedName} directly, not through the address stored in the portal. If the change was not theirs, delete the account in the administrator management and create it again with the right address.`,
        ],
        { label: 'Manage administrators', url: p.url },
        footer(lang, b),
      );
}

/** What happened to how a person signs in; each is told to their address (decision 069). */
export type SecondFactorChange =
  'added' | 'removed' | 'reset' | 'codesRenewed' | 'recoveryCodeUsed' | 'wrongCode' | 'locked';

export function secondFactorChangedMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { change: SecondFactorChange; signInUrl: string; codesLeft?: number },
): MailContent {
  const left = p.codesLeft ?? 0;
  const de: Record<SecondFactorChange, string> = {
    added:
      'Für Ihr Konto wurde ein zweiter Faktor eingerichtet. Bei der Anmeldung fragen wir künftig nach dem Passwort auch nach diesem Faktor. Ihre übrigen Sitzungen haben wir beendet.',
    removed: 'Ein zweiter Faktor wurde aus Ihrem Konto entfernt.',
    reset:
      'Unser Support hat die zweiten Faktoren Ihres Kontos zurückgesetzt und Sie auf allen Geräten abgemeldet. Sie melden sich wieder mit Ihrem Passwort an und können dann einen neuen Faktor einrichten.',
    codesRenewed: 'Für Ihr Konto wurden neue Wiederherstellungscodes erzeugt; die bisherigen gelten nicht mehr.',
    recoveryCodeUsed: `Bei einer Anmeldung in Ihrem Konto wurde ein Wiederherstellungscode verwendet. Unbenutzt sind noch ${left} von 10.`,
    wrongCode:
      'Bei einer Anmeldung in Ihrem Konto wurde das richtige Passwort eingegeben, danach aber ein falscher Code des zweiten Faktors.',
    locked:
      'Bei Anmeldungen in Ihrem Konto wurden mit dem richtigen Passwort 30 falsche Codes des zweiten Faktors in Folge eingegeben. Jemand kennt sehr wahrscheinlich Ihr Passwort. Die Anmeldung bleibt gesperrt, bis Sie über „Passwort vergessen?“ ein neues Passwort festlegen.',
  };
  const en: Record<SecondFactorChange, string> = {
    added:
      'A second factor was set up for your account. From now on, signing in asks for it after the password. We have ended your other sessions.',
    removed: 'A second factor was removed from your account.',
    reset:
      'Our support has reset the second factors of your account and signed you out on all devices. Sign in with your password again; you can then set up a new factor.',
    codesRenewed: 'New recovery codes were created for your account; the earlier ones no longer work.',
    recoveryCodeUsed: `A recovery code was used to sign in to your account. ${left} of 10 are left unused.`,
    wrongCode: 'Someone signing in to your account entered the right password, but then a wrong second-factor code.',
    locked:
      'Sign-ins to your account entered the right password and then 30 wrong second-factor codes in a row. Someone very likely knows your password. Signing in stays stopped until you set a new password with “Forgot password?”.',
  };
  return lang === 'de'
    ? compose(
        'Änderung an der Anmeldung Ihres Kontos',
        [
          greeting('de', p),
          de[p.change],
          `Wenn Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort und wenden Sie sich an ${b.contactEmail}.`,
        ],
        { label: 'Zur Anmeldung', url: p.signInUrl },
        footer(lang, b),
      )
    : compose(
        'A change to how your account signs in',
        [
          greeting('en', p),
          en[p.change],
          `If this was not you, please change your password at once and contact ${b.contactEmail}.`,
        ],
        { label: 'Go to sign-in', url: p.signInUrl },
        footer(lang, b),
      );
}

/**
 * To the address an employer gave (their insurer's): the verification link of a new company
 * document, never the PDF (decision 104). An interim status says plainly that it is no certificate.
 */
export function companyDocumentMail(
  lang: Lang,
  b: Branding,
  p: {
    senderName: string;
    senderEmail: string;
    companyName: string;
    insuranceNumber: string;
    interim: boolean;
    minPercent: number;
    issuedOn: string;
    validUntil: string | null;
    code: string;
    url: string;
  },
): MailContent {
  if (lang === 'de') {
    return compose(
      p.interim
        ? `Zwischenstand der Sicherheitsschulung: ${p.companyName}`
        : `Nachweis der Sicherheitsschulung: ${p.companyName}`,
      [
        'Guten Tag,',
        `${p.senderName} (${p.senderEmail}) sendet Ihnen über das Awareness-Portal von ${b.brandName} den Stand der Schulung zur Informationssicherheit von ${p.companyName}, Versicherungsnummer ${p.insuranceNumber}.`,
        p.interim
          ? `Es ist noch kein Zertifikat, sondern ein Zwischenstand vom ${p.issuedOn}: Ein Unternehmenszertifikat wird erst ausgestellt, wenn mindestens ${p.minPercent} % der Personen mit zugewiesenen Kursen alle ihre Kurse bestanden haben. Über den folgenden Link sehen Sie die Zahlen dieses Tages und dass der Zwischenstand echt ist.`
          : `Über den folgenden Link sehen Sie das Unternehmenszertifikat vom ${p.issuedOn}, gültig bis ${p.validUntil ?? '–'}, mit seinen Zahlen und prüfen, dass es echt und gültig ist.`,
        `Eine Anmeldung ist nicht nötig. Prüfcode: ${p.code}`,
        `Fragen zum Schulungsstand beantwortet ${p.senderName} (${p.senderEmail}). Haben Sie diese E-Mail nicht erwartet, können Sie sie ignorieren.`,
      ],
      { label: p.interim ? 'Zwischenstand ansehen' : 'Zertifikat prüfen', url: p.url },
      footer(lang, b),
    );
  }
  return compose(
    p.interim
      ? `Interim status of security training: ${p.companyName}`
      : `Proof of security training: ${p.companyName}`,
    [
      'Hello,',
      `${p.senderName} (${p.senderEmail}) sends you, through the ${b.brandName} awareness portal, the information security training status of ${p.companyName}, insurance number ${p.insuranceNumber}.`,
      p.interim
        ? `It is not a certificate yet but an interim status of ${p.issuedOn}: a company certificate is issued only once at least ${p.minPercent}% of the people with assigned courses have passed all of them. The link below shows the figures of that day and that the interim status is genuine.`
        : `The link below shows the company certificate of ${p.issuedOn}, valid until ${p.validUntil ?? '–'}, with its figures, and lets you check that it is genuine and valid.`,
      `No sign-in is needed. Verification code: ${p.code}`,
      `Questions about the training status are answered by ${p.senderName} (${p.senderEmail}). If you did not expect this e-mail, you can ignore it.`,
    ],
    { label: p.interim ? 'View the interim status' : 'Check the certificate', url: p.url },
    footer(lang, b),
  );
}

/** A reminder the employer asked for: a policy waits to be read and confirmed (decision 108). */
export function policyReminderMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { policyTitle: string; url: string },
): MailContent {
  if (lang === 'de') {
    return compose(
      `Bitte bestätigen: ${p.policyTitle}`,
      [
        greeting(lang, p),
        `Ihr Arbeitgeber bittet Sie, die Richtlinie „${p.policyTitle}“ zu lesen und zu bestätigen, dass Sie sie gelesen und verstanden haben.`,
        'Sie finden sie im Awareness-Portal unter „Richtlinien“.',
      ],
      { label: 'Richtlinie lesen', url: p.url },
      footer(lang, b),
    );
  }
  return compose(
    `Please confirm: ${p.policyTitle}`,
    [
      greeting(lang, p),
      `Your employer asks you to read the policy "${p.policyTitle}" and to confirm that you have read and understood it.`,
      'You will find it in the awareness portal under "Policies".',
    ],
    { label: 'Read the policy', url: p.url },
    footer(lang, b),
  );
}
