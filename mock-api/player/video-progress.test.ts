import { afterEach, describe, expect, it } from 'vitest';
import { CODE_COMPLETED_TOO_SOON } from '@shared/api/player';
import type { StudyStats } from '@shared/schemas/learning';
import { sampleOfLesson } from '../media/sample-media';
import { envelopeOf, learnerFactory, mockPool } from '../core/test-support';

// Issue 35 item 7: a video lesson is 已完成 only once the server's clock has seen 90 % of its media
// watched (the one rule of reading lessons too: mock-api/player/reading-progress.test.ts). Each test
// plays the attacker first — an instant end, a whole lesson claimed, the same stretch twice, a spray
// of reports — then the learner who watches, who still completes.

const mocks = mockPool();
afterEach(() => mocks.closeAll());
const SECOND = 1000;
/** Lesson 22 of course 1 (¥299), the lesson of the issue's request. */
const LESSON = 22;

function setup() {
  const { mock, advance } = mocks.withClock();
  const { token, accountId } = learnerFactory(mock.store, '1371100', '观看测试')();
  mock.store.enrolments.enrol(accountId, 1, mock.store.now());
  const duration = sampleOfLesson(LESSON).durationSeconds;
  const report = async (event: 'tick' | 'pause' | 'end' | 'hidden', position: number, lessonId = LESSON) =>
    (
      await mock.app.inject({
        method: 'POST',
        url: '/lesson/progress',
        headers: { token },
        payload: { lessonId, position, duration: lessonId === LESSON ? duration : sampleOfLesson(lessonId).durationSeconds, event },
      })
    ).json() as { code: number; msg: string; data?: { status: number; completedLessons: number } };
  const status = () => mock.store.progress.statusOf(accountId, LESSON);
  const studied = async () =>
    (envelopeOf(await mock.app.inject({ url: '/learning/stats', headers: { token } }), 'stats').data as StudyStats).totalSeconds;
  return { mock, advance, report, status, studied, duration, accountId };
}

describe('video lessons: 已完成 needs the media watched, by the server’s clock', () => {
  it('the issue’s request — end at 0 of 1 s, never played — is refused with 4612 and completes nothing', async () => {
    const { mock, status, studied } = setup();
    const token = mock.store.issueToken(mock.store.accounts.byPhone('13711000001')!.id);
    const answer = (
      await mock.app.inject({
        method: 'POST',
        url: '/lesson/progress',
        headers: { token },
        payload: { lessonId: LESSON, position: 0, duration: 1, event: 'end' },
      })
    ).json() as { code: number; msg: string };
    expect(answer.code).toBe(CODE_COMPLETED_TOO_SOON);
    expect(answer.msg).toMatch(/已观看约 0 秒/);
    expect(status()).toBe(1);
    expect(await studied()).toBe(0);
  });

  it('a whole lesson claimed — at once, a second after playing starts, or as a tick at 100 % — completes nothing', async () => {
    const { advance, report, status, duration } = setup();
    expect(await report('end', duration)).toMatchObject({ code: CODE_COMPLETED_TOO_SOON });
    expect((await report('tick', 0)).data).toMatchObject({ status: 2 });
    advance(SECOND);
    expect((await report('tick', duration)).data).toMatchObject({ status: 2 });
    advance(SECOND);
    expect(await report('end', duration)).toMatchObject({ code: CODE_COMPLETED_TOO_SOON });
    expect(status()).toBe(2);
  });

  it('the same stretch watched again, or a spray of small steps with no time between them, is not the lesson watched', async () => {
    const { advance, report, status, duration } = setup();
    const half = Math.floor(duration / 2);
    for (let pass = 0; pass < 3; pass += 1) {
      await report('tick', 0);
      advance(half * SECOND);
      await report('pause', half);
    }
    for (let step = half + 1; step <= duration; step += 1) await report('tick', step);
    expect(await report('end', duration)).toMatchObject({ code: CODE_COMPLETED_TOO_SOON });
    expect(status()).toBe(2);
  });

  it('a learner who plays it through completes it, and the study time is the time spent', async () => {
    const { advance, report, studied, duration } = setup();
    expect((await report('tick', 0)).data).toMatchObject({ status: 2 });
    advance(duration * SECOND);
    expect(await report('end', duration)).toMatchObject({ code: 0, data: { status: 3, completedLessons: 1 } });
    expect(await studied()).toBe(duration);
    // Watching it again keeps it completed, and its end is accepted.
    await report('tick', 0);
    advance(SECOND);
    expect(await report('end', duration)).toMatchObject({ code: 0, data: { status: 3, completedLessons: 1 } });
  });

  it('at double speed it completes in half the time, counted as half the study; 90 % is enough without the end', async () => {
    const { advance, report, studied, duration, status } = setup();
    await report('tick', 0);
    advance((duration / 2) * SECOND);
    expect(await report('end', duration)).toMatchObject({ code: 0, data: { status: 3 } });
    expect(await studied()).toBe(Math.floor(duration / 2));
    // Another lesson, watched in two sittings to 90 % and left there: 已完成 as well.
    const next = LESSON + 1;
    const nextDuration = sampleOfLesson(next).durationSeconds;
    const ninety = Math.ceil(nextDuration * 0.9);
    await report('tick', 0, next);
    advance(4 * SECOND);
    expect((await report('pause', 4, next)).data).toMatchObject({ status: 2 });
    advance(60 * SECOND);
    await report('tick', 4, next);
    advance((ninety - 4) * SECOND);
    expect((await report('pause', ninety, next)).data).toMatchObject({ status: 3 });
    expect(status()).toBe(3);
  });
});
