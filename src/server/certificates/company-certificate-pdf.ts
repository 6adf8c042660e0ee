import { finishPdf, type Pdf } from '../files/pdf-document.ts';
import { formatBerlinDate } from '#shared/berlin-dates.ts';
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
import type { CompanyCertificateContent } from './certificate-content.ts';
import type { CertificateTexts } from './certificate-texts.ts';
import { COMPANY_CERTIFICATE_MIN_PERCENT } from '#shared/constants.ts';
import { trainedPercent } from '#shared/rules/company-certificate.ts';

/** Room for the note below the table. */
const NOTE_HEIGHT = 24;

/** The company's address on one line: "Hauptstraße 5, 50667 Köln", leaving out what is not stored. */
export function addressLine(address: CompanyCertificateContent['address']): string {
  const town = [address.postCode, address.city].filter(Boolean).join(' ');
  return [address.street, town].filter(Boolean).join(', ');
}

/** Three boxes with the headline figures; answers the y below them. */
function figureBoxes(doc: Pdf, y: number, boxes: { value: string; label: string }[]): number {
  const gap = 12;
  const width = (TEXT_WIDTH - gap * (boxes.length - 1)) / boxes.length;
  const height = 62;
  boxes.forEach((box, index) => {
    const x = TEXT_LEFT + index * (width + gap);
    doc.roundedRect(x, y, width, height, 6).fill(COLORS.paleLight);
    doc.rect(x, y, 4, height).fill(COLORS.secondary);
    doc.font('bold').fontSize(19).fillColor(COLORS.primary);
    doc.text(box.value, x + 4, y + 10, { width: width - 4, align: 'center', lineBreak: false });
    doc.font('regular').fontSize(9).fillColor(COLORS.muted);
    doc.text(box.label, x + 10, y + 36, { width: width - 16, align: 'center' });
  });
  return y + height;
}

/**
 * The table of assigned courses (course, assigned, passed), in the room left above the note and the
 * foot; answers the y below it. Without any assigned course there is no table.
 */
function courseTable(doc: Pdf, top: number, content: CompanyCertificateContent, texts: CertificateTexts): number {
  if (content.courses.length === 0) return top - 10;
  const numberWidth = 86;
  const titleWidth = TEXT_WIDTH - 2 * numberWidth;
  const header = 20;
  const room = FOOT_TOP - NOTE_HEIGHT - top - header;
  const row = Math.max(14, Math.min(19, room / content.courses.length));
  const size = row >= 17 ? 10.5 : 9.5;
  const cell = (text: string, x: number, y: number, width: number, align: 'left' | 'right') =>
    doc.text(text, x, y, { width, align, lineBreak: false, ellipsis: true });
  const columns = (y: number, title: string, assigned: string, passed: string) => {
    cell(title, TEXT_LEFT + 8, y, titleWidth - 8, 'left');
    cell(assigned, TEXT_LEFT + titleWidth, y, numberWidth - 8, 'right');
    cell(passed, TEXT_LEFT + titleWidth + numberWidth, y, numberWidth - 8, 'right');
  };

  doc.font('bold').fontSize(9).fillColor(COLORS.muted);
  columns(top + 5, texts.course, texts.courseTableAssigned, texts.courseTablePassed);
  rule(doc, top + header, 1, COLORS.primary);
  content.courses.forEach((course, index) => {
    const rowTop = top + header + index * row;
    if (index % 2 === 1) doc.rect(TEXT_LEFT, rowTop, TEXT_WIDTH, row).fill(COLORS.paleLight);
    doc.font('regular').fontSize(size).fillColor(COLORS.ink);
    columns(rowTop + (row - size * 1.2) / 2, course.title, String(course.assigned), String(course.passed));
  });
  const bottom = top + header + content.courses.length * row;
  rule(doc, bottom, 0.5, COLORS.border);
  return bottom;
}

/** The interim status's plain statement that it is no certificate, in a framed box; answers the y below it. */
function interimNotice(doc: Pdf, y: number, text: string): number {
  const padding = 10;
  doc.font('bold').fontSize(10.5);
  const height = doc.heightOfString(text, { width: TEXT_WIDTH - 2 * padding }) + 2 * padding;
  doc.roundedRect(TEXT_LEFT, y, TEXT_WIDTH, height, 6).lineWidth(1.2).stroke(COLORS.accentDark);
  doc.fillColor(COLORS.ink).text(text, TEXT_LEFT + padding, y + padding, { width: TEXT_WIDTH - 2 * padding });
  return y + height;
}

function rule(doc: Pdf, y: number, width: number, color: string) {
  doc
    .moveTo(TEXT_LEFT, y)
    .lineTo(TEXT_LEFT + TEXT_WIDTH, y)
    .lineWidth(width)
    .stroke(color);
}

/**
 * The company certificate for the insurer (docs/product.md R15, R21): the company with its address and
 * insurance number, the headline figures and a table per assigned course. An interim status
 * (decision 104) is dated in its first line and says under the figures that it is no certificate.
 */
export function renderCompanyCertificate(frame: CertificateFrame, content: CompanyCertificateContent) {
  const doc = certificateDocument(frame, content.companyName);
  const { texts } = frame;
  const { figures } = content;
  const interim = content.interim === true;
  let y = drawHead(doc, frame, 27);
  y = centred(doc, interim ? texts.interimIntro(frame.issuedOn) : texts.companyIntro, y, {
    size: 11.5,
    color: COLORS.muted,
  });
  y = centred(doc, content.companyName, y + 6, { size: 22, font: 'bold' });
  const address = addressLine(content.address);
  if (address) y = centred(doc, address, y + 2, { size: 11, color: COLORS.ink });
  y = centred(doc, `${texts.insuranceNumber}: ${content.insuranceNumber}`, y + 2, { size: 11, color: COLORS.ink });
  const training = interim ? texts.interimTraining(frame.brandName) : texts.companyTraining(frame.brandName);
  y = centred(doc, training, y + 12, { size: 11.5, color: COLORS.muted });

  y = figureBoxes(doc, y + 12, [
    { value: texts.outOf(figures.fullyTrained, figures.learners), label: texts.fullyTrained },
    { value: texts.outOf(figures.passedCourses, figures.assignedCourses), label: texts.passedCourses },
    { value: figures.averageScore === null ? '–' : texts.percent(figures.averageScore), label: texts.averageScore },
  ]);
  if (interim) {
    const minPercent = content.minPercent ?? COMPANY_CERTIFICATE_MIN_PERCENT;
    y = interimNotice(doc, y + 12, texts.interimNote(minPercent, trainedPercent(figures), frame.issuedOn));
  }

  const tableBottom = courseTable(doc, y + 16, content, texts);
  let below = tableBottom + 6;
  if (content.simulations) {
    const s = content.simulations;
    doc.font('regular').fontSize(10).fillColor(COLORS.ink);
    const line = texts.simulations(s.campaigns, s.delivered, formatBerlinDate(s.from), formatBerlinDate(s.to));
    doc.text(line, TEXT_LEFT, below, { width: TEXT_WIDTH });
    below = doc.y + 4;
  }
  doc.font('regular').fontSize(8.5).fillColor(COLORS.muted);
  doc.text(texts.asOf(frame.issuedOn), TEXT_LEFT, below, { width: TEXT_WIDTH });

  drawFoot(doc, frame);
  return finishPdf(doc);
}
