import { afterAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseReviewPage } from '@shared/schemas/course';
import type { User } from '@shared/schemas/user';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

const mock = buildMockApi();
afterAll(() => mock.app.close());

const svgOf = async (url: string) => {
  const response = await mock.app.inject(url.replace(/^\/api/, ''));
  expect(response.statusCode, url).toBe(200);
  return response.body;
};
const drawnInitial = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe('generated avatars show the person’s own initial', () => {
  it('a reviewer’s, a teacher’s and a signed-in learner’s avatar draw the first character of their own name', async () => {
    const reviews = envelopeOf(await mock.app.inject('/course/7/reviews?size=20'), 'reviews').data as CourseReviewPage;
    for (const review of reviews.list)
      expect(drawnInitial(await svgOf(review.avatar)), review.nickname).toBe(Array.from(review.nickname)[0]!.toUpperCase());
    const course = envelopeOf(await mock.app.inject('/course/7'), 'course').data as CourseDetail;
    for (const teacher of course.teachers) expect(drawnInitial(await svgOf(teacher.avatar))).toBe(teacher.name[0]);
    const token = mock.store.issueToken(1);
    const me = (envelopeOf(await mock.app.inject({ url: '/user/self', headers: { token } }), 'me').data as { user: User }).user;
    expect(drawnInitial(await svgOf(me.avatar))).toBe('技');
    // Never a character of the site's name picked by id (the old generator).
    expect(drawnInitial(await svgOf('/api/media/avatar/5.svg'))).toBe('学');
  });

  it('draws markup and emoji initials as text; refuses invisible characters', async () => {
    expect(await svgOf('/api/media/avatar/7-3c.svg')).toContain('&lt;');
    expect(drawnInitial(await svgOf('/api/media/avatar/7-1f600.svg'))).toBe('😀');
    expect((await mock.app.inject('/media/avatar/7-0a.svg')).statusCode).toBe(404);
    expect((await mock.app.inject('/media/avatar/7-d800.svg')).statusCode).toBe(404);
  });
});

describe('generated covers', () => {
  it('wrap the whole title at boundaries instead of cutting it after ten characters', async () => {
    const course = mock.store.catalogue.courses.find((candidate) => Array.from(candidate.title).length > 12)!;
    const svg = await svgOf(course.cover);
    const lines = [...svg.matchAll(/<text[^>]*font-weight="700"[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const shown = lines.join('').replaceAll(' ', '');
    const title = course.title.replaceAll(' ', '');
    expect(shown.endsWith('…') ? title.startsWith(shown.slice(0, -1)) : shown === title).toBe(true);
  });
});
