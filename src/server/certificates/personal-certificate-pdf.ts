import { finishPdf } from '../files/pdf-document.ts';
import {
  COLORS,
  FOOT_TOP,
  TEXT_LEFT,
  TEXT_WIDTH,
  centred,
  certificateDocument,
  drawFoot,
  drawHead,
  type CertificateFrame,
} from './certificate-pdf.ts';
import type { PersonalCertificateContent } from './certificate-content.ts';
import { formatBerlinDate } from '../core/berlin-dates.ts';

const LIST_WIDTH = TEXT_WIDTH;
const LIST_LEFT = TEXT_LEFT;
const ROW_MAX = 27;
const ROW_MIN = 17;

/** The personal certificate (docs/product.md R20): the person, their company and every course with its pass date. */
export function renderPersonalCertificate(frame: CertificateFrame, content: PersonalCertificateContent) {
  const doc = certificateDocument(frame, content.holderName);
  const { texts } = frame;
  let y = drawHead(doc, frame, 40);
  y = centred(doc, texts.personalIntro, y + 4, { size: 12, color: COLORS.muted });
  y = centred(doc, content.holderName, y + 8, { size: 30, font: 'bold' });
  y = centred(doc, content.companyName, y + 4, { size: 13, color: COLORS.secondary });
  y = centred(doc, texts.personalCourses, y + 16, { size: 12, color: COLORS.muted });

  // The list fills the room above the foot; rows shrink a little when all 12 courses are listed.
  // A short list stands in the middle of that room.
  const room = FOOT_TOP - 14 - (y + 12);
  const row = Math.max(ROW_MIN, Math.min(ROW_MAX, room / content.courses.length));
  const top = y + 12 + Math.max(0, (room - row * content.courses.length) / 3);
  const size = row >= 21 ? 11.5 : 10.5;
  const dateWidth = 118;
  const titleLeft = LIST_LEFT + 22;
  const titleWidth = LIST_WIDTH - 22 - dateWidth - 12;
  content.courses.forEach((course, index) => {
    const rowTop = top + index * row;
    if (index % 2 === 0) doc.rect(LIST_LEFT, rowTop, LIST_WIDTH, row).fill(COLORS.paleLight);
    doc.circle(LIST_LEFT + 11, rowTop + row / 2, 2.2).fill(COLORS.success);
    // A long title is set a little smaller rather than broken over two lines.
    doc.font('regular').fontSize(size);
    const fitted = Math.min(size, (size * titleWidth) / doc.widthOfString(course.title));
    doc.fontSize(fitted).fillColor(COLORS.ink);
    doc.text(course.title, titleLeft, rowTop + (row - fitted * 1.2) / 2, { lineBreak: false });
    doc
      .fontSize(size - 1)
      .fillColor(COLORS.muted)
      .text(
        texts.passedOn(formatBerlinDate(course.passedAt)),
        LIST_LEFT + LIST_WIDTH - dateWidth - 8,
        rowTop + (row - (size - 1) * 1.2) / 2,
        {
          width: dateWidth,
          align: 'right',
          lineBreak: false,
        },
      );
  });

  drawFoot(doc, frame);
  return finishPdf(doc);
}
