import { describe, expect, it } from 'vitest';
import { clientViewOf } from './client-endpoint-view';

const PURE = '/*#__PURE__*/ ';

describe('the browser view of the declaration modules', () => {
  it('keeps only id, method and path of each endpoint', () => {
    const source = `import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { courseSchema } from '../schemas/course';
export const PROGRESS_PATH = '/lesson/progress';
export const getCourse = defineEndpoint({
  id: 'course.detail',
  method: 'GET',
  path: '/course/:id',
  summary: '课程详情',
  params: z.object({ id: z.coerce.number() }),
  data: courseSchema,
  codes: [404],
  session: 'check',
});
export const report = defineEndpoint({ id: 'lesson.progress', method: 'POST', path: PROGRESS_PATH, body: z.object({}), data: z.null() });`;
    const view = clientViewOf(source, '/repo/shared/api/course.ts');
    expect(view).toContain(`export const getCourse = ${PURE}defineEndpoint({ id: 'course.detail', method: 'GET', path: '/course/:id' });`);
    expect(view).toContain(`export const report = ${PURE}defineEndpoint({ id: 'lesson.progress', method: 'POST', path: PROGRESS_PATH });`);
    expect(view).not.toMatch(/courseSchema,|summary|session|codes|z\.coerce/);
  });

  it('marks the calls of top-level initializers side-effect free, once each, but not code inside functions', () => {
    const source = `import * as z from 'zod/mini';
export const name = z.string().check(z.maxLength(32));
export const LABELS = Object.freeze({ a: 1 });
export const later = () => { register(); return z.string(); };
register();`;
    const view = clientViewOf(source, '/repo/shared/schemas/common.ts');
    expect(view).toContain(`export const name = ${PURE}z.string().check(${PURE}z.maxLength(32));`);
    expect(view).toContain(`export const LABELS = ${PURE}Object.freeze({ a: 1 });`);
    expect(view).toContain('export const later = () => { register(); return z.string(); };');
    expect(view).toMatch(/\nregister\(\);$/);
  });

  it('refuses an endpoint whose routing it cannot keep', () => {
    expect(() => clientViewOf(`export const odd = defineEndpoint({ ...base, summary: 'x' });`, '/repo/shared/api/odd.ts')).toThrow(
      /id, method and path/,
    );
  });
});
