import { setImmediate as nextTurn } from 'node:timers/promises';
import { AGREEMENT_VERSION } from '#shared/constants.ts';
import {
  fillPlaceholders,
  inlineParts,
  parseLegalMarkdown,
  type LegalBlock,
  type Subprocessor,
} from '#shared/legal/legal-document.ts';
import { ANNEX1_COLUMNS, placeholderValues, type LegalIdentity } from '#shared/legal/placeholders.ts';
import { PAGE_MARGINS, addFooters, createPdf, finishPdf, type Pdf } from './pdf-document.ts';

const BODY_SIZE = 9.5;
const HEADING_SIZES = { 1: 15, 2: 12, 3: 10.5 } as const;
const LIST_INDENT = 14;

const contentWidth = (doc: Pdf) => doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;

/** Starts a new page unless `height` still fits, so a heading never stands alone at a page's foot. */
function keepSpace(doc: Pdf, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** One line of the Markdown subset with its **bold** parts, wrapped within `width`. */
function inlineText(doc: Pdf, text: string, at: { x: number; y?: number; width: number; align: 'left' | 'justify' }) {
  const parts = inlineParts(text);
  parts.forEach((part, index) => {
    doc.font(part.bold ? 'bold' : 'regular');
    const options = { width: at.width, align: at.align, continued: index < parts.length - 1 };
    if (index === 0) doc.text(part.text, at.x, at.y ?? doc.y, options);
    else doc.text(part.text, options);
  });
}

function heading(doc: Pdf, level: 1 | 2 | 3, text: string) {
  const size = HEADING_SIZES[level];
  doc.moveDown(level === 1 ? 0 : 0.6);
  keepSpace(doc, size * 5);
  doc
    .font('bold')
    .fontSize(size)
    .text(text, PAGE_MARGINS.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.4);
}

function paragraph(doc: Pdf, text: string) {
  doc.fontSize(BODY_SIZE);
  inlineText(doc, text, { x: PAGE_MARGINS.left, width: contentWidth(doc), align: 'justify' });
  doc.moveDown(0.5);
}

function list(doc: Pdf, ordered: boolean, items: string[]) {
  items.forEach((item, index) => {
    doc.fontSize(BODY_SIZE);
    keepSpace(doc, doc.currentLineHeight(true) * 2);
    const y = doc.y;
    doc.font('regular').text(ordered ? `${index + 1}.` : '•', PAGE_MARGINS.left, y, { width: LIST_INDENT });
    inlineText(doc, item, {
      x: PAGE_MARGINS.left + LIST_INDENT,
      y,
      width: contentWidth(doc) - LIST_INDENT,
      align: 'left',
    });
    doc.moveDown(0.2);
  });
  doc.moveDown(0.3);
}

/** Annex 1 as a table; a row that does not fit moves to the next page whole. */
function annex1(doc: Pdf, rows: Subprocessor[]) {
  doc.font('regular').fontSize(8);
  doc.table({
    position: { x: PAGE_MARGINS.left, y: doc.y },
    columnStyles: [76, 82, 52, '*', 134],
    defaultStyle: { padding: 3, border: 0.5, borderColor: '#999999' },
    data: [
      ANNEX1_COLUMNS.map((text) => ({ text, type: 'TH' as const, font: { src: 'bold' }, backgroundColor: '#eeeeee' })),
      ...rows.map((row) => [row.company, row.address, row.region, row.service, row.basis]),
    ],
  });
  doc.moveDown(0.8);
}

function block(doc: Pdf, item: LegalBlock, values: Record<string, string>, subprocessors: Subprocessor[]) {
  const fill = (text: string) => fillPlaceholders(text, values);
  if (item.type === 'heading') heading(doc, item.level, fill(item.text));
  else if (item.type === 'paragraph') paragraph(doc, fill(item.text));
  else if (item.type === 'list') list(doc, item.ordered, item.items.map(fill));
  else annex1(doc, subprocessors);
}

/**
 * The agreement as a PDF (docs/product.md R25, R28) from the same Markdown as /order-data-processing,
 * filled with the configured provider identity exactly as the page fills it, with Annex 1 from the
 * configured sub-processors; every page names the version and carries its number.
 */
export async function renderAgreementPdf(
  markdown: string,
  identity: LegalIdentity,
  subprocessors: Subprocessor[],
): Promise<Buffer> {
  const doc = createPdf({
    title: `Auftragsverarbeitungsvertrag V ${AGREEMENT_VERSION}`,
    author: identity.provider.name,
    subject: 'Vertrag über die Verarbeitung personenbezogener Daten im Auftrag gemäß Art. 28 DSGVO',
    lang: 'de-DE',
  });
  const values = placeholderValues(identity);
  for (const item of parseLegalMarkdown(markdown)) {
    block(doc, item, values, subprocessors);
    // Shaping the text with the embedded font takes about two seconds for the whole contract; giving
    // the event loop a turn after each block keeps every other request of the server answered meanwhile.
    await nextTurn();
  }
  addFooters(doc, (page, pageCount) => ({
    left: `Auftragsverarbeitungsvertrag · Version ${AGREEMENT_VERSION} · ${identity.provider.name}`,
    right: `Seite ${page} von ${pageCount}`,
  }));
  return finishPdf(doc);
}
