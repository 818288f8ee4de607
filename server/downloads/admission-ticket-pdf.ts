import { SkillLevel } from '@shared/enums/learning';
import { EXAM_PART_LABELS } from '@shared/lib/certification-journey';
import type { AdmissionTicket, ExamSession } from '@shared/schemas/certification';
import type { PdfFont } from './pdf-font';
import { CJK, INK, MUTED, RULE, chineseDate, drawSeal, fittingSize, heavyText, newPdf, pdfBytes, sessionTime } from './pdf-kit';
import { imageKindOf } from './photo';

/** A4 portrait in points, and the printable box inside the margins. */
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 50;
const WIDTH = PAGE.width - 2 * LEFT;
const BOTTOM = PAGE.height - 40;

/** The information grid: label column, value column, the photo column (rows 1–5). */
const LABEL_WIDTH = 88;
const PHOTO_COLUMN = 124;
const ROW = 27;
/** 一寸 photo proportions (25 × 35 mm), printed a little larger: 26 × 36.4 mm. */
const PHOTO = { width: 92, height: 129 };
const CELL_PADDING = 8;

const LABEL_SIZE = 10.5;
const VALUE_SIZE = 11.5;

type Doc = PDFKit.PDFDocument;

function hline(doc: Doc, x: number, y: number, width: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke();
}

function vline(doc: Doc, x: number, y: number, height: number) {
  doc
    .moveTo(x, y)
    .lineTo(x, y + height)
    .stroke();
}

/** A label cell (shaded, spaced characters) and its value, vertically centred in a row of `height`. */
function labelledRow(doc: Doc, y: number, height: number, label: string, value: string, valueWidth: number) {
  doc.save().rect(LEFT, y, LABEL_WIDTH, height).fill('#f1f1f1').restore();
  doc.fontSize(LABEL_SIZE).fillColor(MUTED);
  doc.text(label, LEFT, y + (height - LABEL_SIZE * 1.25) / 2, { width: LABEL_WIDTH, align: 'center', lineBreak: false });
  doc.fontSize(VALUE_SIZE).fillColor(INK);
  const textHeight = doc.heightOfString(value, { width: valueWidth - 2 * CELL_PADDING });
  doc.text(value, LEFT + LABEL_WIDTH + CELL_PADDING, y + (height - textHeight) / 2, { width: valueWidth - 2 * CELL_PADDING });
}

/** The applicant's photo, cropped to the 一寸 frame; without one, the frame asks for a photo to be pasted. */
function photoCell(doc: Doc, photo: Buffer | null, x: number, y: number, height: number) {
  const frame = { x: x + (PHOTO_COLUMN - PHOTO.width) / 2, y: y + (height - PHOTO.height) / 2 };
  if (photo && imageKindOf(photo)) {
    let drawn = true;
    doc.save();
    doc.rect(frame.x, frame.y, PHOTO.width, PHOTO.height).clip();
    try {
      doc.image(photo, frame.x, frame.y, { cover: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
    } catch {
      // A damaged file that only looks like a JPEG or PNG: pdfkit refuses it before drawing anything.
      drawn = false;
    } finally {
      doc.restore();
    }
    if (drawn) {
      doc.save().lineWidth(0.5).strokeColor('#9a9a9a').rect(frame.x, frame.y, PHOTO.width, PHOTO.height).stroke().restore();
      return;
    }
  }
  doc
    .save()
    .lineWidth(0.6)
    .dash(3, { space: 2 })
    .strokeColor('#9a9a9a')
    .rect(frame.x, frame.y, PHOTO.width, PHOTO.height)
    .stroke()
    .restore();
  doc.fontSize(9).fillColor(MUTED);
  doc.text('请粘贴本人近期\n免冠一寸照片', frame.x, frame.y + PHOTO.height / 2 - 12, { width: PHOTO.width, align: 'center' });
  doc.fillColor(INK);
}

function sectionHeading(doc: Doc, title: string, y: number): number {
  doc
    .save()
    .rect(LEFT, y + 2, 3.5, 14)
    .fill(INK)
    .restore();
  heavyText(doc.fontSize(13), title, LEFT + 10, y, { lineBreak: false });
  return y + 22;
}

/** The sessions table: one row per part, its height that of its fullest cell. */
const COLUMNS = [
  { title: '考试科目', width: 80 },
  { title: '考试时间', width: 122 },
  { title: '考点及地址', width: 181 },
  { title: '考场', width: 68 },
  { title: '座位号', width: WIDTH - 451 },
] as const;

function sessionCells(session: ExamSession): { text: string; size: number; muted?: string }[] {
  return [
    { text: EXAM_PART_LABELS[session.part], size: 10.5 },
    { text: sessionTime(session.start, session.end).join('\n'), size: 9.5 },
    { text: `${session.venue}\n${session.address}`, size: 9.5, muted: session.note },
    { text: session.room ?? '线上', size: 10 },
    { text: session.seat ?? '—', size: 10.5 },
  ];
}

function sessionsTable(doc: Doc, sessions: readonly ExamSession[], top: number): number {
  const headerHeight = 24;
  doc.save().rect(LEFT, top, WIDTH, headerHeight).fill('#e9e9e9').restore();
  let x = LEFT;
  doc.fontSize(10).fillColor(INK);
  for (const column of COLUMNS) {
    doc.text(column.title, x, top + 6.5, { width: column.width, align: 'center', lineBreak: false });
    x += column.width;
  }
  let y = top + headerHeight;
  const rowTops = [top, y];
  for (const session of sessions) {
    const cells = sessionCells(session);
    const heights = cells.map((cell, index) => {
      const width = COLUMNS[index]!.width - 2 * CELL_PADDING;
      const main = doc.fontSize(cell.size).heightOfString(cell.text, { width, lineGap: 1.5 });
      return main + (cell.muted ? doc.fontSize(8.5).heightOfString(cell.muted, { width }) + 4 : 0);
    });
    const height = Math.max(...heights) + 2 * CELL_PADDING;
    x = LEFT;
    cells.forEach((cell, index) => {
      const width = COLUMNS[index]!.width - 2 * CELL_PADDING;
      const align = index === 2 ? 'left' : 'center';
      const offset = index === 2 ? CELL_PADDING : (height - heights[index]!) / 2;
      doc
        .fontSize(cell.size)
        .fillColor(INK)
        .text(cell.text, x + CELL_PADDING, y + offset, { width, align, lineGap: 1.5 });
      if (cell.muted)
        doc
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(cell.muted, x + CELL_PADDING, doc.y + 4, { width, align });
      x += COLUMNS[index]!.width;
    });
    y += height;
    rowTops.push(y);
  }
  if (sessions.length === 0) {
    doc
      .fontSize(10)
      .fillColor(MUTED)
      .text('考试安排待评价机构发布', LEFT, y + 9, { width: WIDTH, align: 'center' });
    y += 30;
    rowTops.push(y);
  }
  // The grid over the cells: outer frame heavier, as on printed forms.
  doc.save().lineWidth(0.6).strokeColor(RULE);
  for (const rowTop of rowTops.slice(1, -1)) hline(doc, LEFT, rowTop, WIDTH);
  x = LEFT;
  for (const column of COLUMNS.slice(0, -1)) {
    x += column.width;
    vline(doc, x, top, sessions.length === 0 ? headerHeight : y - top);
  }
  doc
    .lineWidth(1.2)
    .rect(LEFT, top, WIDTH, y - top)
    .stroke()
    .restore();
  doc.fillColor(INK);
  return y;
}

/** The rules, numbered, with a hanging indent; a new page when they run past the bottom. */
function rulesList(doc: Doc, rules: readonly string[], top: number, bottom: number): number {
  let y = top;
  const size = rules.length > 10 ? 9 : 9.5;
  const numberWidth = 18;
  rules.forEach((rule, index) => {
    const height = doc.fontSize(size).heightOfString(rule, { width: WIDTH - numberWidth, lineGap: 2 });
    if (y + height > bottom) {
      doc.addPage();
      y = 56;
    }
    doc.fillColor(INK).text(`${index + 1}.`, LEFT, y, { width: numberWidth, lineBreak: false });
    doc.text(rule, LEFT + numberWidth, y, { width: WIDTH - numberWidth, lineGap: 2 });
    y += height + 3;
  });
  return y;
}

/**
 * 准考证 on A4 portrait, as an evaluation body prints one: the title, the candidate's grid with the
 * photo, the sessions, the rules, and the issuing line with the body's seal.
 */
export async function renderAdmissionTicket(font: PdfFont, ticket: AdmissionTicket, photo: Buffer | null): Promise<Buffer> {
  const doc = newPdf(font, {
    title: `准考证 ${ticket.ticketNo}`,
    subject: `${ticket.planTitle} 职业技能等级认定准考证`,
    author: ticket.institutionName,
    layout: 'portrait',
  });
  doc.font(CJK);

  // Title block
  heavyText(doc.fontSize(22), '职业技能等级认定 准考证', LEFT, 44, { width: WIDTH, align: 'center', characterSpacing: 2, weight: 0.5 });
  // The plan under the title: one line, smaller when long (two at most when even 8 pt does not fit).
  doc.fontSize(fittingSize(doc, ticket.planTitle, WIDTH, 10.5, 8)).fillColor(MUTED);
  doc.text(ticket.planTitle, LEFT, 77, { width: WIDTH, align: 'center' });
  const rule = Math.max(98, doc.y + 4);
  doc.save().lineWidth(1.6).strokeColor(INK);
  hline(doc, LEFT, rule, WIDTH);
  doc.lineWidth(0.5);
  hline(doc, LEFT, rule + 3, WIDTH);
  doc.restore();

  // The candidate's grid
  const top = rule + 16;
  const valueWidth = WIDTH - LABEL_WIDTH - PHOTO_COLUMN;
  const level = SkillLevel.label(ticket.skillLevel);
  const rows: [string, string, boolean][] = [
    ['准考证号', ticket.ticketNo, false],
    ['姓　　名', ticket.name, false],
    ['身份证号', ticket.idNumberMasked, false],
    ['职业（工种）', `${ticket.professionName}（${ticket.professionCode}）`, false],
    ['申报等级', level, false],
    ['认定计划', ticket.planTitle, true],
    ['评价机构', ticket.institutionName, true],
  ];
  let y = top;
  const rowHeights: number[] = [];
  for (const [label, value, wide] of rows) {
    const width = wide ? WIDTH - LABEL_WIDTH : valueWidth;
    const height = Math.max(ROW, doc.fontSize(VALUE_SIZE).heightOfString(value, { width: width - 2 * CELL_PADDING }) + 12);
    labelledRow(doc, y, height, label, value, width);
    rowHeights.push(height);
    y += height;
  }
  const photoRows = rowHeights.slice(0, 5).reduce((sum, height) => sum + height, 0);
  photoCell(doc, photo, LEFT + LABEL_WIDTH + valueWidth, top, photoRows);
  doc.save().lineWidth(0.6).strokeColor(RULE);
  let rowTop = top;
  rowHeights.slice(0, -1).forEach((height, index) => {
    rowTop += height;
    hline(doc, LEFT, rowTop, index < 4 ? LABEL_WIDTH + valueWidth : WIDTH);
  });
  vline(doc, LEFT + LABEL_WIDTH, top, y - top);
  vline(doc, LEFT + LABEL_WIDTH + valueWidth, top, photoRows);
  doc
    .lineWidth(1.2)
    .rect(LEFT, top, WIDTH, y - top)
    .stroke()
    .restore();

  // Sessions
  y = sectionHeading(doc, '考试安排', y + 16);
  y = sessionsTable(doc, ticket.sessions, y);

  // Rules
  y = sectionHeading(doc, '考生须知', y + 16);
  y = rulesList(doc, ticket.rules, y, BOTTOM - 92);

  // The issuing line, the seal over it, and the small print.
  const footer = Math.max(y + 14, BOTTOM - 84);
  const issuer = `评价机构：${ticket.institutionName}`;
  doc.fontSize(fittingSize(doc, issuer, WIDTH * 0.72, 11, 7.5)).fillColor(INK);
  doc.text(issuer, LEFT + WIDTH * 0.28, footer, { width: WIDTH * 0.72, align: 'right', lineBreak: false });
  doc.fontSize(11).text(`发放日期：${chineseDate(ticket.issuedAt)}`, PAGE.width / 2, footer + 22, { width: WIDTH / 2, align: 'right' });
  drawSeal(doc, { x: LEFT + WIDTH - 62, y: footer + 16 }, 44, ticket.institutionName, '准考证专用章');
  doc.save().lineWidth(0.5).strokeColor('#9a9a9a').dash(2, { space: 2 });
  hline(doc, LEFT, BOTTOM - 22, WIDTH);
  doc.restore();
  doc.fontSize(8.5).fillColor(MUTED);
  doc.text('本准考证须与本人有效身份证件同时使用，涂改、复印无效。请妥善保管，考试期间随身携带备查。', LEFT, BOTTOM - 14, {
    width: WIDTH,
    align: 'center',
    lineBreak: false,
  });
  return pdfBytes(doc);
}
