/** The words of the evidence package's PDF and CSV, in German and English (decision 110). */

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`);

export const EVIDENCE_TEXTS = {
  de: {
    title: 'Nachweispaket Security Awareness',
    subtitle: 'Schulung, Geschäftsleitung, KI-Kompetenz, Richtlinien und Phishing-Simulationen auf einen Blick',
    asOf: (day: string) => `Stichtag: ${day}`,
    insurance: (number: string) => `Versicherungsnummer: ${number}`,
    made: (brand: string, at: string) => `Awareness-Portal von ${brand} · erstellt am ${at} · Zeiten in deutscher Zeit`,
    intro:
      'Die Zahlen stammen aus den Aufzeichnungen des Portals und gelten für das Ende des Stichtags (bei einem Paket von heute: für den Zeitpunkt der Erstellung). Beschäftigte erscheinen nur als Zahlen; namentlich genannt ist allein die Geschäftsleitung. Ob das Unternehmen unter das BSI-Gesetz fällt, beurteilt es selbst.',
    serves: 'Dient als Nachweis für',
    training: 'Schulung der Beschäftigten',
    trainingFacts: (fully: number, learners: number, months: number) =>
      `${fully} von ${learners} Personen mit zugewiesenen Kursen (${percent(fully, learners)}) haben alle ihre Kurse mit gültigem Ergebnis abgeschlossen. Ein bestandener Kurs gilt ${months} Monate.`,
    noTraining: 'Am Stichtag war niemandem ein Kurs zugewiesen.',
    byRole: 'Nach Rolle',
    byCourse: 'Nach Kurs',
    roleLine: (role: string, fully: number, learners: number) =>
      `${role}: ${fully} von ${learners} vollständig geschult (${percent(fully, learners)})`,
    courseLine: (title: string, valid: number, assigned: number) =>
      `${title}: ${valid} von ${assigned} gültig bestanden (${percent(valid, assigned)})`,
    management: 'Schulung der Geschäftsleitung',
    noManagement: 'Am Stichtag war niemand als Geschäftsleitung benannt.',
    memberLine: (name: string, passed: string | null, until: string | null, valid: boolean) =>
      passed === null
        ? `${name}: noch nicht bestanden`
        : valid
          ? `${name}: bestanden am ${passed}, gültig bis ${until ?? ''}`
          : `${name}: bestanden am ${passed}, abgelaufen am ${until ?? ''}`,
    ai: 'KI-Kompetenz',
    aiFacts: (trained: number, people: number) =>
      people === 0
        ? 'Das KI-Verzeichnis nannte am Stichtag niemanden als Nutzer eines KI-Tools.'
        : `${trained} von ${people} Personen, die KI-Tools nutzen (${percent(trained, people)}), hatten „KI am Arbeitsplatz“ mit gültigem Ergebnis abgeschlossen.`,
    aiTools: (names: string) => `Erfasste KI-Tools: ${names}`,
    noAiTools: 'Es waren keine KI-Tools erfasst.',
    policies: 'Richtlinien',
    noPolicies: 'Am Stichtag gab es keine veröffentlichte Richtlinie.',
    policyLine: (title: string, version: number, confirmed: number, assigned: number) =>
      `„${title}“ (Version ${version}): ${confirmed} von ${assigned} Personen haben sie bestätigt (${percent(confirmed, assigned)})`,
    simulations: 'Phishing-Simulationen',
    noSimulations: 'Bis zum Stichtag wurde keine Phishing-Simulation abgeschlossen.',
    simulationFacts: (campaigns: number, delivered: number, from: string, to: string) =>
      `${campaigns} ${campaigns === 1 ? 'Kampagne' : 'Kampagnen'} mit ${delivered} zugestellten Übungsmails zwischen ${from} und ${to}. Das Paket nennt bewusst nur die Teilnahme, keine Ergebnisse.`,
    page: (page: number, count: number) => `Seite ${page} von ${count}`,
    fileName: (company: string, day: string) => `Nachweispaket ${company} ${day}`,
    pdfLang: 'de-DE',
    csv: ['Bereich', 'Gegenstand', 'Anzahl', 'Von', 'Anteil', 'Datum', 'Dient als Nachweis für', 'Stichtag'],
    sectionWords: {
      training: 'Schulung',
      management: 'Geschäftsleitung',
      aiLiteracy: 'KI-Kompetenz',
      policies: 'Richtlinien',
      simulations: 'Phishing-Simulationen',
    },
    overall: 'Alle Personen mit Kursen',
    roleWords: { employer: 'Arbeitgeber', manager: 'Führungskräfte', employee: 'Mitarbeitende' },
    csvMember: (name: string, valid: boolean) => `${name} (${valid ? 'gültig' : 'nicht gültig'})`,
    csvAi: 'Personen, die KI-Tools nutzen',
    csvPolicy: (title: string, version: number) => `${title} (Version ${version})`,
    csvSimulation: (campaigns: number) => `${campaigns} ${campaigns === 1 ? 'Kampagne' : 'Kampagnen'}`,
  },
  en: {
    title: 'Security awareness evidence package',
    subtitle: 'Training, management, AI literacy, policies and phishing simulations at a glance',
    asOf: (day: string) => `Reference date: ${day}`,
    insurance: (number: string) => `Insurance number: ${number}`,
    made: (brand: string, at: string) => `Awareness portal by ${brand} · created on ${at} · times in German time`,
    intro:
      'The figures come from the portal’s records and hold for the end of the reference date (for a package of today: for the moment it was created). Staff appear as figures only; only management is named. Whether the company falls under the BSI Act is for the company to judge.',
    serves: 'Serves as evidence for',
    training: 'Staff training',
    trainingFacts: (fully: number, learners: number, months: number) =>
      `${fully} of ${learners} people with assigned courses (${percent(fully, learners)}) had completed all their courses with a valid result. A passed course counts for ${months} months.`,
    noTraining: 'Nobody had a course assigned on the reference date.',
    byRole: 'By role',
    byCourse: 'By course',
    roleLine: (role: string, fully: number, learners: number) =>
      `${role}: ${fully} of ${learners} fully trained (${percent(fully, learners)})`,
    courseLine: (title: string, valid: number, assigned: number) =>
      `${title}: ${valid} of ${assigned} passed and valid (${percent(valid, assigned)})`,
    management: 'Management training',
    noManagement: 'Nobody was named as management on the reference date.',
    memberLine: (name: string, passed: string | null, until: string | null, valid: boolean) =>
      passed === null
        ? `${name}: not passed yet`
        : valid
          ? `${name}: passed on ${passed}, valid until ${until ?? ''}`
          : `${name}: passed on ${passed}, expired on ${until ?? ''}`,
    ai: 'AI literacy',
    aiFacts: (trained: number, people: number) =>
      people === 0
        ? 'The AI inventory named nobody as a user of an AI tool on the reference date.'
        : `${trained} of ${people} people who use AI tools (${percent(trained, people)}) had completed “AI at work” with a valid result.`,
    aiTools: (names: string) => `AI tools recorded: ${names}`,
    noAiTools: 'No AI tools were recorded.',
    policies: 'Policies',
    noPolicies: 'No policy was published on the reference date.',
    policyLine: (title: string, version: number, confirmed: number, assigned: number) =>
      `“${title}” (version ${version}): ${confirmed} of ${assigned} people have confirmed it (${percent(confirmed, assigned)})`,
    simulations: 'Phishing simulations',
    noSimulations: 'No phishing simulation had been completed by the reference date.',
    simulationFacts: (campaigns: number, delivered: number, from: string, to: string) =>
      `${campaigns} ${campaigns === 1 ? 'campaign' : 'campaigns'} with ${delivered} practice mails delivered between ${from} and ${to}. The package deliberately states participation only, no results.`,
    page: (page: number, count: number) => `Page ${page} of ${count}`,
    fileName: (company: string, day: string) => `Evidence package ${company} ${day}`,
    pdfLang: 'en-GB',
    csv: ['Area', 'Subject', 'Count', 'Of', 'Share', 'Date', 'Serves as evidence for', 'Reference date'],
    sectionWords: {
      training: 'Training',
      management: 'Management',
      aiLiteracy: 'AI literacy',
      policies: 'Policies',
      simulations: 'Phishing simulations',
    },
    overall: 'All people with courses',
    roleWords: { employer: 'Employer', manager: 'Managers', employee: 'Employees' },
    csvMember: (name: string, valid: boolean) => `${name} (${valid ? 'valid' : 'not valid'})`,
    csvAi: 'People who use AI tools',
    csvPolicy: (title: string, version: number) => `${title} (version ${version})`,
    csvSimulation: (campaigns: number) => `${campaigns} ${campaigns === 1 ? 'campaign' : 'campaigns'}`,
  },
} as const;

export { percent };
