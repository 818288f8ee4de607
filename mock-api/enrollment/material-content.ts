import { MATERIAL_RULES, type MaterialKind } from '@shared/lib/application-materials';
import { inspectImage } from '../community/image-uploads';

export type MaterialMime = 'image/jpeg' | 'image/png' | 'application/pdf';

/** What a material file is by its bytes: a JPEG or PNG (with its pixels) or a PDF; null for anything else. */
export type MaterialContent = { mime: 'image/jpeg' | 'image/png'; width: number; height: number } | { mime: 'application/pdf' };

const PDF_MAGIC = Buffer.from('%PDF-');

/** JPEG, PNG or PDF by the content itself, whatever the name or the browser said (a renamed text file is none). */
export function sniffMaterial(bytes: Buffer): MaterialContent | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { mime: 'application/pdf' };
  const image = inspectImage(bytes);
  if (image?.type === 'png') return { mime: 'image/png', width: image.width, height: image.height };
  if (image?.type === 'jpg') return { mime: 'image/jpeg', width: image.width, height: image.height };
  return null;
}

const EXTENSION: Record<MaterialMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** The longest file name kept for display, in characters. */
export const MATERIAL_NAME_MAX = 80;

/** Extensions each type may keep as written; any other is replaced by the type's own. */
const KEPT_EXTENSIONS: Record<MaterialMime, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

/** `毕业证明.html` holding a PDF is `毕业证明.pdf`: the name's extension is the content's, never the uploader's. */
function withContentExtension(name: string, mime: MaterialMime): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  if (KEPT_EXTENSIONS[mime].includes(extension.toLowerCase())) return name;
  // Something short and plain after the dot is an extension to replace; anything else is part of the name.
  const stem = /^[\p{L}\p{N}]{1,10}$/u.test(extension) ? name.slice(0, dot) : name;
  return `${stem}.${EXTENSION[mime]}`;
}

/**
 * The uploaded file's name as shown back to its owner and as it downloads: the last path segment
 * only, NFC, without control or format characters (a right-to-left override could make `gpj.exe`
 * read `exe.jpg`), spaces collapsed, the extension of what the bytes are (sniffMaterial), at most 80
 * characters with that extension kept; the kind's label when nothing is left.
 */
export function materialFileName(raw: string | undefined, kind: MaterialKind, mime: MaterialMime): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name = withContentExtension(clean && clean !== '.' && clean !== '..' ? clean : MATERIAL_RULES[kind].label, mime);
  const chars = [...name];
  if (chars.length <= MATERIAL_NAME_MAX) return name;
  const extension = name.slice(name.lastIndexOf('.'));
  return chars.slice(0, MATERIAL_NAME_MAX - extension.length).join('') + extension;
}

/**
 * `inline` (a picture) or `attachment` (a PDF: browsers do not show one under the sandboxing CSP the
 * file is served with, so it is saved instead): shared/lib/content-disposition.ts, which the site's own
 * downloads use too.
 */
export { contentDisposition } from '@shared/lib/content-disposition';
