import PostalMime, { type Email } from 'postal-mime';
import { ALLOW_LIST_HEADER } from '../allow-list.ts';

/**
 * What a reported mail says about itself, read in memory and forgotten: the simulation tokens in
 * the links of the forward and of every original it carries (inline, attached as message/rfc822
 * or as an .eml file), including links wrapped by a scanner (Microsoft Safe Links) or
 * percent-encoded, and the allow-list header of a reported original. No link is ever opened.
 * Bounded: a few nested originals, a limited number of messages and of text per message; a part
 * the parser refuses is skipped, archives are never unpacked.
 */
export type ReportFindings = {
  /** The reporter as the forward names them (its From), lower case; null when it names none. */
  from: string | null;
  tokens: string[];
  /** Values of the allow-list header found in the reported originals. */
  markers: string[];
};

/** Originals within originals followed this deep; deeper ones are not read. */
const MAX_DEPTH = 4;
/** Messages read of one report, the forward included. */
const MAX_MESSAGES = 12;
/** Characters of one text looked at for links. */
const MAX_TEXT = 2_000_000;

/** A lesson page's path: language, scenario, and the 22 characters of a 128-bit base64url token. */
const LESSON_PATH = /\/(?:de|en)\/[a-z][a-z0-9-]{2,40}\/([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])/g;
const HEADER = ALLOW_LIST_HEADER.toLowerCase();

const percentDecoded = (text: string) =>
  text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Tokens in `text`, as written and after up to three rounds of percent-decoding (a wrapped link is encoded once or twice). */
function collectTokens(text: string, into: Set<string>): void {
  let current = text.slice(0, MAX_TEXT).replaceAll('&amp;', '&');
  for (let round = 0; round < 4; round++) {
    for (const match of current.matchAll(LESSON_PATH)) into.add(match[1]!);
    const decoded = percentDecoded(current);
    if (decoded === current) return;
    current = decoded;
  }
}

const isMessage = (attachment: Email['attachments'][number]) =>
  attachment.mimeType.toLowerCase() === 'message/rfc822' || (attachment.filename ?? '').toLowerCase().endsWith('.eml');

const isText = (attachment: Email['attachments'][number]) => /^text\/(plain|html)$/i.test(attachment.mimeType);

const bytesOf = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content);

export async function scanReport(raw: Uint8Array): Promise<ReportFindings> {
  const tokens = new Set<string>();
  const markers = new Set<string>();
  let from: string | null = null;
  let messages = 0;

  async function read(bytes: Uint8Array, depth: number): Promise<void> {
    if (depth > MAX_DEPTH || messages >= MAX_MESSAGES) return;
    messages++;
    let email: Email;
    try {
      email = await PostalMime.parse(bytes, {
        forceRfc822Attachments: true,
        maxNestingDepth: 32,
        maxHeadersSize: 256 * 1024,
      });
    } catch {
      return; // a message the parser refuses tells nothing
    }
    if (depth === 0) from = email.from?.address?.toLowerCase() ?? null;
    // In an attached original, or on the report itself when the mail was redirected unchanged.
    for (const header of email.headers) if (header.key === HEADER) markers.add(header.value.trim());
    collectTokens(email.text ?? '', tokens);
    collectTokens(email.html ?? '', tokens);
    for (const attachment of email.attachments) {
      if (isMessage(attachment)) await read(bytesOf(attachment.content), depth + 1);
      else if (isText(attachment)) collectTokens(new TextDecoder().decode(bytesOf(attachment.content)), tokens);
    }
  }

  await read(raw, 0);
  return { from, tokens: [...tokens], markers: [...markers] };
}
