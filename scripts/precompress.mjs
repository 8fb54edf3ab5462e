// Brotli and gzip siblings (`x.js.br`, `x.js.gz`) of every text file of a built site, written once at
// build time at the highest levels, so the server sends compressed bytes without compressing on each
// request (@fastify/static's `preCompressed`, server/plugins/site.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the site ships; images and fonts are compressed formats already. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

/**
 * Below this, a compressed answer saves little more than its `Content-Encoding` header costs. Small
 * chunks are many (an icon, a table of paths), and at 256 bytes and up Brotli still saves a third.
 */
export const MIN_BYTES = 256;

/**
 * Writes the siblings of every text file under `dir` that compression makes smaller, except the files
 * named in `except` (paths relative to `dir` that the server never sends as they are); returns the bytes
 * before and after (Brotli) for the build's log.
 */
export async function precompress(dir, { except = [] } = {}) {
  const files = (await readdir(dir, { recursive: true })).filter(
    (file) => TEXT_EXTENSIONS.has(extname(file)) && !except.includes(file),
  );
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) return;
      const [brotliBytes, gzipBytes] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A sibling that is not smaller would only cost the client bytes; the server then sends the original.
      if (brotliBytes.length < content.length) await writeFile(`${path}.br`, brotliBytes);
      if (gzipBytes.length < content.length) await writeFile(`${path}.gz`, gzipBytes);
      totals.files += 1;
      totals.bytes += content.length;
      totals.brotliBytes += Math.min(brotliBytes.length, content.length);
    }),
  );
  return totals;
}
