import type { Lang } from '../constants.ts';

/**
 * Which duty each part of the evidence package serves (docs/decisions/110-evidence-package.md,
 * sources in docs/content-sources/evidence-duties.md). The package states what it documents; whether
 * a company falls under the BSIG is for the company to judge, and the package says so.
 */
/** The parts of an evidence package, in the order it shows them. */
export const EVIDENCE_SECTIONS = ['training', 'management', 'aiLiteracy', 'policies', 'simulations'] as const;
export type EvidenceSection = (typeof EVIDENCE_SECTIONS)[number];

export const EVIDENCE_DUTIES: Record<EvidenceSection, Record<Lang, readonly string[]>> = {
  training: {
    de: [
      '§ 30 Abs. 2 Nr. 7 BSIG (Schulungen zur Sicherheit in der Informationstechnik), dokumentiert nach § 30 Abs. 1 Satz 3 BSIG',
      'DIN SPEC 27076, Bereich „Organisation und Sensibilisierung“',
      'ISO/IEC 27001:2022, Anhang A 6.3 (Sensibilisierung, Ausbildung und Schulung)',
    ],
    en: [
      'Section 30(2) no. 7 BSIG (training in information security), documented under section 30(1) sentence 3 BSIG',
      'DIN SPEC 27076, area “Organisation and awareness”',
      'ISO/IEC 27001:2022, Annex A 6.3 (information security awareness, education and training)',
    ],
  },
  management: {
    de: ['§ 38 Abs. 3 BSIG (regelmäßige Schulung der Geschäftsleitung)'],
    en: ['Section 38(3) BSIG (regular training of management)'],
  },
  aiLiteracy: {
    de: ['Art. 4 Verordnung (EU) 2024/1689 (KI-Verordnung): KI-Kompetenz'],
    en: ['Art. 4 Regulation (EU) 2024/1689 (AI Act): AI literacy'],
  },
  policies: {
    de: [
      'ISO/IEC 27001:2022, Anhang A 5.1 (Richtlinien, von den betroffenen Personen zur Kenntnis genommen)',
      'DIN SPEC 27076, Bereich „Organisation und Sensibilisierung“',
    ],
    en: [
      'ISO/IEC 27001:2022, Annex A 5.1 (policies, acknowledged by relevant personnel)',
      'DIN SPEC 27076, area “Organisation and awareness”',
    ],
  },
  simulations: {
    de: [
      '§ 30 Abs. 2 Nr. 7 BSIG (grundlegende Verfahren der Cyberhygiene und Schulungen)',
      'ISO/IEC 27001:2022, Anhang A 6.3',
    ],
    en: ['Section 30(2) no. 7 BSIG (basic cyber hygiene practices and training)', 'ISO/IEC 27001:2022, Annex A 6.3'],
  },
};
