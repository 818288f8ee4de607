import PDFDocument from 'pdfkit';
import type { PdfFont } from './pdf-font';

/** The one font name every document registers its Chinese face under. */
export const CJK = 'cjk';

/** Colours of the printed documents: ink, a softer grey for labels, the rules, and the red of seals and titles. */
export const INK = '#1d1d1f';
export const MUTED = '#55585e';
export const RULE = '#3a3a3a';
export const SEAL_RED = '#c8161d';

export interface PdfMeta {
  title: string;
  subject: string;
  /** Who issued it (the evaluation body). */
  author: string;
  layout: 'portrait' | 'landscape';
}

/** An A4 page with the Chinese font registered and current; the document's metadata in Chinese. */
export function newPdf(font: PdfFont, meta: PdfMeta): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: meta.layout,
    margin: 0,
    lang: 'zh-CN',
    displayTitle: true,
    info: { Title: meta.title, Subject: meta.subject, Author: meta.author, Creator: '技能学堂', Producer: '技能学堂' },
  });
  doc.registerFont(CJK, font.bytes, font.face as string);
  doc.font(CJK).fillColor(INK);
  return doc;
}

/** The finished document's bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Heavier strokes for headings: the CJK faces installed on servers come in one weight, so a heading is
 * filled and outlined with a hairline of its own colour (how print shops embolden a single-weight face).
 */
export function heavyText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  { color = INK, weight = 0.35, ...options }: PDFKit.Mixins.TextOptions & { color?: string; weight?: number } = {},
) {
  doc.save();
  doc.lineWidth(weight).strokeColor(color).fillColor(color);
  doc.text(text, x, y, { ...options, fill: true, stroke: true });
  doc.restore();
}

const SITE_TIME_ZONE = 'Asia/Shanghai';

const parts = (iso: string) => {
  const fields = new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(new Date(iso));
  const value = (type: Intl.DateTimeFormatPartTypes) => fields.find((part) => part.type === type)?.value ?? '';
  // Numbers without the leading zero en-GB gives days and months: 12月4日, as Chinese dates are written.
  return {
    year: value('year'),
    month: String(Number(value('month'))),
    day: String(Number(value('day'))),
    hour: value('hour'),
    minute: value('minute'),
    weekday: value('weekday'),
  };
};

const WEEKDAYS: Record<string, string> = { Mon: '一', Tue: '二', Wed: '三', Thu: '四', Fri: '五', Sat: '六', Sun: '日' };

/** 2026年12月3日, in the site's time zone whatever the server's. */
export function chineseDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${year}年${month}月${day}日`;
}

/** 09:00, in the site's time zone. */
export function clockTime(iso: string): string {
  const { hour, minute } = parts(iso);
  return `${hour}:${minute}`;
}

/** 星期五, in the site's time zone. */
export function weekday(iso: string): string {
  return `星期${WEEKDAYS[parts(iso).weekday] ?? ''}`;
}

/**
 * A session's two lines: 2026年12月4日 / 星期五 09:00—11:00; a window across days (the theory part
 * online) from its start to its end: 2026年11月15日 09:00 / 至 11月16日 21:00.
 */
export function sessionTime(start: string, end: string): [string, string] {
  if (chineseDate(start) === chineseDate(end)) return [chineseDate(start), `${weekday(start)} ${clockTime(start)}—${clockTime(end)}`];
  const { year, month, day } = parts(end);
  const endDate = year === parts(start).year ? `${month}月${day}日` : chineseDate(end);
  return [`${chineseDate(start)} ${clockTime(start)}`, `至 ${endDate} ${clockTime(end)}`];
}

/**
 * A round official seal (公章 style): a red ring, the issuer's name along the upper arc, a star and a
 * line across the middle. Drawn from vectors, so it prints crisply at any size.
 */
export function drawSeal(doc: PDFKit.PDFDocument, centre: { x: number; y: number }, radius: number, arcText: string, middleText: string) {
  doc.save();
  doc.opacity(0.85).strokeColor(SEAL_RED).fillColor(SEAL_RED);
  doc
    .lineWidth(radius * 0.055)
    .circle(centre.x, centre.y, radius)
    .stroke();
  doc
    .lineWidth(radius * 0.012)
    .circle(centre.x, centre.y, radius * 0.9)
    .stroke();
  star(doc, centre.x, centre.y - radius * 0.04, radius * 0.26);
  // The name along the upper arc, each character upright towards the rim, spread over up to 220°.
  const chars = [...arcText];
  const textRadius = radius * 0.69;
  const maxSweep = (220 * Math.PI) / 180;
  const size = Math.min(radius * 0.22, ((textRadius * maxSweep) / Math.max(chars.length, 1)) * 0.88);
  const sweep = Math.min(maxSweep, (chars.length * size * 1.12) / textRadius);
  doc.font(CJK).fontSize(size);
  const half = doc.currentLineHeight() / 2;
  chars.forEach((char, index) => {
    const angle = -Math.PI / 2 - sweep / 2 + (sweep * (index + 0.5)) / chars.length;
    const x = centre.x + Math.cos(angle) * textRadius;
    const y = centre.y + Math.sin(angle) * textRadius;
    doc.save();
    doc.rotate((angle * 180) / Math.PI + 90, { origin: [x, y] });
    doc.text(char, x - size, y - half, { width: size * 2, align: 'center', lineBreak: false });
    doc.restore();
  });
  const middleSize = Math.min(radius * 0.16, (radius * 1.0) / Math.max([...middleText].length, 1));
  doc.fontSize(middleSize);
  doc.text(middleText, centre.x - radius, centre.y + radius * 0.5 - doc.currentLineHeight() / 2, {
    width: radius * 2,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
}

function star(doc: PDFKit.PDFDocument, cx: number, cy: number, outer: number) {
  const inner = outer * 0.382;
  const points: [number, number][] = [];
  for (let index = 0; index < 10; index += 1) {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const r = index % 2 === 0 ? outer : inner;
    points.push([cx + Math.cos(angle) * r, cy + Math.sin(angle) * r]);
  }
  doc.polygon(...points).fill();
}

/** The largest size from `max` down to `min` at which `text` fits `width` on one line (`min` when none does). */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, max: number, min: number): number {
  const atMax = doc.fontSize(max).widthOfString(text);
  return atMax <= width ? max : Math.max(min, Math.floor(((max * width) / atMax) * 10) / 10);
}
