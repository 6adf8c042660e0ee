import type { Lang } from '#shared/constants.ts';
import { compose, footer, greeting, type Addressee, type Branding, type MailContent } from '../mail/templates.ts';

/**
 * The answer to "Passwort vergessen?" for someone whose company signs them in through its identity
 * provider alone (decision 106): a new password would not let them in, so instead of a reset link
 * the mail shows the way /login offers, with the button's words (`providerName` is the
 * connection's display name), and who helps when that fails. `bySupport`: the provider's support
 * asked for the link on the person's behalf (POST /employee/send-reset-link/{id}).
 */
export function providerSignInMail(
  lang: Lang,
  b: Branding,
  p: Addressee & { providerName: string; loginUrl: string; bySupport?: boolean },
): MailContent {
  return lang === 'de'
    ? compose(
        'Anmeldung im Awareness-Portal über Ihr Unternehmen',
        [
          greeting('de', p),
          `${p.bySupport ? `Der Support von ${b.brandName} hat für Sie ein neues Passwort für das Awareness-Portal angefordert.` : `Sie haben für das Awareness-Portal von ${b.brandName} ein neues Passwort angefordert.`} Ihr Unternehmen meldet Sie im Portal jedoch über sein eigenes Konto an; ein Passwort für das Portal benötigen Sie daher nicht.`,
          'So melden Sie sich an:',
          {
            items: [
              { text: 'Öffnen Sie die Anmeldeseite des Portals', url: p.loginUrl },
              { text: 'Geben Sie Ihre E-Mail-Adresse ein' },
              { text: `Wählen Sie „Mit ${p.providerName} anmelden“` },
            ],
          },
          'Gelingt die Anmeldung auf diesem Weg nicht, wenden Sie sich bitte an Ihren Arbeitgeber oder Ihre IT-Abteilung.',
          p.bySupport
            ? 'An Ihrem Zugang hat sich nichts geändert.'
            : 'Haben Sie kein neues Passwort angefordert, können Sie diese E-Mail ignorieren; an Ihrem Zugang hat sich nichts geändert.',
        ],
        null,
        footer(lang, b),
      )
    : compose(
        'Signing in to the awareness portal through your company',
        [
          greeting('en', p),
          `${p.bySupport ? `${b.brandName} support asked for a new password for the awareness portal on your behalf.` : `You asked for a new password for the ${b.brandName} awareness portal.`} Your company signs you in to the portal through its own account, so you do not need a portal password.`,
          'To sign in:',
          {
            items: [
              { text: 'Open the portal’s sign-in page', url: p.loginUrl },
              { text: 'Enter your e-mail address' },
              { text: `Choose “Sign in with ${p.providerName}”` },
            ],
          },
          'If this does not work, please contact your employer or your IT department.',
          p.bySupport
            ? 'Nothing about your access has changed.'
            : 'If you did not ask for a new password, ignore this e-mail; nothing about your access has changed.',
        ],
        null,
        footer(lang, b),
      );
}
