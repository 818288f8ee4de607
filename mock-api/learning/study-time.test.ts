import { afterEach, describe, expect, it } from 'vitest';
import { getStudyStats } from '@shared/api/learning';
import type { MyCourses, StudyStats } from '@shared/schemas/learning';
import type { MockApi } from '../app';
import { mediaSecondsOf, SAMPLE_LESSONS } from '../media/sample-media';
import { envelopeOf, mockPool, type Envelope } from '../core/test-support';

// Issue 26: study time is counted honestly from the player's progress reports. Each test plays the
// attacker: a report claiming an hour, replays, two tabs, seeks, and checks what /learning/stats says.

const mocks = mockPool();
afterEach(() => mocks.closeAll());
const SECOND = 1000;

const call = async (mock: MockApi, method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<Envelope> =>
  envelopeOf(await mock.app.inject({ method, url, payload, headers: token ? { token } : {} }), `${method} ${url}`);

function setup() {
  // 2026-01-01T00:00Z is 08:00 in Beijing: the day has 16 hours left.
  const { mock, advance } = mocks.withClock();
  const account = mock.store.accounts.add({
    phone: '13700000011',
    passwordHash: 'x:y',
    nickname: '计时测试',
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  const token = mock.store.issueToken(account.id);
  const course = mock.store.catalogue.courses.find(
    (candidate) =>
      candidate.isFree &&
      mock.store.catalogue.courseExtras
        .get(candidate.id)!
        .chapters.flatMap((chapter) => chapter.lessons)
        .filter((l) => l.kind === 1).length >= 2,
  )!;
  mock.store.enrolments.enrol(account.id, course.id, mock.store.now());
  const videos = mock.store.catalogue.courseExtras
    .get(course.id)!
    .chapters.flatMap((chapter) => chapter.lessons)
    .filter((lesson) => lesson.kind === 1);
  const durationOf = (lessonId: number) => SAMPLE_LESSONS[(lessonId - 1) % SAMPLE_LESSONS.length]!.durationSeconds;
  const report = (lessonId: number, position: number, event = 'tick', duration = durationOf(lessonId)) =>
    call(mock, 'POST', '/lesson/progress', token, { lessonId, position, duration, event });
  const stats = async () => {
    const body = await call(mock, 'GET', '/learning/stats', token);
    expect(body.code, JSON.stringify(body)).toBe(0);
    return getStudyStats.data.parse(body.data) as StudyStats;
  };
  return { mock, advance, token, course, videos, durationOf, report, stats };
}

describe('study time from progress reports', () => {
  it('plain playback counts the time played, on today’s China day and the course', async () => {
    const { advance, videos, report, stats, course } = setup();
    const lesson = videos[0]!;
    // The player reports when playback starts: the clock runs from there.
    await report(lesson.id, 0);
    advance(4 * SECOND);
    await report(lesson.id, 4);
    advance(4 * SECOND);
    await report(lesson.id, 8, 'pause');
    const after = await stats();
    expect(after.todaySeconds).toBe(8);
    expect(after.totalSeconds).toBe(8);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)).toEqual({ date: '2026-01-01', seconds: 8, answers: 0, counted: false });
    expect(after.courses).toEqual([{ id: course.id, title: course.title, seconds: 8 }]);
    // 8 seconds is not yet a study day; the streak is not counted until the learner turns it on.
    expect(after.week).toMatchObject({ goalDays: 3, studiedDays: 0 });
    expect(after.streak).toBeNull();
  });

  it('a report claiming an hour is refused; a whole lesson claimed with nothing before it, or a second after, counts nothing', async () => {
    const { advance, videos, report, stats, durationOf } = setup();
    const [one, two] = [videos[0]!, videos[1]!];
    expect((await report(one.id, 3600, 'tick', 3600)).code).toBe(400);
    expect((await stats()).todaySeconds).toBe(0);
    // A report with no previous one has nothing to measure from: it starts the clock and counts nothing.
    advance(SECOND);
    expect((await report(one.id, durationOf(one.id), 'tick')).code).toBe(0);
    expect((await stats()).todaySeconds).toBe(0);
    // The next claim is measured from it: a second later a whole lesson is a seek.
    advance(SECOND);
    expect((await report(two.id, durationOf(two.id), 'tick')).code).toBe(0);
    expect((await stats()).todaySeconds).toBe(0);
  });

  it('a replayed report credits nothing more', async () => {
    const { advance, videos, report, stats } = setup();
    const lesson = videos[0]!;
    await report(lesson.id, 0);
    advance(5 * SECOND);
    await report(lesson.id, 5);
    for (let replay = 0; replay < 5; replay += 1) await report(lesson.id, 5);
    advance(5 * SECOND);
    await report(lesson.id, 10);
    await report(lesson.id, 10);
    expect((await stats()).todaySeconds).toBe(10);
  });

  it('two tabs playing at once never count more than the wall time', async () => {
    const { advance, videos, report, stats } = setup();
    const [one, two] = [videos[0]!, videos[1]!];
    // Both tabs start at 0 and play for 8 s, reporting in turn each second: 8 s of the learner's time pass.
    for (let second = 1; second <= 8; second += 1) {
      advance(SECOND);
      await report(second % 2 === 1 ? one.id : two.id, second);
    }
    const { todaySeconds } = await stats();
    expect(todaySeconds).toBeLessThanOrEqual(8);
    expect(todaySeconds).toBeGreaterThan(0);
  });

  it('a seek forward and a seek backwards credit nothing; playing on afterwards counts again', async () => {
    const { advance, videos, report, stats, durationOf } = setup();
    const lesson = videos[0]!;
    await report(lesson.id, 0);
    advance(2 * SECOND);
    await report(lesson.id, 2);
    advance(SECOND);
    await report(lesson.id, durationOf(lesson.id) - 1); // forwards
    advance(2 * SECOND);
    await report(lesson.id, 1); // backwards
    advance(3 * SECOND);
    await report(lesson.id, 4); // plays on
    expect((await stats()).todaySeconds).toBe(2 + 3);
  });

  it('a pause does not count: the wall time while paused has no media behind it', async () => {
    const { advance, videos, report, stats } = setup();
    const lesson = videos[0]!;
    await report(lesson.id, 0);
    advance(3 * SECOND);
    await report(lesson.id, 3, 'pause');
    advance(4 * 60 * SECOND);
    await report(lesson.id, 3, 'hidden');
    advance(2 * SECOND);
    await report(lesson.id, 5);
    expect((await stats()).todaySeconds).toBe(5);
  });

  it('days are China days: study after 00:00 Beijing time is the next day, and the streak grows', async () => {
    const { advance, videos, report, stats } = setup();
    const lesson = videos[0]!;
    await report(lesson.id, 0);
    advance(3 * SECOND);
    await report(lesson.id, 3);
    // 16 hours later it is 00:00:03 the next day in Beijing.
    advance(16 * 3600 * SECOND);
    await report(lesson.id, 3, 'pause');
    advance(4 * SECOND);
    await report(lesson.id, 7);
    const after = await stats();
    expect(after.days.slice(-2)).toEqual([
      { date: '2026-01-01', seconds: 3, answers: 0, counted: false },
      { date: '2026-01-02', seconds: 4, answers: 0, counted: false },
    ]);
    expect(after.totalSeconds).toBe(7);
  });

  it('a locked lesson’s report is refused and credits nothing; signed out, the stats are 401', async () => {
    const { mock, advance, stats } = setup();
    const paid = mock.store.catalogue.courses.find((course) => !course.isFree)!;
    const locked = mock.store.catalogue.courseExtras
      .get(paid.id)!
      .chapters.flatMap((chapter) => chapter.lessons)
      .find((lesson) => lesson.kind === 1 && !lesson.freePreview)!;
    advance(5 * SECOND);
    const token = mock.store.issueToken(mock.store.accounts.byPhone('13700000011')!.id);
    expect(
      (await call(mock, 'POST', '/lesson/progress', token, { lessonId: locked.id, position: 5, duration: 10, event: 'tick' })).code,
    ).toBe(4701);
    expect((await stats()).todaySeconds).toBe(0);
    expect((await call(mock, 'GET', '/learning/stats')).code).toBe(401);
  });

  it('the demo learner has a history relative to the clock: days of study up to yesterday, minutes in total, per course', async () => {
    const { mock } = setup();
    const demo = mock.store.issueToken(mock.store.accounts.byPhone('13800138000')!.id);
    const body = await call(mock, 'GET', '/learning/stats', demo);
    const stats = getStudyStats.data.parse(body.data);
    expect(stats.todaySeconds).toBe(0);
    expect(stats.streak).toBeNull();
    // Studied only since the first course was bought (the seeded orders: about three weeks ago).
    expect(stats.days.filter((day) => day.seconds > 0).length).toBeGreaterThan(8);
    // The sample lessons last seconds: minutes, not hours (the next test ties them to the lessons watched).
    expect(stats.totalSeconds).toBeGreaterThan(120);
    expect(stats.courses.length).toBeGreaterThan(0);
    const enrolled = await call(mock, 'GET', '/learning/courses', demo);
    const ids = new Set((enrolled.data as MyCourses).list.map((item) => item.course.id));
    expect(stats.courses.every((course) => ids.has(course.id))).toBe(true);
  });

  it('the demo learner’s courses are under way, their study time exactly the lessons watched, dated on the days studied', async () => {
    const { mock } = setup();
    const demoId = mock.store.accounts.byPhone('13800138000')!.id;
    const demo = mock.store.issueToken(demoId);
    const stats = getStudyStats.data.parse((await call(mock, 'GET', '/learning/stats', demo)).data);
    const mine = (await call(mock, 'GET', '/learning/courses', demo)).data as MyCourses;
    expect(mine.list.length).toBeGreaterThan(0);
    const studiedDays = new Set(stats.days.filter((day) => day.seconds > 0).map((day) => day.date));
    const standings = mock.store.progress.standingsOf(demoId);
    for (const item of mine.list) {
      // 学习中: lessons done, one left part-way, 继续学习 there; never finished by the seed.
      expect(item.status).toBe(2);
      expect(item.completedLessons).toBeGreaterThan(0);
      expect(item.completedLessons).toBeLessThan(item.lessonCount);
      expect(item.continueLesson?.id).toBe(item.lastLesson?.id);
      // The last study of the course was on a day the stats count, before today.
      expect(studiedDays.has(item.lastStudiedAt!.slice(0, 10))).toBe(true);
      // Each lesson was watched once from its start: the course's seconds are the whole of the lessons
      // finished and the position reached in the one under way, never more than its media.
      const lessons = mock.store.catalogue.courseExtras.get(item.course.id)!.chapters.flatMap((chapter) => chapter.lessons);
      const durationOf = new Map(lessons.map((lesson) => [lesson.id, mediaSecondsOf(lesson)]));
      const watched = standings
        .filter((standing) => standing.courseId === item.course.id)
        .reduce((sum, standing) => sum + (standing.status === 3 ? durationOf.get(standing.lessonId)! : standing.position), 0);
      const seconds = stats.courses.find((course) => course.id === item.course.id)!.seconds;
      expect(seconds).toBe(watched);
      expect(seconds).toBeLessThan(lessons.reduce((sum, lesson) => sum + mediaSecondsOf(lesson), 0));
    }
  });
});
