import { SkillLevel } from '@shared/enums/learning';
import type { Certificate } from '@shared/schemas/certification';
import type { PdfFont } from './pdf-font';
import { CJK, INK, MUTED, chineseDate, drawSeal, fittingSize, heavyText, newPdf, pdfBytes } from './pdf-kit';
import { drawQrCode } from './qr-vector';

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 };
const CRIMSON = '#8f1d21';
const GOLD = '#b08a3e';
const PAPER = '#fffdf6';

/** Where the QR code sits (tests find its modules here). */
export const CERTIFICATE_QR_BOX = { x: 96, y: 404, side: 104 } as const;

type Doc = PDFKit.PDFDocument;

/**
 * The frame: a crimson rule, a band of interlaced gold waves (a guilloche, as security paper has),
 * a fine inner rule, and a diamond at each corner.
 */
function frame(doc: Doc) {
  doc.save();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(PAPER);
  doc
    .lineWidth(3.2)
    .strokeColor(CRIMSON)
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(26, 26, PAGE.width - 52, PAGE.height - 52)
    .stroke();
  const band = { outer: 32, inner: 46 };
  doc.lineWidth(0.45).strokeColor(GOLD);
  for (let phase = 0; phase < 3; phase += 1) {
    wave(doc, band.outer, band.inner, PAGE.width - band.outer, band.inner, 'horizontal', (phase * 2 * Math.PI) / 3);
    wave(
      doc,
      band.outer,
      PAGE.height - band.inner,
      PAGE.width - band.outer,
      PAGE.height - band.inner,
      'horizontal',
      (phase * 2 * Math.PI) / 3,
    );
    wave(doc, band.outer, band.inner, band.outer, PAGE.height - band.inner, 'vertical', (phase * 2 * Math.PI) / 3);
    wave(
      doc,
      PAGE.width - band.inner,
      band.inner,
      PAGE.width - band.inner,
      PAGE.height - band.inner,
      'vertical',
      (phase * 2 * Math.PI) / 3,
    );
  }
  doc
    .lineWidth(0.8)
    .strokeColor(GOLD)
    .rect(band.inner + 4, band.inner + 4, PAGE.width - 2 * band.inner - 8, PAGE.height - 2 * band.inner - 8)
    .stroke();
  for (const [x, y] of [
    [band.inner + 4, band.inner + 4],
    [PAGE.width - band.inner - 4, band.inner + 4],
    [band.inner + 4, PAGE.height - band.inner - 4],
    [PAGE.width - band.inner - 4, PAGE.height - band.inner - 4],
  ] as const) {
    doc.polygon([x, y - 7], [x + 7, y], [x, y + 7], [x - 7, y]).fill(CRIMSON);
  }
  doc.restore();
}

/**
 * A sine wave across the band from (x1, y1) to (x2, y2) — `horizontal` runs along x with the band's
 * depth on y — whose amplitude fills the band (band depth 14 pt).
 */
function wave(doc: Doc, x1: number, y1: number, x2: number, y2: number, direction: 'horizontal' | 'vertical', phase: number) {
  const depth = 14;
  const length = direction === 'horizontal' ? x2 - x1 : y2 - y1;
  const period = 22;
  const steps = Math.ceil(length / 2);
  for (let step = 0; step <= steps; step += 1) {
    const along = (length * step) / steps;
    const across = depth / 2 + (depth / 2 - 1) * Math.sin((2 * Math.PI * along) / period + phase);
    const x = direction === 'horizontal' ? x1 + along : x1 + across - depth;
    const y = direction === 'horizontal' ? y1 - across : y1 + along;
    if (step === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  }
  doc.stroke();
}

const score = (value: number | null) => (value === null ? '—' : `${Number.isInteger(value) ? value : value.toFixed(1)} 分`);

/**
 * One field: a small label above, the value on a fine rule. A long value is set smaller (down to 9 pt)
 * and, when even that does not fit, on two lines: a certificate never cuts its holder's details short.
 */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number, valueSize = 14) {
  doc.fontSize(9.5).fillColor(MUTED).text(label, x, y, { width, lineBreak: false, characterSpacing: 1 });
  const size = fittingSize(doc, value, width, valueSize, 9);
  const oneLine = doc.fontSize(size).widthOfString(value) <= width;
  doc.fillColor(INK).text(value, x, y + (oneLine ? 15 : 13), { width, lineBreak: !oneLine, lineGap: -1 });
  const underline = oneLine ? y + 17 + valueSize * 1.25 : doc.y + 1;
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor('#c9bfa6')
    .moveTo(x, underline)
    .lineTo(x + width, underline)
    .stroke()
    .restore();
}

/**
 * 职业技能等级证书 on A4 landscape: the holder, the occupation and level, the scores, the issuing body
 * with its seal, the number and date, and a QR code of the public verification page (`verifyUrl`).
 */
export async function renderCertificate(font: PdfFont, certificate: Certificate, verifyUrl: string): Promise<Buffer> {
  const doc = newPdf(font, {
    title: `职业技能等级证书 ${certificate.no}`,
    subject: `${certificate.professionName} ${SkillLevel.label(certificate.skillLevel)} 职业技能等级证书`,
    author: certificate.institutionName,
    layout: 'landscape',
  });
  frame(doc);
  doc.font(CJK);

  heavyText(doc.fontSize(34), '职业技能等级证书', 0, 72, {
    width: PAGE.width,
    align: 'center',
    characterSpacing: 10,
    color: CRIMSON,
    weight: 0.8,
  });
  doc
    .fontSize(9)
    .fillColor(GOLD)
    .text('VOCATIONAL SKILL LEVEL CERTIFICATE', 0, 118, { width: PAGE.width, align: 'center', characterSpacing: 3.2 });

  // The statement, as certificates word it.
  const level = SkillLevel.label(certificate.skillLevel);
  const statement = `${certificate.holderName} 经考核合格，具备 ${certificate.professionName}（${certificate.professionCode}）职业 ${level} 技能水平，特发此证。`;
  // Two lines at most: a long occupation or name sets the sentence smaller.
  doc.fontSize(fittingSize(doc, statement, (PAGE.width - 220) * 1.9, 12.5, 10)).fillColor(INK);
  doc.text(statement, 110, 148, { width: PAGE.width - 220, align: 'center', lineGap: 4 });

  // Two columns of fields.
  const left = { x: 112, width: 300 };
  const right = { x: 466, width: 264 };
  const rowsTop = 196;
  const step = 46;
  field(doc, '持证人', certificate.holderName, left.x, rowsTop, left.width, 16);
  field(doc, '证件号码', certificate.idNumberMasked, left.x, rowsTop + step, left.width);
  field(doc, '职业（工种）', `${certificate.professionName}　${certificate.professionCode}`, left.x, rowsTop + 2 * step, left.width);
  field(doc, '职业技能等级', level, left.x, rowsTop + 3 * step, left.width);
  field(doc, '证书编号', certificate.no, right.x, rowsTop, right.width, 15);
  field(doc, '理论知识考试成绩', score(certificate.theoryScore), right.x, rowsTop + step, right.width / 2 - 8);
  field(doc, '操作技能考核成绩', score(certificate.practicalScore), right.x + right.width / 2 + 8, rowsTop + step, right.width / 2 - 8);
  field(doc, '评价机构', certificate.institutionName, right.x, rowsTop + 2 * step, right.width);
  field(doc, '发证日期', chineseDate(certificate.issuedAt), right.x, rowsTop + 3 * step, right.width);

  // The QR code of the verification page, and how to verify without a phone.
  const qr = CERTIFICATE_QR_BOX;
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(GOLD)
    .rect(qr.x - 3, qr.y - 3, qr.side + 6, qr.side + 6)
    .stroke()
    .restore();
  drawQrCode(doc, verifyUrl, qr.x, qr.y, qr.side);
  doc
    .fontSize(9.5)
    .fillColor(INK)
    .text('扫码核验证书真伪', qr.x + qr.side + 14, qr.y + 26, { lineBreak: false });
  doc.fontSize(8).fillColor(MUTED);
  doc.text('或在浏览器中打开以下地址核验：', qr.x + qr.side + 14, qr.y + 46, { width: 250 });
  doc.text(verifyUrl, qr.x + qr.side + 14, qr.y + 60, { width: 250 });

  // The issuing body and its seal over the date.
  const issuer = { x: PAGE.width - 330, y: 432 };
  const issuerLine = `评价机构：${certificate.institutionName}`;
  doc.fontSize(fittingSize(doc, issuerLine, 320, 12, 7.5)).fillColor(INK);
  doc.text(issuerLine, issuer.x - 80, issuer.y, { width: 320, align: 'right', lineBreak: false });
  doc.fontSize(12).text(chineseDate(certificate.issuedAt), issuer.x, issuer.y + 24, { width: 240, align: 'right' });
  drawSeal(doc, { x: issuer.x + 190, y: issuer.y + 18 }, 50, certificate.institutionName, '证书专用章');
  return pdfBytes(doc);
}
