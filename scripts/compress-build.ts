import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Runs after `vite build`: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file
 * of `dist/` that the server sends (scripts, styles, HTML, SVG, JSON, manifests, captions), at the
 * highest levels, once, so that the server only chooses a file by the client's Accept-Encoding
 * (src/server/http/static-files.ts). A copy that would not be smaller is not written.
 */
const TEXT_FILES = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.vtt', '.txt']);
const SMALLEST = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT_FILES.has(extname(entry.name))) yield path;
  }
}

async function compressFile(path: string): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${path}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
  return { raw: bytes.length, br: Math.min(br.length, bytes.length), gz: Math.min(gz.length, bytes.length) };
}

const dist = join(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const started = performance.now();
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const pending: Array<Promise<void>> = [];
for await (const path of files(dist)) {
  if ((await stat(path)).size < SMALLEST) continue;
  pending.push(
    compressFile(path).then((sizes) => {
      totals.files++;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }),
  );
}
await Promise.all(pending);
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `compressed ${totals.files} files in ${relative(process.cwd(), dist) || '.'}: ${kb(totals.raw)} → ` +
    `${kb(totals.br)} Brotli, ${kb(totals.gz)} gzip (${Math.round(performance.now() - started)} ms)`,
);
