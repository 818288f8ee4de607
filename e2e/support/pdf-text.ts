import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF as a test reads it back: its page count and each page's text (spaces and line breaks
 * removed, so letter-spaced headings read as words). Parsing it at all proves it is a PDF.
 */
export async function pdfText(bytes: Buffer): Promise<string[]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const items = (await (await doc.getPage(number)).getTextContent()).items as { str?: string }[];
    pages.push(
      items
        .map((item) => item.str ?? '')
        .join('')
        .replace(/\s+/g, ''),
    );
  }
  await doc.destroy();
  return pages;
}
