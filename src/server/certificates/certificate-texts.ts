import type { Lang } from '#shared/constants.ts';
import type { ManagementArea } from '#shared/content/track-content.ts';

/** The words of both certificates in German and English (dates are DD.MM.YYYY in both). */
export type CertificateTexts = {
  personalTitle: string;
  companyTitle: string;
  programme: string;
  personalIntro: string;
  personalCourses: string;
  course: string;
  passedOn: (date: string) => string;
  companyIntro: string;
  insuranceNumber: string;
  companyTraining: (brand: string) => string;
  fullyTrained: string;
  passedCourses: string;
  averageScore: string;
  outOf: (part: number, whole: number) => string;
  percent: (value: number) => string;
  courseTableAssigned: string;
  courseTablePassed: string;
  issuedOn: (date: string) => string;
  validUntil: (date: string) => string;
  issuedBy: (brand: string) => string;
  asOf: (date: string) => string;
  simulations: (campaigns: number, delivered: number, from: string, to: string) => string;
  verifyHeading: string;
  verifyText: string;
  code: string;
  personalFileName: (name: string) => string;
  companyFileName: (name: string) => string;
  subject: string;
  pdfLang: string;
  management: {
    title: string;
    programme: string;
    completed: string;
    passedOn: (date: string) => string;
    minutes: (minutes: number) => string;
    areas: string;
    area: Record<ManagementArea, string>;
    modules: string;
    nextDue: (date: string) => string;
    fileName: (name: string) => string;
    subject: string;
  };
  /** The interim status below the company certificate's threshold (decision 104). */
  interimTitle: string;
  interimIntro: (date: string) => string;
  interimTraining: (brand: string) => string;
  interimNote: (minPercent: number, percent: number, date: string) => string;
  interimDated: (date: string) => string;
  interimVerifyText: string;
  interimFileName: (name: string, day: string) => string;
};

const numberDe = new Intl.NumberFormat('de-DE');
const numberEn = new Intl.NumberFormat('en-GB');

export const CERTIFICATE_TEXTS: Record<Lang, CertificateTexts> = {
  de: {
    personalTitle: 'Zertifikat',
    companyTitle: 'Unternehmenszertifikat',
    programme: 'Schulung zur Informationssicherheit (Security Awareness)',
    personalIntro: 'Hiermit wird bestätigt, dass',
    personalCourses: 'die folgenden Kurse erfolgreich abgeschlossen hat:',
    course: 'Kurs',
    passedOn: (date) => `bestanden am ${date}`,
    companyIntro: 'Hiermit wird bestätigt, dass das Unternehmen',
    insuranceNumber: 'Versicherungsnummer',
    companyTraining: (brand) => `seine Mitarbeitenden im Awareness-Portal von ${brand} wie folgt geschult hat:`,
    fullyTrained: 'Personen vollständig geschult',
    passedCourses: 'zugewiesene Kurse bestanden',
    averageScore: 'durchschnittliches Quiz-Ergebnis',
    simulations: (campaigns, delivered, from, to) =>
      `Phishing-Simulation: ${numberDe.format(campaigns)} ${campaigns === 1 ? 'Kampagne' : 'Kampagnen'} mit ${numberDe.format(delivered)} zugestellten E-Mails vom ${from} bis ${to}.`,
    outOf: (part, whole) => `${numberDe.format(part)} von ${numberDe.format(whole)}`,
    percent: (value) => `${value} %`,
    courseTableAssigned: 'Zugewiesen',
    courseTablePassed: 'Bestanden',
    issuedOn: (date) => `Ausgestellt am ${date}`,
    validUntil: (date) => `gültig bis ${date}`,
    issuedBy: (brand) => `über das Awareness-Portal von ${brand}`,
    asOf: (date) =>
      `Stand der Zahlen: ${date}. Gezählt sind alle Personen des Unternehmens mit mindestens einem zugewiesenen Kurs.`,
    verifyHeading: 'Echtheit prüfen',
    verifyText: 'Dieses Zertifikat lässt sich mit dem Prüfcode online prüfen:',
    code: 'Prüfcode',
    personalFileName: (name) => `Zertifikat ${name}.pdf`,
    companyFileName: (name) => `Unternehmenszertifikat ${name}.pdf`,
    subject: 'Nachweis einer Schulung zur Informationssicherheit',
    pdfLang: 'de-DE',
    management: {
      title: 'Nachweis der Geschäftsleitungsschulung',
      programme: 'Schulung der Geschäftsleitung nach § 38 Abs. 3 BSIG',
      completed: 'die Schulung für die Geschäftsleitung zur Informationssicherheit erfolgreich abgeschlossen hat.',
      passedOn: (date) => `Abschlusstest bestanden am ${date}`,
      minutes: (minutes) => `Lernzeit: ${numberDe.format(minutes)} Minuten`,
      areas: 'Behandelte Inhaltsbereiche',
      area: {
        risks: 'Risiken erkennen und bewerten',
        practices: 'Risikomanagementpraktiken',
        services: 'Auswirkungen von Risiken auf die Dienste des Unternehmens',
      },
      modules: 'Module',
      nextDue: (date) => `Nächste Schulung fällig bis ${date}`,
      fileName: (name) => `Nachweis Geschäftsleitungsschulung ${name}.pdf`,
      subject: 'Nachweis der Schulung der Geschäftsleitung nach § 38 Abs. 3 BSIG',
    },
    interimTitle: 'Zwischenstand',
    interimIntro: (date) => `Stand der Schulungen am ${date} im Unternehmen`,
    interimTraining: (brand) => `So weit sind seine Mitarbeitenden im Awareness-Portal von ${brand} geschult:`,
    interimNote: (minPercent, percent, date) =>
      `Dies ist kein Zertifikat. Ein Unternehmenszertifikat wird ausgestellt, sobald mindestens ${minPercent} % der Personen mit zugewiesenen Kursen alle ihre Kurse bestanden haben; am ${date} waren es ${percent} %.`,
    interimDated: (date) => `Zwischenstand vom ${date} · kein Zertifikat`,
    interimVerifyText: 'Dieser Zwischenstand lässt sich mit dem Prüfcode online prüfen:',
    interimFileName: (name, day) => `Zwischenstand ${name} ${day}.pdf`,
  },
  en: {
    personalTitle: 'Certificate',
    companyTitle: 'Company certificate',
    programme: 'Information security training (security awareness)',
    personalIntro: 'This is to certify that',
    personalCourses: 'has successfully completed the following courses:',
    course: 'Course',
    passedOn: (date) => `passed on ${date}`,
    companyIntro: 'This is to certify that the company',
    insuranceNumber: 'Insurance number',
    companyTraining: (brand) => `has trained its staff in the awareness portal of ${brand} as follows:`,
    fullyTrained: 'people fully trained',
    passedCourses: 'assigned courses passed',
    averageScore: 'average quiz score',
    simulations: (campaigns, delivered, from, to) =>
      `Phishing simulation: ${numberEn.format(campaigns)} ${campaigns === 1 ? 'campaign' : 'campaigns'} with ${numberEn.format(delivered)} delivered e-mails from ${from} to ${to}.`,
    outOf: (part, whole) => `${numberEn.format(part)} of ${numberEn.format(whole)}`,
    percent: (value) => `${value}%`,
    courseTableAssigned: 'Assigned',
    courseTablePassed: 'Passed',
    issuedOn: (date) => `Issued on ${date}`,
    validUntil: (date) => `valid until ${date}`,
    issuedBy: (brand) => `through the awareness portal of ${brand}`,
    asOf: (date) => `Figures as of ${date}. Counted are all people of the company with at least one assigned course.`,
    verifyHeading: 'Check authenticity',
    verifyText: 'This certificate can be checked online with its verification code:',
    code: 'Verification code',
    personalFileName: (name) => `Certificate ${name}.pdf`,
    companyFileName: (name) => `Company certificate ${name}.pdf`,
    subject: 'Proof of information security training',
    pdfLang: 'en-GB',
    management: {
      title: 'Proof of management training',
      programme: 'Training of management under § 38 (3) BSIG',
      completed: 'has successfully completed the information security training for management.',
      passedOn: (date) => `Final check passed on ${date}`,
      minutes: (minutes) => `Learning time: ${numberEn.format(minutes)} minutes`,
      areas: 'Content areas covered',
      area: {
        risks: 'Recognising and assessing risks',
        practices: 'Risk-management practices',
        services: 'Effects of risks on the company’s services',
      },
      modules: 'Modules',
      nextDue: (date) => `Next training due by ${date}`,
      fileName: (name) => `Proof of management training ${name}.pdf`,
      subject: 'Proof of management training under § 38 (3) BSIG',
    },
    interimTitle: 'Interim status',
    interimIntro: (date) => `Training status on ${date} of the company`,
    interimTraining: (brand) => `Its staff have been trained in the awareness portal of ${brand} so far as follows:`,
    interimNote: (minPercent, percent, date) =>
      `This is not a certificate. A company certificate is issued once at least ${minPercent}% of the people with assigned courses have passed all of them; on ${date} it was ${percent}%.`,
    interimDated: (date) => `Interim status of ${date} · not a certificate`,
    interimVerifyText: 'This interim status can be checked online with its verification code:',
    interimFileName: (name, day) => `Interim status ${name} ${day}.pdf`,
  },
};
