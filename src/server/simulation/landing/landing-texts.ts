import type { Lang } from '#shared/constants.ts';

/** The lesson page's own words in both languages (the scenario brings the rest). */
export const LANDING_TEXTS = {
  de: {
    title: 'Phishing-Simulation',
    headline: 'Das war eine Phishing-Simulation – gut, dass es nur eine Übung war.',
    intro:
      'Die E-Mail, deren Link Sie eben geöffnet haben, war nicht echt. Ihr Unternehmen lässt solche Übungen durchführen, damit alle echte Angriffe besser erkennen. Niemand wird dafür getadelt: Gerade wer einmal hereinfällt, erkennt den nächsten Versuch.',
    submitted:
      'Sie haben auf einer nachgemachten Anmeldeseite Zugangsdaten eingegeben. Keine Sorge: Die Eingabe hat Ihren Browser nicht verlassen und wurde nirgends gespeichert. Auf einer echten Phishing-Seite wären Ihre Daten jetzt beim Angreifer.',
    mailHeading: 'So sah die E-Mail aus',
    from: 'Von',
    subject: 'Betreff',
    flagsHeading: 'Daran war sie zu erkennen',
    lessonHeading: 'Für das nächste Mal',
    realHeading: 'Was tun bei einer echten verdächtigen E-Mail?',
    reportHeading: 'Beim nächsten Mal: melden',
    reportNext: 'Leiten Sie eine solche E-Mail beim nächsten Mal an die Meldeadresse Ihres Unternehmens weiter:',
    reportHow:
      'Am besten als Anhang, eine gewöhnliche Weiterleitung genügt aber auch. Sie erhalten sofort eine Antwort. Melden ist immer richtig – auch wenn Sie unsicher sind. Von der weitergeleiteten E-Mail wird nichts aufbewahrt.',
    real: [
      'Nicht auf Links klicken, keine Anhänge öffnen, nichts eingeben und nicht antworten.',
      'Die E-Mail melden: an {itContact}.',
      'Haben Sie bei einer echten E-Mail schon geklickt oder Daten eingegeben, sagen Sie es sofort {itContact} und ändern Sie betroffene Passwörter. Bei einem Sicherheitsvorfall hilft die Notfall-Hotline Ihres Versicherers: {insurerHotline}.',
    ],
    /** The report line of `real` where the company's report address is known. */
    realReport: 'Die E-Mail an {reportAddress} weiterleiten.',
    courseHeading: 'Mehr dazu lernen',
    course: 'Kurs ansehen: {course}',
    privacy:
      'Dieses Ergebnis wird nicht Ihrer Person zugeordnet: Ihr Arbeitgeber erfährt nicht, wer auf den Link geklickt oder etwas eingegeben hat. Ausgewertet werden nur Summen über viele E-Mails.',
    signInNote: 'Anmeldung erforderlich, um fortzufahren.',
    placeholders: { firstname: '[Vorname]', lastname: '[Nachname]', company: '[Ihr Unternehmen]', date: '[Datum]' },
    neutralHeadline: 'Diese Seite gibt es nicht.',
    neutralText: 'Der Link ist unvollständig oder nicht mehr gültig.',
  },
  en: {
    title: 'Phishing simulation',
    headline: 'This was a phishing simulation – good thing it was only an exercise.',
    intro:
      'The e-mail whose link you just opened was not real. Your company runs such exercises so that everyone gets better at spotting real attacks. Nobody is blamed: whoever falls for one once recognises the next attempt.',
    submitted:
      'You entered sign-in details on an imitation sign-in page. Do not worry: what you typed never left your browser and was not stored anywhere. On a real phishing page your details would now be with the attacker.',
    mailHeading: 'This is what the e-mail looked like',
    from: 'From',
    subject: 'Subject',
    flagsHeading: 'How you could have recognised it',
    lessonHeading: 'For next time',
    realHeading: 'What to do with a real suspicious e-mail',
    reportHeading: 'Next time: report it',
    reportNext: 'Next time, forward such an e-mail to your company’s report address:',
    reportHow:
      'Ideally as an attachment, but an ordinary forward is fine too. You will get an answer at once. Reporting is always the right thing to do – even when you are unsure. Nothing of the forwarded e-mail is kept.',
    real: [
      'Do not click links, open attachments, enter anything or reply.',
      'Report the e-mail: to {itContact}.',
      'If you have already clicked or entered details in a real e-mail, tell {itContact} at once and change the passwords concerned. In a security incident, your insurer’s emergency hotline helps: {insurerHotline}.',
    ],
    realReport: 'Forward the e-mail to {reportAddress}.',
    courseHeading: 'Learn more',
    course: 'Open the course: {course}',
    privacy:
      'This result is not linked to you: your employer does not learn who clicked the link or entered anything. Only totals over many e-mails are evaluated.',
    signInNote: 'Sign-in required to continue.',
    placeholders: { firstname: '[first name]', lastname: '[last name]', company: '[your company]', date: '[date]' },
    neutralHeadline: 'This page does not exist.',
    neutralText: 'The link is incomplete or no longer valid.',
  },
} as const satisfies Record<Lang, unknown>;
