import type { FastifyInstance } from 'fastify';
import { accentOf } from '@shared/design/palette';
import { escapeHtml } from '@shared/lib/escape-html';
import { FALLBACK_INITIAL, initialFromCode } from '@shared/lib/person-initial';
import type { MockStore } from '../core/store';
import { COVER_FONT as FONT, coverTitleLines } from './cover-title-lines';
import { bundleArtwork } from '../course-bundles/artwork-routes';
import { COMMUNITY_BANNERS } from '../community/routes';

/**
 * A gradient card with a caption: offline stand-in artwork for covers, banners and avatars. The
 * caption wraps onto at most two lines at word and character boundaries (cover-title-lines.ts),
 * ending with an ellipsis when it does not fit, never cut inside a word.
 */
function artwork(width: number, height: number, accent: number, caption: string, sub: string): string {
  const [strong] = accentOf(accent);
  const [next] = accentOf(accent + 1);
  const size = Math.round(height / 7);
  const left = width * 0.07;
  const lines = caption ? coverTitleLines(caption, Math.floor((width * 0.86) / size), 2) : [];
  const firstY = lines.length > 1 ? height * 0.4 : height * 0.52;
  const lineHeight = size * 1.25;
  const captionText = lines
    .map(
      (line, index) =>
        `<text x="${left}" y="${firstY + index * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('');
  const subY = firstY + Math.max(0, lines.length - 1) * lineHeight + size * 1.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${strong}"/><stop offset="1" stop-color="${next}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.86}" cy="${height * 0.18}" r="${height * 0.42}" fill="#fff" fill-opacity=".12"/>
<circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.5}" fill="#fff" fill-opacity=".08"/>
${captionText}
<text x="${left}" y="${subY}" font-family="${FONT}" font-size="${Math.round(size * 0.55)}" fill="#fff" fill-opacity=".85">${escapeHtml(sub)}</text>
</svg>`;
}

function avatar(id: number, initial: string): string {
  const [strong, soft] = accentOf(id);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${soft}"/><text x="48" y="62" text-anchor="middle" font-family="'WenQuanYi Micro Hei','PingFang SC',sans-serif" font-size="40" font-weight="700" fill="${strong}">${escapeHtml(initial)}</text></svg>`;
}

export function registerMediaRoutes(app: FastifyInstance, store: MockStore): void {
  const { courses, lives, banners } = store.catalogue;
  const { series, packs } = store.content.courseBundles;
  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (request, reply) => {
    const id = Number(/^(\d{1,6})\.svg$/.exec(request.params.file)?.[1]);
    let svg: string | undefined;
    if (request.params.kind === 'cover') {
      const course = courses.find((candidate) => candidate.id === id);
      if (course) svg = artwork(480, 270, course.id, course.title, `${course.category} · ${course.lessonCount} 节课`);
    } else if (request.params.kind === 'series' || request.params.kind === 'pack') {
      const bundle = (request.params.kind === 'series' ? series : packs).find((candidate) => candidate.id === id);
      if (bundle) svg = bundleArtwork(bundle);
    } else if (request.params.kind === 'live') {
      const live = lives.find((candidate) => candidate.id === id);
      if (live) svg = artwork(480, 270, live.id + 3, live.title, `主讲 ${live.teacher}`);
    } else if (request.params.kind === 'banner') {
      const banner = banners.find((candidate) => candidate.id === id);
      if (banner) svg = banner.slot === 2 ? artwork(750, 420, banner.accent - 1, '', '') : artwork(1200, 360, banner.accent - 1, '', '');
    } else if (request.params.kind === 'avatar') {
      // `{seed}-{code point}.svg`: the person's own initial (mock-api/media/generated-avatar.ts); an
      // initial that is not a visible character is a 404, and a URL without one (an old link) shows 学.
      const named = /^(\d{1,6})(?:-([0-9a-f]{2,6}))?\.svg$/.exec(request.params.file);
      const initial = named?.[2] === undefined ? FALLBACK_INITIAL : initialFromCode(named[2]);
      if (named && initial) svg = avatar(Number(named[1]), initial);
    } else if (request.params.kind === 'pin' && id > 0) {
      // A seeded idea's photo: landscape 4:3, every third one portrait.
      svg = id % 3 === 1 ? artwork(600, 800, id, '', '') : artwork(800, 600, id, '', '');
    } else if (request.params.kind === 'community-banner') {
      const banner = COMMUNITY_BANNERS.find((candidate) => candidate.id === id);
      if (banner) svg = banner.slot === 4 ? artwork(750, 420, banner.accent - 1, '', '') : artwork(1200, 360, banner.accent - 1, '', '');
    }
    if (!svg) return reply.code(404).send({ code: 404, msg: '资源不存在' });
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
