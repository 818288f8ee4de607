import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { LessonMaterialRecord } from './lesson-materials';

/** A material's bytes and type, made once per material and kept (a few KB each, one per lesson that has one). */
export interface MaterialFile {
  bytes: Buffer;
  type: string;
  name: string;
}

/** The Chinese font the handouts embed (subset): Debian's fonts-wqy-microhei, which the Docker image installs too. */
const FONT_PATH = process.env.PDF_FONT_PATH?.split('#')[0] || '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const FONT_FACE = process.env.PDF_FONT_PATH?.split('#')[1] || 'WenQuanYiMicroHei';
/** pdfkit's fontkit face, as its `registerFont` accepts one (anything with `layout`). */
type FontFace = { layout: (...args: never[]) => unknown };
let face: FontFace | null | undefined;
/**
 * The font parsed once and shared by every handout: pdfkit parses a font given as bytes again for
 * each document, and decoding a CJK collection's tables each time held the event loop for hundreds of
 * milliseconds per PDF (seconds for a course's first play on a busy machine).
 */
function fontFace(): FontFace | null {
  if (face === undefined) {
    face = null;
    if (existsSync(FONT_PATH)) {
      const probe = new PDFDocument({ autoFirstPage: false });
      probe.registerFont('cjk', readFileSync(FONT_PATH), FONT_FACE);
      probe.font('cjk');
      // pdfkit keeps the fontkit face it opened on the current font object.
      face = (probe as unknown as { _font?: { font?: FontFace } })._font?.font ?? null;
    }
  }
  return face;
}

const CHECKLIST = [
  '劳动防护用品佩戴齐全',
  '工具、仪表在检定有效期内',
  '作业区域整洁，通道畅通',
  '按规程逐项操作并自检',
  '作业结束清理现场、记录结果',
];

function checklistText(material: LessonMaterialRecord, courseTitle: string): string {
  const lines = [
    `${material.topic}检查清单`,
    `课程：${courseTitle}`,
    '',
    ...CHECKLIST.map((item, index) => `[ ] ${index + 1}. ${item}`),
    '',
  ];
  // A BOM, so Windows' Notepad reads the UTF-8 as such.
  return `\ufeff${lines.join('\r\n')}`;
}

function handoutPdf(material: LessonMaterialRecord, courseTitle: string, face: FontFace): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'zh-CN',
    info: { Title: material.name, Author: '技能学堂', Creator: '技能学堂' },
  });
  doc.registerFont('cjk', face as unknown as Buffer, FONT_FACE);
  doc.font('cjk');
  doc.fontSize(20).text(`${material.topic} · 讲义`);
  doc.moveDown(0.5).fontSize(11).fillColor('#55585e').text(`《${courseTitle}》配套资料`);
  doc.moveDown(1).fillColor('#1d1d1f').fontSize(13).text('一、学习要点');
  for (const line of [`理解${material.topic}的基本概念与适用场景`, '熟悉安全操作规程与个人防护要求', '掌握常见问题的判断与处理顺序'])
    doc.fontSize(11).text(`· ${line}`, { indent: 12 });
  doc.moveDown(0.8).fontSize(13).text('二、作业前检查');
  CHECKLIST.forEach((item, index) => doc.fontSize(11).text(`${index + 1}. ${item}`, { indent: 12 }));
  doc.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

const made = new Map<number, Promise<MaterialFile>>();
let queue: Promise<unknown> = Promise.resolve();

/** Runs `make` after the files asked for before it, each in a turn of its own, so a course's first play never holds the loop for all of its handouts at once. */
function inTurn<T>(make: () => Promise<T>): Promise<T> {
  const turn = queue.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(make);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * A material's file: a handout is a PDF in Chinese (or, without the font, the same handout as a text
 * file, so the download still works); a checklist a UTF-8 text file.
 */
export function materialFile(material: LessonMaterialRecord, courseTitle: string): Promise<MaterialFile> {
  let file = made.get(material.id);
  if (!file) {
    const handoutFace = material.kind === 'handout' ? fontFace() : null;
    file =
      material.kind === 'handout' && handoutFace
        ? inTurn(() => handoutPdf(material, courseTitle, handoutFace)).then((bytes) => ({
            bytes,
            type: 'application/pdf',
            name: material.name,
          }))
        : Promise.resolve({
            bytes: Buffer.from(checklistText(material, courseTitle), 'utf8'),
            type: 'text/plain; charset=utf-8',
            name: material.name.replace(/\.pdf$/, '.txt'),
          });
    made.set(material.id, file);
  }
  return file;
}
