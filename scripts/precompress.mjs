// Brotli and gzip copies of the client build, made once at build time at the highest levels (too
// slow per request) and served by @fastify/static's `preCompressed` when the browser accepts them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, video and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.vtt', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // The manifest is read by the server only; the benchmark's scratch copies come and go.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite' && entry.name !== '__bench') yield* filesUnder(path);
    } else if (COMPRESSIBLE.has(extname(entry.name)) && statSync(path).size >= MIN_BYTES) {
      yield path;
    }
  }
}

/**
 * Writes `file.br` and `file.gz` next to every compressible file, keeping a copy only when it is
 * smaller than the original. Returns the totals for the build log.
 */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = [...filesUnder(dir)];
  // zlib's async calls run on libuv's thread pool (4 threads), so this is parallel already.
  await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      totals.files += 1;
      totals.bytes += source.length;
      if (br.length < source.length) {
        writeFileSync(`${file}.br`, br);
        totals.brotliBytes += br.length;
      }
      if (gz.length < source.length) {
        writeFileSync(`${file}.gz`, gz);
        totals.gzipBytes += gz.length;
      }
    }),
  );
  return totals;
}
