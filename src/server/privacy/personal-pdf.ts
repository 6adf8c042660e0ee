import type { Lang } from '#shared/constants.ts';
import type { CourseCatalog } from '../courses/course-catalog.ts';
import { addFooters, createPdf, finishPdf } from '../files/pdf-document.ts';
import { moment } from './export-words.ts';
import { type PersonalData, personalDataRows } from './personal-export.ts';

const TEXTS = {
  de: {
    title: (name: string) => `Meine Daten – ${name}`,
    subject: 'Auskunft nach Art. 15 DSGVO',
    made: (brand: string, at: string) =>
      `Awareness-Portal von ${brand} · erstellt am ${at} · alle Zeiten in deutscher Zeit (Europe/Berlin)`,
    secrets:
      'Passwörter, zweite Faktoren, Zugangs-Token und Zertifikatscodes speichert das Portal nur gehasht oder versiegelt; sie sind nicht enthalten.',
    page: (page: number, count: number) => `Seite ${page} von ${count}`,
    pdfLang: 'de-DE',
  },
  en: {
    title: (name: string) => `My data – ${name}`,
    subject: 'Access under Art. 15 GDPR',
    made: (brand: string, at: string) =>
      `Awareness portal by ${brand} · created on ${at} · all times in German time (Europe/Berlin)`,
    secrets:
      'Passwords, second factors, access tokens and certificate codes are stored only hashed or sealed and are not included.',
    page: (page: number, count: number) => `Page ${page} of ${count}`,
    pdfLang: 'en-GB',
  },
} as const;

/** The download's name before its day: "Meine Daten Max Muster" / "My data Max Muster". */
export const personalFileName = (lang: Lang, name: string) =>
  lang === 'en' ? `My data ${name}` : `Meine Daten ${name}`;

/**
 * A person's data as a readable PDF (decisions 084, 104): the rows of the CSV table, grouped by area,
 * each line with its moment in German time, in the reader's language with course titles and words
 * for roles, statuses and audit events.
 */
export async function personalDataPdf(
  data: PersonalData,
  brandName: string,
  lang: Lang,
  catalog: CourseCatalog,
): Promise<Buffer> {
  const texts = TEXTS[lang];
  const name = `${data.account.firstname} ${data.account.lastname}`;
  const doc = createPdf({ title: texts.title(name), author: brandName, subject: texts.subject, lang: texts.pdfLang });
  doc.font('bold').fontSize(18).text(texts.title(name));
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(texts.made(brandName, moment(data.exportedAt) ?? ''))
    .fillColor('black')
    .moveDown();
  let area = '';
  for (const [rowArea, when, subject, detail] of personalDataRows(data, lang, catalog)) {
    if (rowArea !== area) {
      area = rowArea;
      doc.moveDown(0.6).font('bold').fontSize(12).text(area).moveDown(0.2);
    }
    const parts = [when ?? '', subject ?? '', detail === null ? '' : String(detail)].filter((part) => part !== '');
    doc.font('regular').fontSize(10).text(parts.join(' · '), { paragraphGap: 2 });
  }
  doc.moveDown().fontSize(9).fillColor('#555555').text(texts.secrets);
  addFooters(doc, (page, count) => ({ left: name, right: texts.page(page, count) }));
  return finishPdf(doc);
}
