import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A real PNG (8-bit RGB) of `width`×`height`, each pixel's colour from `paint`. */
export function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set(paint(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ID photo: a head and shoulders in dark blue on `background` (white by default), 300×420. */
export function idPhoto(background: Rgb = [255, 255, 255], width = 300, height = 420): Buffer {
  return png(width, height, (x, y) => {
    const head = (x - width / 2) ** 2 / (width * 0.22) ** 2 + (y - height * 0.42) ** 2 / (height * 0.2) ** 2 <= 1;
    const shoulders = y > height * 0.7 && Math.abs(x - width / 2) < width * 0.42;
    return head || shoulders ? [40, 52, 90] : background;
  });
}

/** A scan: a grey page with a few dark lines. */
export const scan = (seed = 1): Buffer =>
  png(400, 280, (x, y) => (y % 40 < 3 && x > 30 && x < 370 - seed ? [60, 60, 60] : [236, 236, 230]));

/** The smallest file that is a PDF by its content. */
export const pdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
