import { crc32, deflateSync } from 'node:zlib';

/**
 * Small valid material files, built in code: the seeded application's materials (application-seed.ts)
 * and the tests' uploads (test-support.ts re-exports them). Each is what content sniffing accepts for
 * its kind: the photo an upright PNG of the minimum size or more, anything else a PDF.
 */

/** A white greyscale PNG of any size, valid end to end (a viewer shows it; the mock reads its pixels). */
export function pngOfSize(width: number, height: number): Buffer {
  return greyPng(width, height, () => 0xff);
}

/**
 * A stand-in 证件照: a grey head-and-shoulders silhouette on white, so the seeded application's
 * admission ticket shows a photo rather than an empty frame (the uploads' rules read only its size).
 */
export function idPhotoPng(width: number, height: number): Buffer {
  const inHead = (x: number, y: number) => ((x - width / 2) / (width * 0.2)) ** 2 + ((y - height * 0.42) / (height * 0.18)) ** 2 <= 1;
  const inShoulders = (x: number, y: number) => ((x - width / 2) / (width * 0.46)) ** 2 + ((y - height * 1.04) / (height * 0.42)) ** 2 <= 1;
  return greyPng(width, height, (x, y) => (inHead(x, y) ? 0x9a : inShoulders(x, y) ? 0x4a : 0xff));
}

function greyPng(width: number, height: number, shade: (x: number, y: number) => number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per sample, colour type 0 (greyscale), no interlace
  // Each row: filter byte 0, then its grey levels.
  const rows = Array.from({ length: height }, (_, y) => Buffer.from([0, ...Array.from({ length: width }, (_, x) => shade(x, y))]));
  const pixels = deflateSync(Buffer.concat(rows));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest PDF a reader opens (its content says what it is, whatever its name). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
