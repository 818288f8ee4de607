import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a test reads back from a PDF: its pages' sizes and text, and each page's filled paths and images. */
export interface ReadPdf {
  pages: { width: number; height: number; text: string; rectangles: Rect[][]; images: number }[];
  /** The document's fonts as they are embedded (BaseFont names, `ABCDEF+Name` when subset). */
  fonts: string[];
}

/** A rectangle of a path, in the page's drawing coordinates (pdfkit's: from the top left). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The closed four-corner subpaths of a pdf.js path (moveTo, lineTo ×3, closePath), as rectangles. */
function rectanglesOf(ops: ArrayLike<number>): Rect[] {
  const rects: Rect[] = [];
  for (let index = 0; index + 12 < ops.length + 1;) {
    if (ops[index] === 0 && ops[index + 3] === 1 && ops[index + 6] === 1 && ops[index + 9] === 1 && ops[index + 12] === 4) {
      const xs = [ops[index + 1]!, ops[index + 4]!, ops[index + 7]!, ops[index + 10]!];
      const ys = [ops[index + 2]!, ops[index + 5]!, ops[index + 8]!, ops[index + 11]!];
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      rects.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y });
      index += 13;
    } else {
      index += 1;
    }
  }
  return rects;
}

/** The text of a page as one string, spaces and line breaks removed (letter-spaced headings read as words). */
const compact = (items: { str?: string }[]) =>
  items
    .map((item) => item.str ?? '')
    .join('')
    .replace(/\s+/g, '');

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: ReadPdf['pages'] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const [, , width, height] = page.view as [number, number, number, number];
    const text = compact((await page.getTextContent()).items as { str?: string }[]);
    const operators = await page.getOperatorList();
    const rectangles: Rect[][] = [];
    let images = 0;
    operators.fnArray.forEach((fn, index) => {
      if (fn === pdfjs.OPS.constructPath)
        rectangles.push(rectanglesOf((operators.argsArray[index] as [number, [ArrayLike<number>]])[1][0]));
      if (fn === pdfjs.OPS.paintImageXObject) images += 1;
    });
    pages.push({ width, height, text, rectangles, images });
  }
  const source = bytes.toString('latin1');
  const fonts = [...source.matchAll(/\/BaseFont\s*\/([^\s/<>[\]]+)/g)].map((match) => match[1]!);
  await doc.destroy();
  return { pages, fonts: [...new Set(fonts)] };
}
