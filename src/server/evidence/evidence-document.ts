import type { EvidenceFacts, EvidenceSection } from '#shared/api/evidence.ts';
import type { Lang } from '#shared/constants.ts';
import { EVIDENCE_DUTIES } from '#shared/rules/evidence-duties.ts';
import { addFooters, createPdf, finishPdf } from '../files/pdf-document.ts';
import { csvDocument } from '../privacy/csv-export.ts';
import { day, moment, storedDay } from '../privacy/export-words.ts';
import { EVIDENCE_TEXTS, percent } from './evidence-texts.ts';

const BLUE = '#1f4e79';

/**
 * The evidence package as a PDF to hand on (decision 110): per part its figures and the duties it
 * serves, from the facts as the server kept them; course titles in `lang`.
 */
export async function evidencePdf(
  facts: EvidenceFacts,
  titles: Record<string, string>,
  brandName: string,
  createdAt: Date,
  lang: Lang,
): Promise<Buffer> {
  const texts = EVIDENCE_TEXTS[lang];
  const doc = createPdf({
    title: `${texts.title} – ${facts.companyName}`,
    author: brandName,
    subject: texts.subtitle,
    lang: texts.pdfLang,
  });
  doc.font('bold').fontSize(18).fillColor(BLUE).text(texts.title);
  doc.font('regular').fontSize(11).fillColor('black').text(texts.subtitle);
  doc.moveDown(0.4).font('bold').fontSize(13).text(facts.companyName);
  doc
    .font('regular')
    .fontSize(10)
    .text(texts.asOf(storedDay(facts.asOf) ?? ''));
  if (facts.insuranceNumber) doc.text(texts.insurance(facts.insuranceNumber));
  doc
    .fontSize(8.5)
    .fillColor('#555555')
    .text(texts.made(brandName, moment(createdAt) ?? ''))
    .fillColor('black');
  doc.moveDown(0.6).fontSize(10).text(texts.intro);

  const section = (name: EvidenceSection, heading: string) => {
    doc.moveDown(0.9).font('bold').fontSize(12.5).fillColor(BLUE).text(heading).fillColor('black').moveDown(0.2);
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor('#444444')
      .text(`${texts.serves}: ${EVIDENCE_DUTIES[name][lang].join('; ')}`)
      .fillColor('black')
      .moveDown(0.3);
  };
  const line = (text: string, bold = false) =>
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(10)
      .text(text, { paragraphGap: 2 });
  const list = (items: string[]) =>
    doc.font('regular').fontSize(10).list(items, { bulletRadius: 1.6, textIndent: 10, paragraphGap: 1 });

  const { training } = facts;
  section('training', texts.training);
  if (training.learners === 0) line(texts.noTraining);
  else {
    line(texts.trainingFacts(training.fullyTrained, training.learners, facts.validityMonths));
    line(texts.byRole, true);
    list(training.roles.map((r) => texts.roleLine(texts.roleWords[r.role], r.fullyTrained, r.learners)));
    line(texts.byCourse, true);
    list(training.courses.map((c) => texts.courseLine(titles[c.slug] ?? c.slug, c.valid, c.assigned)));
  }

  section('management', texts.management);
  if (facts.management.length === 0) line(texts.noManagement);
  else
    list(
      facts.management.map((m) =>
        texts.memberLine(`${m.firstname} ${m.lastname}`, day(m.passedAt), day(m.validUntil), m.valid),
      ),
    );

  section('aiLiteracy', texts.ai);
  line(texts.aiFacts(facts.aiLiteracy.trained, facts.aiLiteracy.people));
  line(
    facts.aiLiteracy.tools.length === 0
      ? texts.noAiTools
      : texts.aiTools(facts.aiLiteracy.tools.map((tool) => tool.name).join(', ')),
  );

  section('policies', texts.policies);
  if (facts.policies.length === 0) line(texts.noPolicies);
  else list(facts.policies.map((p) => texts.policyLine(p.title, p.version, p.confirmed, p.assigned)));

  section('simulations', texts.simulations);
  const simulations = facts.simulations;
  line(
    simulations
      ? texts.simulationFacts(
          simulations.campaigns,
          simulations.delivered,
          storedDay(simulations.from) ?? '',
          storedDay(simulations.to) ?? '',
        )
      : texts.noSimulations,
  );

  addFooters(doc, (page, count) => ({ left: `${texts.title} · ${facts.companyName}`, right: texts.page(page, count) }));
  return finishPdf(doc);
}

/**
 * The same package as CSV: one row per figure, with its area, what it counts, the count, of how
 * many, the share, a date where one belongs, the duties and the reference date (";", byte-order
 * mark, formulas neutralised).
 */
export function evidenceCsv(facts: EvidenceFacts, titles: Record<string, string>, lang: Lang): string {
  const texts = EVIDENCE_TEXTS[lang];
  const asOf = storedDay(facts.asOf);
  const row = (
    name: EvidenceSection,
    subject: string,
    count: number | null,
    of: number | null,
    date: string | null = null,
  ) => [
    texts.sectionWords[name],
    subject,
    count,
    of,
    count !== null && of !== null ? percent(count, of) : null,
    date,
    EVIDENCE_DUTIES[name][lang].join('; '),
    asOf,
  ];
  const { training } = facts;
  return csvDocument([
    texts.csv,
    row('training', texts.overall, training.fullyTrained, training.learners),
    ...training.roles.map((r) => row('training', texts.roleWords[r.role], r.fullyTrained, r.learners)),
    ...training.courses.map((c) => row('training', titles[c.slug] ?? c.slug, c.valid, c.assigned)),
    ...facts.management.map((m) =>
      row('management', texts.csvMember(`${m.firstname} ${m.lastname}`, m.valid), null, null, day(m.passedAt)),
    ),
    row('aiLiteracy', texts.csvAi, facts.aiLiteracy.trained, facts.aiLiteracy.people),
    ...facts.policies.map((p) => row('policies', texts.csvPolicy(p.title, p.version), p.confirmed, p.assigned)),
    ...(facts.simulations
      ? [
          row(
            'simulations',
            texts.csvSimulation(facts.simulations.campaigns),
            facts.simulations.delivered,
            null,
            `${storedDay(facts.simulations.from) ?? ''} – ${storedDay(facts.simulations.to) ?? ''}`,
          ),
        ]
      : []),
  ]);
}

/** The download's name: "Nachweispaket Muster GmbH 2026-11-30.pdf". */
export const evidenceFileName = (lang: Lang, facts: EvidenceFacts, extension: 'pdf' | 'csv') =>
  `${EVIDENCE_TEXTS[lang].fileName(facts.companyName, facts.asOf)}.${extension}`;
