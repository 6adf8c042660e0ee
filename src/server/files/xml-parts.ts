import { SaxesParser } from 'saxes';
import { UploadRefused } from './upload-refusal.ts';

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** An element or attribute name without its namespace prefix (`x:row` and `row` are both `row`). */
export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one XML part of a workbook through a strict, non-validating parser (saxes): it expands
 * no entities of its own and reads no DTD, so neither "billion laughs" nor external entities
 * reach it. Malformed XML or text that is not UTF-8 refuses the file as broken; a refusal thrown
 * by a handler (too many rows) ends the reading at once.
 */
export async function parseXmlPart(chunks: AsyncIterable<Uint8Array>, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('brokenXlsx');
  }
}

/** OOXML writes characters XML cannot carry as `_xHHHH_` (e.g. `_x000D_`); `_x005F_` escapes "_". */
export const decodeOoxmlEscapes = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
