import * as yauzl from 'yauzl';
import { UploadRefused } from './upload-refusal.ts';

/**
 * Bounds for reading an uploaded ZIP (an XLSX workbook), so that a zip bomb is refused before
 * anything is inflated: every entry's declared size counts against one total, a large entry may
 * not claim more than 100 times its packed size (Apache POI's rule: small entries are exempt,
 * since tiny XML parts compress well), and while reading, an entry that yields more bytes than it
 * declared is cut off at once. Memory and inflating work therefore stay below MAX_UNPACKED_BYTES
 * whatever the headers say. A real list of 10,000 people unpacks to a few MB.
 */
export const ZIP_LIMITS = {
  maxEntries: 1000,
  maxUnpackedBytes: 32 * 1024 * 1024,
  maxRatio: 100,
  ratioExemptBytes: 100 * 1024,
};

export type ZipArchive = {
  has: (name: string) => boolean;
  /** The entry's bytes, chunk by chunk, never more than it declared. */
  read: (name: string) => AsyncGenerator<Buffer>;
  close: () => void;
};

function checkDeclaredSizes(entries: yauzl.Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > ZIP_LIMITS.ratioExemptBytes && ratio > ZIP_LIMITS.maxRatio) {
      throw new UploadRefused('unpackedTooLarge');
    }
  }
  if (total > ZIP_LIMITS.maxUnpackedBytes) throw new UploadRefused('unpackedTooLarge');
}

/** Opens a ZIP held in memory; broken archives and encrypted or unusual entries are refused. */
export async function openZipArchive(bytes: Uint8Array): Promise<ZipArchive> {
  let zip: yauzl.ZipFile;
  const entries: yauzl.Entry[] = [];
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      autoClose: false,
      validateEntrySizes: false, // checked below, so that too many bytes is told apart from broken data
    });
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw new UploadRefused('unpackedTooLarge');
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('brokenXlsx');
  }
  checkDeclaredSizes(entries);
  const byName = new Map(entries.map((entry) => [entry.fileName, entry]));

  async function* read(name: string): AsyncGenerator<Buffer> {
    const entry = byName.get(name);
    if (!entry || entry.isEncrypted() || !entry.canDecodeFileData()) throw new UploadRefused('brokenXlsx');
    let received = 0;
    let stream;
    try {
      stream = await zip.openReadStreamPromise(entry);
    } catch {
      throw new UploadRefused('brokenXlsx');
    }
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        received += chunk.length;
        // The header lied about the size: stop inflating now rather than trust the rest.
        if (received > entry.uncompressedSize) throw new UploadRefused('unpackedTooLarge');
        yield chunk;
      }
    } catch (error) {
      if (error instanceof UploadRefused) throw error;
      throw new UploadRefused('brokenXlsx');
    } finally {
      stream.destroy();
    }
    if (received !== entry.uncompressedSize) throw new UploadRefused('brokenXlsx');
  }

  return { has: (name) => byName.has(name), read, close: () => zip.close() };
}
