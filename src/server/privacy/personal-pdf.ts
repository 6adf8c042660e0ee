import { formatBerlinMoment } from '../core/berlin-dates.ts';
import { addFooters, createPdf, finishPdf } from '../files/pdf-document.ts';
import { type PersonalData, personalDataRows } from './personal-export.ts';

/** Every ISO moment and day in a value as people read them (German time, DD.MM.YYYY); the rest as it is. */
const readable = (value: string | number | null) =>
  value === null
    ? ''
    : String(value)
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, (iso) => formatBerlinMoment(iso))
        .replace(/\b(\d{4})-(\d\d)-(\d\d)\b/g, '$3.$2.$1');

/**
 * A person's data as a readable PDF (decision 084): the rows of the CSV table, grouped by area, each
 * line with its moment in German time. Bilingual labels as in the CSV, so one file serves everyone.
 */
export async function personalDataPdf(data: PersonalData, brandName: string): Promise<Buffer> {
  const name = `${data.account.firstname} ${data.account.lastname}`;
  const doc = createPdf({
    title: `Meine Daten / My data – ${name}`,
    author: brandName,
    subject: 'Auskunft nach Art. 15 DSGVO / access under Art. 15 GDPR',
    lang: 'de-DE',
  });
  doc.font('bold').fontSize(18).text(`Meine Daten / My data – ${name}`);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Awareness-Portal von ${brandName} · erstellt am / created ${readable(data.exportedAt)} · ` +
        'alle Zeiten in deutscher Zeit / all times in German time',
    )
    .fillColor('black')
    .moveDown();
  let area = '';
  for (const [rowArea, when, subject, detail] of personalDataRows(data)) {
    if (rowArea !== area) {
      area = rowArea;
      doc.moveDown(0.6).font('bold').fontSize(12).text(area).moveDown(0.2);
    }
    const parts = [readable(when), subject ?? '', readable(detail)].filter((part) => part !== '');
    doc.font('regular').fontSize(10).text(parts.join(' · '), { paragraphGap: 2 });
  }
  doc
    .moveDown()
    .fontSize(9)
    .fillColor('#555555')
    .text(
      'Passwörter, zweite Faktoren, Zugangs-Token und Zertifikatscodes speichert das Portal nur gehasht oder versiegelt; sie sind nicht enthalten. / Passwords, second factors, tokens and certificate codes are stored only hashed or sealed and are not included.',
    );
  addFooters(doc, (page, count) => ({ left: name, right: `Seite / page ${page} von / of ${count}` }));
  return finishPdf(doc);
}
