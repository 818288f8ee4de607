import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * On-the-fly compression of pages and API answers (hashed assets are precompressed at build time
 * and skipped here: they already carry Content-Encoding). Every write is flushed, so a streamed
 * page still reaches the browser shell-first instead of waiting for zlib's buffer to fill. Brotli
 * at quality 4 costs about what gzip 6 does; 11 belongs to the build. Request bodies are never
 * inflated (a 64 KB compressed body could expand to megabytes).
 */
export const compressionOptions: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: {
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
  },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
};
