import { accentOf } from '@shared/design/palette';
import { escapeHtml } from '@shared/lib/escape-html';
import type { CourseBundleCard } from '@shared/schemas/course-bundle';
import { COVER_FONT as FONT, coverTitleLines } from '../media/cover-title-lines';

/**
 * A 系列课 / 课程包's own cover, in the course covers' style: the kind's label in a pill and a stack of
 * cards (a bundle holds several courses; a series' cards rise like steps, level after level) above
 * the title, wrapped as a course cover's is, and how many courses it holds.
 */
export function bundleArtwork(bundle: Pick<CourseBundleCard, 'id' | 'kind' | 'title' | 'category' | 'courseCount'>): string {
  const width = 480;
  const height = 270;
  const [strong] = accentOf(bundle.id * 2 + (bundle.kind === 'series' ? 0 : 1));
  const [next] = accentOf(bundle.id * 2 + (bundle.kind === 'series' ? 1 : 2));
  const size = Math.round(height / 7);
  const left = width * 0.07;
  const label = bundle.kind === 'series' ? '系列课' : '课程包';
  const lines = coverTitleLines(bundle.title, Math.floor((width * 0.86) / size), 2);
  const lineHeight = size * 1.25;
  const firstY = lines.length > 1 ? height * 0.55 : height * 0.64;
  const titleText = lines
    .map(
      (line, index) =>
        `<text x="${left}" y="${firstY + index * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  const subY = firstY + (lines.length - 1) * lineHeight + size * 1.2;
  // Three cards, back to front; a series' climb (each one higher to the right), a pack's fan out.
  const cards = [0, 1, 2]
    .map((index) => {
      const x = 356 + index * 14;
      const y = bundle.kind === 'series' ? 52 - index * 14 : 24 + index * 8;
      const rotate = bundle.kind === 'series' ? 0 : (index - 2) * -6;
      return `<rect x="${x}" y="${y}" width="84" height="54" rx="8" fill="#fff" fill-opacity="${0.35 + index * 0.25}" transform="rotate(${rotate} ${x + 42} ${y + 27})"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${next}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.5}" fill="#fff" fill-opacity=".08"/>
${cards}
<rect x="${left}" y="28" width="92" height="34" rx="17" fill="#fff"/>
<text x="${left + 46}" y="51" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="${strong}">${label}</text>
${titleText}
<text x="${left}" y="${subY}" font-family="${FONT}" font-size="${Math.round(size * 0.55)}" fill="#fff" fill-opacity=".85">${escapeHtml(`${bundle.courseCount} 门课程 · ${bundle.category}`)}</text>
</svg>`;
}
