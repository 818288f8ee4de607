import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * Where the PDFs' Chinese font is looked for when PDF_FONT_PATH is unset, in this order: Debian's
 * fonts-wqy-microhei (what the Docker image installs), then Noto Sans CJK as Debian, Fedora and Arch
 * package it, then WenQuanYi Zen Hei. A collection (.ttc) names the face to use after `#`.
 */
export const DEFAULT_PDF_FONTS: readonly string[] = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc#WenQuanYiMicroHei',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
  '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
  '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular',
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc#WenQuanYiZenHei',
];

/** The font every PDF embeds (subset to the characters it uses): its bytes read once, and the face of a collection. */
export interface PdfFont {
  path: string;
  bytes: Buffer;
  /** The PostScript name of the face inside a collection; undefined for a single-face file. */
  face: string | undefined;
}

export type PdfFontLookup = { font: PdfFont } | { font: null; problem: string };

const isCollection = (bytes: Buffer) => bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'ttcf';

/** The PostScript name (name ID 6) of the sfnt table directory at `offset`, or undefined. */
function postScriptNameAt(bytes: Buffer, offset: number): string | undefined {
  const tables = bytes.readUInt16BE(offset + 4);
  for (let index = 0; index < tables; index += 1) {
    const record = offset + 12 + index * 16;
    if (bytes.toString('latin1', record, record + 4) !== 'name') continue;
    const table = bytes.readUInt32BE(record + 8);
    const count = bytes.readUInt16BE(table + 2);
    const strings = table + bytes.readUInt16BE(table + 4);
    for (let n = 0; n < count; n += 1) {
      const entry = table + 6 + n * 12;
      const [platform, , , nameId, length, start] = [0, 2, 4, 6, 8, 10].map((at) => bytes.readUInt16BE(entry + at)) as number[];
      if (nameId !== 6) continue;
      const raw = bytes.subarray(strings + start!, strings + start! + length!);
      // Windows names are UTF-16BE; Macintosh ones single-byte (PostScript names are ASCII either way).
      return platform === 3 ? Buffer.from(raw).swap16().toString('utf16le') : raw.toString('latin1');
    }
  }
  return undefined;
}

/** The first face's PostScript name of a font collection (what pdfkit needs to pick a face). */
export function firstFaceOfCollection(bytes: Buffer): string | undefined {
  if (!isCollection(bytes) || bytes.readUInt32BE(8) === 0) return undefined;
  try {
    return postScriptNameAt(bytes, bytes.readUInt32BE(12));
  } catch {
    return undefined;
  }
}

/** 证 and 书: a font without them would print the documents as empty boxes. */
const PROBE_CODE_POINTS = [0x8bc1, 0x4e66];

/** Opens the font as the PDFs will, and says what is wrong with it, if anything. */
function checkFont(font: PdfFont): string | undefined {
  try {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont('probe', font.bytes, font.face as string);
    doc.font('probe');
    // pdfkit keeps the fontkit face it embeds on the current font object.
    const face = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } } })._font?.font;
    if (face?.hasGlyphForCodePoint && !PROBE_CODE_POINTS.every((codePoint) => face.hasGlyphForCodePoint!(codePoint)))
      return 'the font has no Chinese characters';
    return undefined;
  } catch (error) {
    return `the font cannot be read (${(error as Error).message})`;
  }
}

/** `path` or `path#Face`; for a collection without a face, its first face. */
function openFont(spec: string): PdfFontLookup {
  const hash = spec.lastIndexOf('#');
  const path = hash > 0 ? spec.slice(0, hash) : spec;
  if (!existsSync(path)) return { font: null, problem: `${path} does not exist` };
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return { font: null, problem: `${path} cannot be read (${(error as Error).message})` };
  }
  const face = hash > 0 ? spec.slice(hash + 1) : isCollection(bytes) ? firstFaceOfCollection(bytes) : undefined;
  if (isCollection(bytes) && !face) return { font: null, problem: `${path} is a font collection whose faces cannot be read` };
  const font: PdfFont = { path, bytes, face };
  const problem = checkFont(font);
  return problem ? { font: null, problem: `${path}: ${problem}` } : { font };
}

/**
 * The PDFs' font: PDF_FONT_PATH when set (and only it: a configured font that fails is a problem to
 * fix, not a reason to print with another), else the first of DEFAULT_PDF_FONTS that is there and
 * has Chinese characters. Read once at startup; `{ font: null, problem }` turns the PDF downloads into 503s.
 */
export function findPdfFont(configured: string | undefined, candidates: readonly string[] = DEFAULT_PDF_FONTS): PdfFontLookup {
  if (configured) return openFont(configured);
  const problems: string[] = [];
  for (const candidate of candidates) {
    const hash = candidate.lastIndexOf('#');
    if (!existsSync(hash > 0 ? candidate.slice(0, hash) : candidate)) continue;
    const lookup = openFont(candidate);
    if (lookup.font) return lookup;
    problems.push(lookup.problem);
  }
  return { font: null, problem: problems.length > 0 ? problems.join('; ') : `none of ${candidates.join(', ')} is installed` };
}

const lookups = new Map<string, PdfFontLookup>();

/** findPdfFont, once per setting per process: every app built in a process (tests build many) shares the bytes. */
export function pdfFontFor(configured: string | undefined): PdfFontLookup {
  const key = configured ?? '';
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = findPdfFont(configured);
    lookups.set(key, lookup);
  }
  return lookup;
}
