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

/**
 * The uploaded file's name as shown back to its owner: the last path segment only, NFC, without
 * control or format characters (a right-to-left override could make `gpj.exe` read `exe.jpg`),
 * spaces collapsed, at most 80 characters with the extension kept; the kind's label when nothing is left.
 */
export function materialFileName(raw: string | undefined, kind: MaterialKind, mime: MaterialMime): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const name = clean && clean !== '.' && clean !== '..' ? clean : `${MATERIAL_RULES[kind].label}.${EXTENSION[mime]}`;
  const chars = [...name];
  if (chars.length <= MATERIAL_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, MATERIAL_NAME_MAX - extension.length).join('') + extension;
}

/**
 * `inline` (a picture) or `attachment` (a PDF: browsers do not show one under the sandboxing CSP the
 * file is served with, so it is saved instead): shared/lib/content-disposition.ts, which the site's own
 * downloads use too.
 */
export { contentDisposition } from '@shared/lib/content-disposition';
