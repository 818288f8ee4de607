import QRCode from 'qrcode';

/** One dark run of a QR row, in modules: `length` dark modules from (`column`, `row`). */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

/** The QR symbol of `text` (error correction M: the print survives a scuff): its side in modules and its dark runs. */
export function qrRuns(text: string): { size: number; runs: QrRun[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.data[row * modules.size + column] === 1;
      if (dark && start < 0) start = column;
      else if (!dark && start >= 0) {
        runs.push({ row, column: start, length: column - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
export const QR_QUIET_ZONE = 4;

/**
 * Draws the QR code of `text` as vector rectangles (one per horizontal run of dark modules: sharp at
 * any print size, a few hundred path segments) filling a `side`-point square at (x, y), quiet zone
 * included, on white.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, runs } = qrRuns(text);
  const module = side / (size + 2 * QR_QUIET_ZONE);
  const origin = { x: x + module * QR_QUIET_ZONE, y: y + module * QR_QUIET_ZONE };
  doc.save();
  doc.rect(x, y, side, side).fill('#ffffff');
  for (const run of runs) doc.rect(origin.x + run.column * module, origin.y + run.row * module, run.length * module, module);
  doc.fill('#000000');
  doc.restore();
}
