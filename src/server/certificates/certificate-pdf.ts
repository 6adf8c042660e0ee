import { createPdf, type Pdf } from '../files/pdf-document.ts';
import type { CertificateTexts } from './certificate-texts.ts';

/**
 * The frame both certificates share: an A4 page with a double border, the portal's logo, the
 * insurer's brand, the title, and at the foot the issue date, a seal and the verification code with
 * its address. Positions are absolute: a certificate is one page, laid out like a printed form.
 */

/** The portal's colours (src/app/theme/theme.css), so paper and screen look alike. */
export const COLORS = {
  primary: '#1f4e79',
  secondary: '#2e86ab',
  light: '#d6e6f2',
  paleLight: '#eef4f9',
  accent: '#f2a541',
  accentDark: '#d98a1f',
  success: '#3c8d5a',
  ink: '#2b2d42',
  muted: '#5c6378',
  border: '#cfd6e0',
};

export const PAGE = { width: 595.28, height: 841.89 };
/** Text runs between these x positions. */
export const TEXT_LEFT = 72;
export const TEXT_WIDTH = PAGE.width - 2 * TEXT_LEFT;
/** Where the foot (issue date, seal, verification) begins; content must end above it. */
export const FOOT_TOP = PAGE.height - 196;

export type CertificateFrame = {
  texts: CertificateTexts;
  brandName: string;
  title: string;
  code: string;
  verifyUrl: string;
  issuedOn: string;
  /** The last day it holds (yearly cycles, decision 081); none for an interim status. */
  validUntil: string | null;
  /**
   * An interim status (decision 104): dated, "not a certificate" at its foot, without the seal and
   * without a validity period.
   */
  interim: boolean;
};

export function certificateDocument(frame: CertificateFrame, subjectName: string): Pdf {
  const doc = createPdf({
    title: `${frame.title} – ${subjectName}`,
    author: frame.brandName,
    subject: frame.texts.subject,
    lang: frame.texts.pdfLang,
  });
  // One page, placed by hand: no margin may push text onto a second page.
  doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
  return doc;
}

/** The portal logo of public/logo.svg, `size` points wide, its top left corner at x, y. */
function logo(doc: Pdf, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(COLORS.primary);
  doc.path('M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z').fill('#ffffff');
  doc.path('M25 32l5 5 10-11').lineWidth(4).lineCap('round').lineJoin('round').stroke(COLORS.success);
  doc.restore();
}

/** A seal with a serrated edge and a check mark, centred on cx, cy. */
function seal(doc: Pdf, cx: number, cy: number, radius: number) {
  const teeth = 30;
  const points: [number, number][] = [];
  for (let index = 0; index < teeth * 2; index++) {
    const angle = (Math.PI * index) / teeth;
    const r = index % 2 === 0 ? radius : radius * 0.9;
    points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
  }
  doc.save();
  doc.polygon(...points).fill(COLORS.accent);
  doc
    .circle(cx, cy, radius * 0.76)
    .lineWidth(1.2)
    .stroke('#ffffff');
  doc.circle(cx, cy, radius * 0.68).fill(COLORS.accentDark);
  const s = radius / 40;
  doc
    .moveTo(cx - 12 * s, cy + 1 * s)
    .lineTo(cx - 3 * s, cy + 10 * s)
    .lineTo(cx + 14 * s, cy - 9 * s)
    .lineWidth(5 * s)
    .lineCap('round')
    .lineJoin('round')
    .stroke('#ffffff');
  doc.restore();
}

/** Centred text on one line (or wrapped within the text width); answers the y below it. */
export function centred(
  doc: Pdf,
  text: string,
  y: number,
  style: { size: number; font?: 'regular' | 'bold'; color?: string; spacing?: number },
): number {
  doc
    .font(style.font ?? 'regular')
    .fontSize(style.size)
    .fillColor(style.color ?? COLORS.ink);
  const options = { width: TEXT_WIDTH, align: 'center' as const, characterSpacing: style.spacing ?? 0 };
  doc.text(text, TEXT_LEFT, y, options);
  return y + doc.heightOfString(text, options);
}

/** Border, logo, brand, title and programme; answers the y where the certificate's body begins. */
export function drawHead(doc: Pdf, frame: CertificateFrame, titleSize: number): number {
  doc
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .lineWidth(2.5)
    .stroke(COLORS.primary);
  doc
    .rect(27, 27, PAGE.width - 54, PAGE.height - 54)
    .lineWidth(0.75)
    .stroke(COLORS.secondary);
  logo(doc, PAGE.width / 2 - 22, 58, 44);
  let y = centred(doc, frame.brandName.toUpperCase(), 114, { size: 9.5, color: COLORS.muted, spacing: 1.5 });
  y = centred(doc, frame.title.toUpperCase(), y + 14, {
    size: titleSize,
    font: 'bold',
    color: COLORS.primary,
    // Spaced capitals, but not so far apart that a text extractor splits the word.
    spacing: titleSize / 40,
  });
  y = centred(doc, frame.texts.programme, y + 4, { size: 12, color: COLORS.secondary });
  y += 14;
  doc
    .moveTo(PAGE.width / 2 - 32, y)
    .lineTo(PAGE.width / 2 + 32, y)
    .lineWidth(2.5)
    .stroke(COLORS.accent);
  return y + 18;
}

/**
 * Issue date and seal, then the verification code and the address to check it at. An interim
 * status gets its date and "not a certificate" instead, and no seal.
 */
export function drawFoot(doc: Pdf, frame: CertificateFrame) {
  const { texts } = frame;
  const top = FOOT_TOP + 14;
  doc.font('bold').fontSize(11.5).fillColor(COLORS.ink);
  const dated =
    frame.interim || frame.validUntil === null
      ? texts.interimDated(frame.issuedOn)
      : `${texts.issuedOn(frame.issuedOn)} · ${texts.validUntil(frame.validUntil)}`;
  doc.text(dated, TEXT_LEFT, top, { width: frame.interim ? TEXT_WIDTH : 360, lineBreak: false });
  doc
    .moveTo(TEXT_LEFT, top + 19)
    .lineTo(TEXT_LEFT + 300, top + 19)
    .lineWidth(0.75)
    .stroke(COLORS.border);
  doc.font('regular').fontSize(9.5).fillColor(COLORS.muted);
  doc.text(texts.issuedBy(frame.brandName), TEXT_LEFT, top + 25, { width: 260 });
  if (!frame.interim) seal(doc, PAGE.width - TEXT_LEFT - 36, FOOT_TOP + 32, 34);

  const box = { x: TEXT_LEFT - 8, y: PAGE.height - 120, width: TEXT_WIDTH + 16, height: 72 };
  doc.roundedRect(box.x, box.y, box.width, box.height, 6).fill(COLORS.paleLight);
  const inner = { x: box.x + 14, width: box.width - 28 };
  doc.font('bold').fontSize(9.5).fillColor(COLORS.primary);
  doc.text(`${texts.verifyHeading}:`, inner.x, box.y + 11, { continued: true, lineBreak: false });
  doc
    .font('regular')
    .fillColor(COLORS.ink)
    .text(` ${frame.interim ? texts.interimVerifyText : texts.verifyText}`, { lineBreak: false });
  doc.font('regular').fontSize(10).fillColor(COLORS.primary);
  doc.text(frame.verifyUrl, inner.x, box.y + 28, {
    width: inner.width,
    lineBreak: false,
    link: frame.verifyUrl,
    underline: true,
  });
  doc.font('regular').fontSize(9.5).fillColor(COLORS.muted);
  doc.text(`${texts.code}:`, inner.x, box.y + 48, { continued: true, lineBreak: false });
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(COLORS.ink)
    .text(` ${frame.code}`, { lineBreak: false, characterSpacing: 0.8 });
  doc.fillColor('black');
}
