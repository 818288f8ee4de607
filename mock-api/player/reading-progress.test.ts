import { afterEach, describe, expect, it } from 'vitest';
import { getStudyStats } from '@shared/api/learning';
import { getPlayInfo } from '@shared/api/player';
import { richDocLength } from '@shared/lib/rich-text';
import { readingMinimumSeconds } from '@shared/lib/reading-time';
import type { StudyStats } from '@shared/schemas/learning';
import { envelopeOf, mockPool } from '../core/test-support';

// Issue 26: a reading lesson (图文) is 已完成 only once its text could have been read since it was
// opened. Each test plays the attacker: done at once, done without opening, a forged position.

const mocks = mockPool();
afterEach(() => mocks.closeAll());
const SECOND = 1000;

async function setup() {
  const { mock, advance } = mocks.withClock();
  const account = mock.store.accounts.add({
    phone: '13700000021',
    passwordHash: 'x:y',
    nickname: '阅读测试',
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  const token = mock.store.issueToken(account.id);
  const lessonsOf = (courseId: number) => mock.store.catalogue.courseExtras.get(courseId)!.chapters.flatMap((chapter) => chapter.lessons);
  const course = mock.store.catalogue.courses.find(
    (candidate) => candidate.isFree && lessonsOf(candidate.id).some((lesson) => lesson.kind === 3),
  )!;
  await mock.app.inject({ method: 'POST', url: '/learning/enrolments', headers: { token }, payload: { courseId: course.id } });
  const info = getPlayInfo.data.parse(
    envelopeOf(await mock.app.inject({ url: `/course/${course.id}/play`, headers: { token } }), 'play').data,
  );
  const reading = info.chapters.flatMap((chapter) => chapter.lessons).find((lesson) => lesson.kind === 3)!;
  const minimum = readingMinimumSeconds(richDocLength(reading.reading!));
  const report = async (event: 'tick' | 'end', position = 0, duration = 1) =>
    (
      await mock.app.inject({
        method: 'POST',
        url: '/lesson/progress',
        headers: { token },
        payload: { lessonId: reading.id, position, duration, event },
      })
    ).json() as { code: number; msg: string; data?: { status: number } };
  const studied = async () =>
    (envelopeOf(await mock.app.inject({ url: getStudyStats.path, headers: { token } }), 'stats').data as StudyStats).totalSeconds;
  return { advance, report, minimum, studied };
}

describe('reading lessons (图文): 已完成 after the text’s minimum time since opening', () => {
  it('the minimum follows the text’s length', async () => {
    const { minimum } = await setup();
    expect(minimum).toBeGreaterThanOrEqual(10);
    expect(minimum).toBeLessThanOrEqual(300);
  });

  it('done at once after opening, or without opening, is refused with the time it needs; nothing is completed or credited', async () => {
    const { advance, report, minimum, studied } = await setup();
    expect(await report('end', 1, 1)).toMatchObject({ code: 4612 });
    expect((await report('tick')).data).toMatchObject({ status: 2 });
    advance(2 * SECOND);
    const early = await report('end', minimum, minimum);
    expect(early.code).toBe(4612);
    expect(early.msg).toContain(`${minimum} 秒`);
    expect(await studied()).toBe(0);
  });

  it('a forged position or duration on an ordinary report completes nothing', async () => {
    const { report } = await setup();
    expect((await report('tick', 86_000, 86_000)).data).toMatchObject({ status: 2 });
    expect((await report('tick', 1, 1)).data).toMatchObject({ status: 2 });
  });

  it('the minimum after opening: 已完成, credited at most the time that passed; a second done is harmless', async () => {
    const { advance, report, minimum, studied } = await setup();
    await report('tick');
    advance((minimum - 1) * SECOND);
    expect(await report('end')).toMatchObject({ code: 4612 });
    advance(1 * SECOND);
    expect(await report('end')).toMatchObject({ code: 0, data: { status: 3 } });
    expect(await studied()).toBeLessThanOrEqual(minimum);
    expect(await studied()).toBeGreaterThan(0);
    expect(await report('end')).toMatchObject({ code: 0, data: { status: 3 } });
  });

  it('opening again does not restart the clock: the first opening counts', async () => {
    const { advance, report, minimum } = await setup();
    await report('tick');
    advance(minimum * SECOND);
    await report('tick');
    expect(await report('end')).toMatchObject({ code: 0, data: { status: 3 } });
  });
});
