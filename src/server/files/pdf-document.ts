import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * The one way the server makes PDFs (the agreement now, certificates later): A4, Source Sans 3
 * embedded (Adobe's font from the `source-sans` package, OFL) so that „“ – ß ä ö ü and names such
 * as "Przykładowa" come out right, which the 14 standard PDF fonts (WinAnsi only) cannot promise;
 * pdfkit embeds only the glyphs used, so the files stay small.
 */
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('source-sans/TTF/SourceSans3-Regular.ttf'),
  bold: require.resolve('source-sans/TTF/SourceSans3-Bold.ttf'),
};

export type PdfFont = keyof typeof FONTS;
export type Pdf = PDFKit.PDFDocument;

export const PAGE_MARGINS = { top: 64, bottom: 72, left: 64, right: 64 };

export function createPdf(info: { title: string; author: string; subject: string; lang: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true, // page numbers ("Seite 2 von 14") are written once the page count is known
    lang: info.lang,
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  doc.font('regular');
  return doc;
}

/** Writes `text(page, pageCount)` into the bottom margin of every page. */
export function addFooters(doc: Pdf, text: (page: number, pageCount: number) => { left: string; right: string }) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const { left, right } = text(index - range.start + 1, range.count);
    // Text below the bottom margin would start a new page; lift the margin while the footer is written.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE_MARGINS.bottom + 28;
    const width = doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
    doc.font('regular').fontSize(8).fillColor('#555555');
    doc.text(left, PAGE_MARGINS.left, y, { width, align: 'left', lineBreak: false });
    doc.text(right, PAGE_MARGINS.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** Ends the document and collects its bytes. */
export function finishPdf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
