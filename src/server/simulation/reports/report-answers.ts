import type { Lang } from '#shared/constants.ts';
import { type Addressee, type Branding, compose, footer, greeting, type MailContent } from '../../mail/templates.ts';

/**
 * The automatic answers to a report. Both carry the same subject: the outbox keeps a sent mail's
 * recipient and subject, and they must not tell whether a person's report was a simulation.
 */
const SUBJECT: Record<Lang, string> = {
  de: 'Ihre Meldung ist angekommen',
  en: 'Your report has arrived',
};

export type RedFlag = { title: string; text: string };

/** A recognised simulation: praise, and the signs by which the mail could be told. */
export function simulationReportedMail(lang: Lang, b: Branding, to: Addressee, flags: readonly RedFlag[]): MailContent {
  const signs = { items: flags.map((flag) => ({ text: `${flag.title}: ${flag.text}` })) };
  return lang === 'de'
    ? compose(
        SUBJECT.de,
        [
          greeting('de', to),
          'danke, genau richtig! Die gemeldete Mail war eine Übung aus der Phishing-Simulation Ihres Unternehmens. Wer eine verdächtige Mail meldet, bevor jemand klickt, schützt alle: So erfährt die IT rechtzeitig von einem echten Angriff.',
          ...(flags.length > 0 ? ['Daran war die Mail zu erkennen:', signs] : []),
          'Sie müssen nichts weiter tun und können die Mail löschen. Melden Sie verdächtige Mails weiter so – auch wenn Sie unsicher sind.',
        ],
        null,
        footer('de', b),
      )
    : compose(
        SUBJECT.en,
        [
          greeting('en', to),
          'Thank you, exactly right! The mail you reported was an exercise of your company’s phishing simulation. Reporting a suspicious mail before anyone clicks protects everyone: it lets IT learn of a real attack in time.',
          ...(flags.length > 0 ? ['These were the signs to spot:', signs] : []),
          'There is nothing more to do, and you may delete the mail. Keep reporting suspicious mail, even when you are not sure.',
        ],
        null,
        footer('en', b),
      );
}

/** A mail that was no simulation: thanks, and what to do now, with whom to call. */
export function otherReportedMail(lang: Lang, b: Branding, to: Addressee, itContact: string): MailContent {
  return lang === 'de'
    ? compose(
        SUBJECT.de,
        [
          greeting('de', to),
          'vielen Dank für Ihre Meldung. Die gemeldete Mail gehört nicht zur Phishing-Simulation Ihres Unternehmens. Sie kann echt und gefährlich sein – behandeln Sie sie als möglichen Angriff.',
          {
            items: [
              { text: 'Klicken Sie auf keinen Link, öffnen Sie keinen Anhang und antworten Sie nicht.' },
              {
                text: `Haben Sie bereits geklickt, einen Anhang geöffnet oder Zugangsdaten eingegeben? Wenden Sie sich sofort an: ${itContact}.`,
              },
              { text: 'Leiten Sie die Mail auf Nachfrage an Ihre IT weiter und löschen Sie sie danach.' },
            ],
          },
        ],
        null,
        footer('de', b),
      )
    : compose(
        SUBJECT.en,
        [
          greeting('en', to),
          'Thank you for your report. The mail you reported is not part of your company’s phishing simulation. It may be real and dangerous: treat it as a possible attack.',
          {
            items: [
              { text: 'Do not click any link, open any attachment or reply.' },
              {
                text: `Have you already clicked, opened an attachment or entered sign-in details? Contact at once: ${itContact}.`,
              },
              { text: 'Forward the mail to your IT if they ask for it, then delete it.' },
            ],
          },
        ],
        null,
        footer('en', b),
      );
}
