import { finishPdf } from '../files/pdf-document.ts';
import { formatBerlinDate } from '../core/berlin-dates.ts';
import type { ManagementCertificateContent } from './certificate-content.ts';
import {
  COLORS,
  TEXT_LEFT,
  TEXT_WIDTH,
  centred,
  certificateDocument,
  drawFoot,
  drawHead,
  type CertificateFrame,
} from './certificate-pdf.ts';

/**
 * The proof of a person's management training (decision 103): who, of which company, when the final
 * check was passed, the learning time, the content areas of § 38 (3) BSIG and the modules, and when
 * the training is due again.
 */
export function renderManagementCertificate(frame: CertificateFrame, content: ManagementCertificateContent) {
  const texts = frame.texts.management;
  // The shared head, with the programme this proof is about.
  const head = { ...frame, texts: { ...frame.texts, subject: texts.subject, programme: texts.programme } };
  const doc = certificateDocument(head, content.holderName);
  let y = drawHead(doc, head, 18);
  y = centred(doc, frame.texts.personalIntro, y + 4, { size: 12, color: COLORS.muted });
  y = centred(doc, content.holderName, y + 8, { size: 28, font: 'bold' });
  y = centred(doc, content.companyName, y + 4, { size: 13, color: COLORS.secondary });
  y = centred(doc, texts.completed, y + 12, { size: 12, color: COLORS.ink });
  const facts = `${texts.passedOn(formatBerlinDate(content.passedAt))} · ${texts.minutes(content.minutes)}`;
  y = centred(doc, facts, y + 10, { size: 11, color: COLORS.muted });

  y = list(
    doc,
    texts.areas,
    content.areas.map((area) => texts.area[area]),
    y + 18,
    true,
  );
  y = list(doc, texts.modules, content.modules, y + 12, false);
  centred(doc, texts.nextDue(formatBerlinDate(content.validUntil)), y + 12, { size: 11.5, font: 'bold' });

  drawFoot(doc, head);
  return finishPdf(doc);
}

/** A heading and its rows, the marked ones with a green dot; answers the y below it. */
function list(
  doc: ReturnType<typeof certificateDocument>,
  heading: string,
  rows: string[],
  top: number,
  marked: boolean,
) {
  doc.font('bold').fontSize(11).fillColor(COLORS.primary);
  doc.text(heading, TEXT_LEFT, top, { width: TEXT_WIDTH, lineBreak: false });
  let y = top + 18;
  const row = 19;
  rows.forEach((text, index) => {
    if (index % 2 === 0) doc.rect(TEXT_LEFT, y, TEXT_WIDTH, row).fill(COLORS.paleLight);
    if (marked) doc.circle(TEXT_LEFT + 11, y + row / 2, 2.2).fill(COLORS.success);
    doc.font('regular').fontSize(10.5).fillColor(COLORS.ink);
    doc.text(text, TEXT_LEFT + 22, y + (row - 10.5 * 1.2) / 2, { width: TEXT_WIDTH - 30, lineBreak: false });
    y += row;
  });
  return y;
}
