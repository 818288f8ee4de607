import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { EXAM_PART_LABELS } from '@shared/lib/certification-journey';
import { CERTIFICATE_FIXTURE, TICKET_FIXTURE, samplePhoto } from '../test-support/certification-fixtures';
import { readPdf, type Rect } from '../test-support/pdf-reading';
import { renderAdmissionTicket } from './admission-ticket-pdf';
import { CERTIFICATE_QR_BOX, renderCertificate } from './certificate-pdf';
import { findPdfFont, firstFaceOfCollection, pdfFontFor, type PdfFont } from './pdf-font';
import { QR_QUIET_ZONE, qrRuns } from './qr-vector';
import { chineseDate, sessionTime } from './pdf-kit';
import { readFileSync } from 'node:fs';

const lookup = pdfFontFor(undefined);
if (!lookup.font) throw new Error(`these tests need a Chinese font (apt-get install fonts-wqy-microhei): ${lookup.problem}`);
const font: PdfFont = lookup.font;

const A4 = { short: 595.28, long: 841.89 };
const squash = (text: string) => text.replace(/\s+/g, '');
const VERIFY_URL = `https://www.example.com/certificate/verify/${CERTIFICATE_FIXTURE.no}`;

describe('the PDF font', () => {
  it('is found on this machine, read once, and its face named inside the collection', () => {
    expect(pdfFontFor(undefined)).toBe(lookup);
    expect(font.bytes.length).toBeGreaterThan(1_000_000);
    if (font.path.endsWith('.ttc')) expect(font.face).toBe(firstFaceOfCollection(readFileSync(font.path)));
  });

  it('refuses what would print boxes or nothing: a Latin-only font, a missing file, nothing installed', () => {
    expect(findPdfFont('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf')).toMatchObject({
      font: null,
      problem: expect.stringMatching(/no Chinese/),
    });
    expect(findPdfFont('/nonexistent/font.ttf')).toMatchObject({ font: null, problem: expect.stringMatching(/does not exist/) });
    expect(findPdfFont(undefined, ['/nonexistent/a.ttc#A'])).toMatchObject({ font: null, problem: expect.stringMatching(/none of/) });
  });
});

describe('准考证 (admission ticket)', () => {
  it('is one A4 portrait page with the candidate, the sessions, the rules and the issue date, in an embedded subset font', async () => {
    const bytes = await renderAdmissionTicket(font, TICKET_FIXTURE, samplePhoto());
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect([page!.width, page!.height]).toEqual([A4.short, A4.long].map((side) => expect.closeTo(side, 1)));
    const ticket = TICKET_FIXTURE;
    const expected = [
      '职业技能等级认定准考证',
      ticket.ticketNo,
      ticket.name,
      ticket.idNumberMasked,
      `${ticket.professionName}（${ticket.professionCode}）`,
      '中级工/四级',
      ticket.planTitle,
      ticket.institutionName,
      ...ticket.sessions.flatMap((session) => [
        EXAM_PART_LABELS[session.part],
        ...sessionTime(session.start, session.end),
        session.venue,
        session.address,
        session.room ?? '线上',
        session.note,
      ]),
      '第03考场',
      ...ticket.rules,
      `发放日期：${chineseDate(ticket.issuedAt)}`,
    ];
    for (const text of expected) expect(page!.text, text).toContain(squash(text));
    expect(page!.images).toBe(1);
    // The font is embedded as a subset (ABCDEF+Name), a few tens of kilobytes, not the 5 MB collection.
    expect(pdf.fonts.some((name) => /^[A-Z]{6}\+/.test(name))).toBe(true);
    expect(bytes.length).toBeLessThan(300_000);
  });

  it('without a photo, or with one that is not a picture or is damaged, prints the frame that asks for one', async () => {
    const damaged = [samplePhoto().subarray(0, 200), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64, 7)])];
    for (const photo of [null, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), ...damaged]) {
      const pdf = await readPdf(await renderAdmissionTicket(font, { ...TICKET_FIXTURE, photo: null }, photo));
      expect(pdf.pages[0]!.images).toBe(0);
      expect(pdf.pages[0]!.text).toContain('请粘贴本人近期免冠一寸照片');
    }
  });

  it('long rules run onto a second page and the issuing line follows them', async () => {
    const rules = Array.from(
      { length: 24 },
      (_, index) => `第 ${index + 1} 条：考生须遵守考场纪律，服从考评人员安排，不得携带与考试无关的物品进入考场。`,
    );
    const pdf = await readPdf(await renderAdmissionTicket(font, { ...TICKET_FIXTURE, rules }, null));
    expect(pdf.pages.length).toBe(2);
    const all = pdf.pages.map((page) => page.text).join('');
    for (const rule of rules) expect(all).toContain(squash(rule));
    expect(pdf.pages[1]!.text).toContain('发放日期');
  });
});

/** The QR code's modules as the PDF draws them: the path with the most rectangles, put back on its grid. */
function drawnQrMatrix(paths: Rect[][]): { matrix: boolean[][]; left: number; top: number; module: number } {
  const rects = paths.reduce((most, path) => (path.length > most.length ? path : most), [] as Rect[]);
  const module = Math.min(...rects.map((rect) => rect.height));
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const size = Math.round((Math.max(...rects.map((rect) => rect.x + rect.width)) - left) / module);
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  for (const rect of rects) {
    const row = Math.round((rect.y - top) / module);
    const column = Math.round((rect.x - left) / module);
    for (let offset = 0; offset < Math.round(rect.width / module); offset += 1) matrix[row]![column + offset] = true;
  }
  return { matrix, left, top, module };
}

describe('职业技能等级证书 (certificate)', () => {
  it('is one A4 landscape page with the holder, occupation, level, body, number, date and scores', async () => {
    const pdf = await readPdf(await renderCertificate(font, CERTIFICATE_FIXTURE, VERIFY_URL));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect([page!.width, page!.height]).toEqual([A4.long, A4.short].map((side) => expect.closeTo(side, 1)));
    const certificate = CERTIFICATE_FIXTURE;
    for (const text of [
      '职业技能等级证书',
      certificate.no,
      certificate.holderName,
      certificate.idNumberMasked,
      certificate.professionName,
      certificate.professionCode,
      '中级工/四级',
      certificate.institutionName,
      chineseDate(certificate.issuedAt),
      '86分',
      '78.5分',
      VERIFY_URL,
    ])
      expect(page!.text, text).toContain(squash(text));
  });

  it('draws the QR code of the verification URL module for module, where the layout puts it', async () => {
    const pdf = await readPdf(await renderCertificate(font, CERTIFICATE_FIXTURE, VERIFY_URL));
    const drawn = drawnQrMatrix(pdf.pages[0]!.rectangles);
    const { modules } = QRCode.create(VERIFY_URL, { errorCorrectionLevel: 'M' });
    const expected = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, column) => modules.data[row * modules.size + column] === 1),
    );
    expect(drawn.matrix).toEqual(expected);
    // Top-down, not mirrored: the symbol starts a quiet zone inside the box the layout gives it.
    const module = CERTIFICATE_QR_BOX.side / (modules.size + 2 * QR_QUIET_ZONE);
    expect(drawn.module).toBeCloseTo(module, 3);
    expect(drawn.left).toBeCloseTo(CERTIFICATE_QR_BOX.x + QR_QUIET_ZONE * module, 2);
    expect(drawn.top).toBeCloseTo(CERTIFICATE_QR_BOX.y + QR_QUIET_ZONE * module, 2);
  });

  it('a different URL draws a different code (the test above reads what is drawn)', async () => {
    const other = await readPdf(await renderCertificate(font, CERTIFICATE_FIXTURE, `${VERIFY_URL}0`));
    const { matrix } = drawnQrMatrix(other.pages[0]!.rectangles);
    const { modules } = QRCode.create(VERIFY_URL, { errorCorrectionLevel: 'M' });
    const flat = matrix.flat().map((dark) => (dark ? 1 : 0));
    expect(flat.length === modules.data.length && flat.every((value, index) => value === modules.data[index])).toBe(false);
  });

  it('a missing score prints as —, not 0', async () => {
    const pdf = await readPdf(await renderCertificate(font, { ...CERTIFICATE_FIXTURE, practicalScore: null }, VERIFY_URL));
    expect(pdf.pages[0]!.text).toContain('操作技能考核成绩—');
  });
});

describe('session times', () => {
  it('a session within a day: its date, then weekday and hours; a window across days: from, then 至 to', () => {
    expect(sessionTime('2026-12-04T09:00:00+08:00', '2026-12-04T10:30:00+08:00')).toEqual(['2026年12月4日', '星期五 09:00—10:30']);
    expect(sessionTime('2026-11-15T09:00:00+08:00', '2026-11-16T21:00:00+08:00')).toEqual(['2026年11月15日 09:00', '至 11月16日 21:00']);
    expect(sessionTime('2026-12-31T09:00:00+08:00', '2027-01-01T12:00:00+08:00')).toEqual([
      '2026年12月31日 09:00',
      '至 2027年1月1日 12:00',
    ]);
    // The site's time zone, whatever the instant's offset: 01:00 UTC is 09:00 in Shanghai.
    expect(sessionTime('2026-12-04T01:00:00Z', '2026-12-04T02:30:00Z')).toEqual(['2026年12月4日', '星期五 09:00—10:30']);
  });
});

describe('qrRuns', () => {
  it('covers exactly the dark modules, in runs that never touch', () => {
    const { size, runs } = qrRuns(VERIFY_URL);
    const { modules } = QRCode.create(VERIFY_URL, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size);
    const dark = new Set(runs.flatMap((run) => Array.from({ length: run.length }, (_, offset) => run.row * size + run.column + offset)));
    expect(dark.size).toBe(runs.reduce((sum, run) => sum + run.length, 0));
    expect([...modules.data].flatMap((value, index) => (value ? [index] : []))).toEqual([...dark].sort((a, b) => a - b));
  });
});
