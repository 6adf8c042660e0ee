import type { AiLiteracyOverview } from '#shared/api/ai-literacy.ts';
import type { Lang } from '#shared/constants.ts';
import { addFooters, createPdf, finishPdf } from '../files/pdf-document.ts';
import { csvDocument } from '../privacy/csv-export.ts';
import { day, moment, roleWord, yesNo } from '../privacy/export-words.ts';
import { groupWords, RECORD_TEXTS, TOPIC_WORDS } from './ai-literacy-texts.ts';

/** The topics taught by "KI am Arbeitsplatz", in order, in words. */
const topicsOf = (record: AiLiteracyOverview, lang: Lang) =>
  record.training.modules.flatMap((m) => m.topics).map((topic) => TOPIC_WORDS[lang][topic]);

/** The status line of a person's "KI am Arbeitsplatz". */
function passLine(person: AiLiteracyOverview['people'][number], lang: Lang): string {
  const texts = RECORD_TEXTS[lang];
  if (!person.passedAt || !person.validUntil) return texts.open;
  const [passed, until] = [day(person.passedAt) ?? '', day(person.validUntil) ?? ''];
  return person.current ? texts.passed(passed, until) : texts.lapsed(passed, until);
}

/**
 * The AI-literacy record as a PDF to file (decision 109): the inventory, the training with its
 * content, and per person the tools, the pass and the next review, and the AI parts of the courses.
 */
export async function aiLiteracyPdf(
  record: AiLiteracyOverview,
  companyName: string,
  brandName: string,
  lang: Lang,
): Promise<Buffer> {
  const texts = RECORD_TEXTS[lang];
  const at = new Date(record.at);
  const doc = createPdf({
    title: `${texts.title} – ${companyName}`,
    author: brandName,
    subject: texts.subtitle,
    lang: texts.pdfLang,
  });
  doc.font('bold').fontSize(18).fillColor('#1f4e79').text(texts.title);
  doc.font('regular').fontSize(11).fillColor('black').text(texts.subtitle);
  doc.moveDown(0.4).font('bold').fontSize(13).text(companyName);
  doc
    .font('regular')
    .fontSize(10)
    .text(texts.asOf(day(at) ?? ''));
  doc
    .fontSize(8.5)
    .fillColor('#555555')
    .text(texts.made(brandName, moment(at) ?? ''))
    .fillColor('black');
  doc.moveDown(0.6).fontSize(10).text(texts.intro);

  const heading = (text: string) =>
    doc.moveDown(0.8).font('bold').fontSize(12.5).fillColor('#1f4e79').text(text).fillColor('black').moveDown(0.2);
  heading(texts.tools);
  if (record.tools.length === 0) doc.font('regular').fontSize(10).text(texts.noTools);
  for (const tool of record.tools) {
    doc
      .font('bold')
      .fontSize(10.5)
      .text(tool.purpose ? `${tool.name} – ${tool.purpose}` : tool.name);
    doc
      .font('regular')
      .fontSize(9.5)
      .text(
        `${texts.usedBy} ${groupWords(lang, tool.usedBy, tool.userIds.length)} · ${texts.since(day(tool.addedAt) ?? '')}`,
        {
          paragraphGap: 3,
        },
      );
  }

  heading(texts.training);
  doc
    .font('regular')
    .fontSize(10)
    .text(texts.trainingFacts(record.training.title, record.training.estimatedMinutes, record.validityMonths));
  doc.moveDown(0.2).font('bold').fontSize(10).text(texts.topicsHeading);
  doc.font('regular').fontSize(10).list(topicsOf(record, lang), { bulletRadius: 1.6, textIndent: 10, paragraphGap: 1 });

  heading(texts.people);
  if (record.people.length === 0) doc.font('regular').fontSize(10).text(texts.noPeople);
  for (const person of record.people) {
    doc.font('bold').fontSize(10.5).text(`${person.lastname}, ${person.firstname}`, { continued: true });
    doc
      .font('regular')
      .fontSize(9.5)
      .text(`  ${roleWord(lang, person.role)} · ${person.email}`);
    doc.fontSize(9.5).text(`${texts.uses}: ${person.tools.join(', ')}`);
    doc.font(person.current ? 'regular' : 'bold').text(passLine(person, lang));
    if (person.courseParts.length > 0) {
      const parts = person.courseParts.map((p) =>
        texts.coursePart(p.title, p.headings.join(', '), day(p.passedAt) ?? ''),
      );
      doc.font('regular').text(`${texts.courseParts}: ${parts.join('; ')}`);
    }
    doc.moveDown(0.5);
  }
  addFooters(doc, (page, count) => ({ left: `${texts.title} · ${companyName}`, right: texts.page(page, count) }));
  return finishPdf(doc);
}

/** The same record as CSV, one row per person (";", byte-order mark, formulas neutralised). */
export function aiLiteracyCsv(record: AiLiteracyOverview, lang: Lang): string {
  const texts = RECORD_TEXTS[lang];
  const topics = topicsOf(record, lang).join(', ');
  const recordDay = day(record.at);
  return csvDocument([
    texts.csv,
    ...record.people.map((person) => [
      person.lastname,
      person.firstname,
      person.email,
      roleWord(lang, person.role),
      person.tools.join(', '),
      day(person.passedAt),
      day(person.validUntil),
      yesNo(lang, person.current),
      person.passedAt ? topics : '',
      person.courseParts.map((p) => texts.coursePart(p.title, p.headings.join(', '), day(p.passedAt) ?? '')).join('; '),
      recordDay,
    ]),
  ]);
}

/** The download's name: "KI-Kompetenz Nachweis 2026-11-30.pdf". */
export const recordFileName = (lang: Lang, at: Date, extension: 'pdf' | 'csv') =>
  `${RECORD_TEXTS[lang].fileName(at.toISOString().slice(0, 10))}.${extension}`;
