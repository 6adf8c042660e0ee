import type { AiToolGroup } from '#shared/api/ai-literacy.ts';
import { QUIZ_PASS_PERCENT } from '#shared/constants.ts';
import type { AiTopic } from '#shared/content/track-content.ts';

/** The words of the AI-literacy record's PDF and CSV, in German and English (decision 109). */
export const RECORD_TEXTS = {
  de: {
    title: 'Nachweis der KI-Kompetenz',
    subtitle: 'Dokumentation nach Art. 4 der EU-KI-Verordnung (Verordnung (EU) 2024/1689)',
    asOf: (day: string) => `Stand: ${day}`,
    made: (brand: string, at: string) => `Awareness-Portal von ${brand} · erstellt am ${at} · Zeiten in deutscher Zeit`,
    intro:
      'Das Unternehmen hält fest, welche KI-Tools es einsetzt, wer sie nutzt und wie diese Personen geschult wurden: Inhalt, Umfang und Teilnehmende, wie es die Bundesnetzagentur in ihrem Hinweispapier zur KI-Kompetenz empfiehlt. Die Schulung wird regelmäßig aufgefrischt.',
    tools: 'KI-Tools im Unternehmen',
    noTools: 'Es sind keine KI-Tools erfasst.',
    since: (day: string) => `erfasst seit ${day}`,
    usedBy: 'genutzt von',
    group: {
      everyone: 'allen Beschäftigten',
      leaders: 'Arbeitgeber und Führungskräften',
      chosen: (count: number) => (count === 1 ? 'einer ausgewählten Person' : `${count} ausgewählten Personen`),
    },
    training: 'Schulung',
    trainingFacts: (title: string, minutes: number, months: number) =>
      `„${title}“, etwa ${minutes} Minuten, Abschlusstest mit ${QUIZ_PASS_PERCENT} % zum Bestehen; gilt ${months} Monate, dann ist sie erneut fällig.`,
    topicsHeading: 'Inhalte',
    people: 'Personen, die KI-Tools nutzen',
    noPeople: 'Das Verzeichnis nennt niemanden als Nutzer eines KI-Tools.',
    role: 'Rolle',
    uses: 'Nutzt',
    passed: (day: string, until: string) =>
      `„KI am Arbeitsplatz“ bestanden am ${day} · nächste Auffrischung bis ${until}`,
    lapsed: (day: string, until: string) =>
      `„KI am Arbeitsplatz“ bestanden am ${day} · abgelaufen am ${until}, erneut fällig`,
    open: '„KI am Arbeitsplatz“ noch nicht bestanden',
    courseParts: 'KI-Inhalte aus bestandenen Kursen',
    coursePart: (title: string, headings: string, day: string) => `${title} (${headings}), bestanden am ${day}`,
    page: (page: number, count: number) => `Seite ${page} von ${count}`,
    fileName: (day: string) => `KI-Kompetenz Nachweis ${day}`,
    pdfLang: 'de-DE',
    csv: [
      'Nachname',
      'Vorname',
      'E-Mail',
      'Rolle',
      'KI-Tools',
      '„KI am Arbeitsplatz“ bestanden am',
      'Nächste Auffrischung bis',
      'Am Stichtag gültig',
      'Geschulte Inhalte',
      'KI-Inhalte aus bestandenen Kursen',
      'Stichtag',
    ],
  },
  en: {
    title: 'AI literacy record',
    subtitle: 'Documentation under Article 4 of the EU AI Act (Regulation (EU) 2024/1689)',
    asOf: (day: string) => `As of ${day}`,
    made: (brand: string, at: string) => `Awareness portal by ${brand} · created on ${at} · times in German time`,
    intro:
      'The company records which AI tools it uses, who uses them and how these people were trained: content, scope and participants, as Germany’s Federal Network Agency recommends in its guidance on AI literacy. The training is refreshed regularly.',
    tools: 'AI tools in the company',
    noTools: 'No AI tools are recorded.',
    since: (day: string) => `recorded since ${day}`,
    usedBy: 'used by',
    group: {
      everyone: 'all employees',
      leaders: 'the employer and managers',
      chosen: (count: number) => (count === 1 ? 'one chosen person' : `${count} chosen people`),
    },
    training: 'Training',
    trainingFacts: (title: string, minutes: number, months: number) =>
      `“${title}”, about ${minutes} minutes, final check with ${QUIZ_PASS_PERCENT} % to pass; counts for ${months} months, then it is due again.`,
    topicsHeading: 'Content',
    people: 'People who use AI tools',
    noPeople: 'The inventory names nobody as a user of an AI tool.',
    role: 'Role',
    uses: 'Uses',
    passed: (day: string, until: string) => `“AI at work” passed on ${day} · next review by ${until}`,
    lapsed: (day: string, until: string) => `“AI at work” passed on ${day} · lapsed on ${until}, due again`,
    open: '“AI at work” not passed yet',
    courseParts: 'AI content from courses passed',
    coursePart: (title: string, headings: string, day: string) => `${title} (${headings}), passed on ${day}`,
    page: (page: number, count: number) => `Page ${page} of ${count}`,
    fileName: (day: string) => `AI literacy record ${day}`,
    pdfLang: 'en-GB',
    csv: [
      'Last name',
      'First name',
      'E-mail',
      'Role',
      'AI tools',
      '“AI at work” passed on',
      'Next review by',
      'Valid on the record date',
      'Content taught',
      'AI content from courses passed',
      'Record date',
    ],
  },
} as const;

/** The topics of "KI am Arbeitsplatz" in words. */
export const TOPIC_WORDS: Record<'de' | 'en', Record<AiTopic, string>> = {
  de: {
    tools: 'Was KI-Tools können und was nicht',
    output: 'Ergebnisse prüfen (Halluzinationen)',
    data: 'Vertrauliche und personenbezogene Daten in Eingaben (DSGVO)',
    rules: 'Die KI-Regeln des Unternehmens',
    deception: 'Deepfakes und Stimmklone im Betrug',
    transparency: 'Transparenz beim Einsatz von KI',
  },
  en: {
    tools: 'What AI tools can and cannot do',
    output: 'Checking output (hallucinations)',
    data: 'Confidential and personal data in prompts (GDPR)',
    rules: 'The company’s AI rules',
    deception: 'Deepfakes and voice clones in fraud',
    transparency: 'Transparency when using AI',
  },
};

/** Who uses a tool, in words. */
export function groupWords(lang: 'de' | 'en', group: AiToolGroup, chosen: number): string {
  const words = RECORD_TEXTS[lang].group;
  return group === 'chosen' ? words.chosen(chosen) : words[group];
}
