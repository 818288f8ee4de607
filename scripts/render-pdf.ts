// Renders PDF pages to PNG to look at them: `npx tsx scripts/render-pdf.ts a.pdf [b.pdf…]`, or
// `npx tsx scripts/render-pdf.ts --samples` for the site's own downloads (the admission ticket and the
// certificate, rendered from the fixtures of server/test-support/certification-fixtures.ts with the
// font the server would use). Options: `--out DIR` (default: next to each PDF, /tmp/skill-pdf for the
// samples), `--scale N` (default 2: 144 dpi), `--crop x,y,w,h` (a region, in PDF points, from the top left).
// pdf.js draws the pages (as the tests read them) on @napi-rs/canvas, the optional canvas pdfjs-dist installs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { findPdfFont } from '../server/downloads/pdf-font';
import { renderAdmissionTicket } from '../server/downloads/admission-ticket-pdf';
import { renderCertificate } from '../server/downloads/certificate-pdf';
import { CERTIFICATE_FIXTURE, TICKET_FIXTURE, samplePhoto } from '../server/test-support/certification-fixtures';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, scale: { type: 'string', default: '2' }, crop: { type: 'string' }, samples: { type: 'boolean' } },
});

async function loadCanvas() {
  try {
    return await import('@napi-rs/canvas');
  } catch {
    console.error('render-pdf: @napi-rs/canvas is missing (pdfjs-dist installs it as an optional dependency): run npm install');
    process.exit(1);
  }
}

async function samples(dir: string): Promise<string[]> {
  const lookup = findPdfFont(process.env.PDF_FONT_PATH);
  if (!lookup.font) {
    console.error(`render-pdf: no PDF font: ${lookup.problem}`);
    process.exit(1);
  }
  mkdirSync(dir, { recursive: true });
  const verifyUrl = `https://www.example.com/certificate/verify/${CERTIFICATE_FIXTURE.no}`;
  const started = performance.now();
  const ticket = await renderAdmissionTicket(lookup.font, TICKET_FIXTURE, samplePhoto());
  const certificate = await renderCertificate(lookup.font, CERTIFICATE_FIXTURE, verifyUrl);
  console.log(`rendered both samples in ${Math.round(performance.now() - started)} ms (first run, cold)`);
  const files = [join(dir, 'admission-ticket.pdf'), join(dir, 'certificate.pdf')];
  writeFileSync(files[0]!, ticket);
  writeFileSync(files[1]!, certificate);
  return files;
}

const pdfs = values.samples ? await samples(values.out ?? '/tmp/skill-pdf') : positionals;
if (pdfs.length === 0) {
  console.error('usage: npx tsx scripts/render-pdf.ts [--samples] [--out DIR] [--scale N] [--crop x,y,w,h] [file.pdf…]');
  process.exit(1);
}
const { createCanvas } = await loadCanvas();
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const scale = Number(values.scale);
const crop = values.crop?.split(',').map(Number);

for (const file of pdfs) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    let output = canvas;
    if (crop && crop.length === 4) {
      const [x, y, width, height] = crop.map((value) => Math.round(value! * scale)) as [number, number, number, number];
      output = createCanvas(width, height);
      output.getContext('2d').drawImage(canvas, x, y, width, height, 0, 0, width, height);
    }
    const out = join(values.out ?? dirname(file), `${basename(file, '.pdf')}-${number}${crop ? '-crop' : ''}.png`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, output.toBuffer('image/png'));
    console.log(out);
  }
}
