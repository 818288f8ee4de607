import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ExamMode, LessonKind } from '@shared/enums/learning';
import type { Page } from '@shared/schemas/common';
import type { ExamListItem } from '@shared/schemas/exam';
import type { Home } from '@shared/schemas/home';
import type { ProfessionCard } from '@shared/schemas/profession';
import type { PlayInfo } from '@shared/schemas/player';
import type { StudyStats } from '@shared/schemas/learning';
import { buildMockApi } from '../app';
import { devControls } from '../dev-controls';
import { envelopeOf } from '../core/test-support';
import { SAMPLE_LESSONS, mediaSecondsOf } from '../media/sample-media';

// Issue 35 item 4: every figure a page shows is derived from the world it describes, at a scale that
// world can carry, over the WHOLE catalogue (whatever courses and exams it holds), not a sample.

const DAY = 86_400_000;
/** No course gains more than this many learners a day, on average since it came out (a big free course). */
const MAX_ENROLMENTS_PER_DAY = 60;
/** A video lesson that claims to teach something lasts at least 3 and at most 45 minutes. */
const LESSON_SECONDS = { min: 3 * 60, max: 45 * 60 };
/** Below this (the lessons' full length) a course is not what got anyone a certificate: 5 hours. */
const CERTIFYING_MINUTES = 300;
const CERTIFICATE_CLAIM = /拿证|拿到证|取证|考过了|通过了?认定|证书到手/;
/** The demo learner with a seeded study history (13800138000). */
const DEMO_LEARNER = 1;

let now = Date.now();
const mock = buildMockApi({ now: () => now, liveSimulation: false });
void mock.app.register(devControls, { prefix: '/__mock', mock });
afterAll(() => mock.app.close());
const { catalogue, content } = mock.store;

async function data<T>(url: string, options: { token?: string; method?: 'GET' | 'POST'; body?: object } = {}): Promise<T> {
  const response = await mock.app.inject({
    url,
    method: options.method ?? 'GET',
    headers: options.token ? { token: options.token } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
  const body = envelopeOf(response, url);
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data as T;
}
async function everyPage<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await data<Page<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&size=100`);
    items.push(...answer.list);
    if (items.length >= answer.total || answer.list.length === 0) return items;
  }
}
const lessonsOf = (courseId: number) => (catalogue.courseExtras.get(courseId)?.chapters ?? []).flatMap((chapter) => chapter.lessons);

describe('learners come from enrolments, at a scale the site can carry', () => {
  it('the site total is the sum of every course’s learners, and each profession’s and institution’s the sum of theirs', async () => {
    const sum = catalogue.courses.reduce((total, course) => total + course.learnerCount, 0);
    const home = await data<Home>('/home/index');
    expect(home.stats.learnerCount).toBe(sum);
    expect(home.stats.courseCount).toBe(catalogue.courses.length);
    const professions = await everyPage<ProfessionCard>('/profession/list');
    expect(professions).toHaveLength(catalogue.professions.length);
    for (const card of professions) {
      const own = catalogue.courses.filter((course) => course.professionId === card.id);
      expect(card.courseCount, card.name).toBe(own.length);
      expect(card.learnerCount, card.name).toBe(own.reduce((total, course) => total + course.learnerCount, 0));
    }
    for (const chip of home.professions)
      expect(chip.courseCount, chip.name).toBe(professions.find((card) => card.id === chip.id)!.courseCount);
  });

  it('no course has more learners than the days it has been out could bring, nor fewer than its reviewers', () => {
    for (const course of catalogue.courses) {
      const days = (now - Date.parse(course.publishedAt)) / DAY;
      expect(course.learnerCount, `course ${course.id}, out ${Math.floor(days)} days`).toBeLessThanOrEqual(
        Math.ceil(days * MAX_ENROLMENTS_PER_DAY),
      );
      expect(mock.store.reviews.summary(course.id).count, `course ${course.id}`).toBeLessThanOrEqual(course.learnerCount);
    }
  });
});

describe('lengths are believable for what they teach, and add up', () => {
  it('every video lesson lasts minutes, and a course’s length is the sum of its lessons', () => {
    for (const course of catalogue.courses) {
      const lessons = lessonsOf(course.id);
      expect(lessons, `course ${course.id}`).toHaveLength(course.lessonCount);
      for (const lesson of lessons.filter((candidate) => candidate.kind === LessonKind.VIDEO)) {
        expect(lesson.durationSeconds, `lesson ${lesson.id}`).toBeGreaterThanOrEqual(LESSON_SECONDS.min);
        expect(lesson.durationSeconds, `lesson ${lesson.id}`).toBeLessThanOrEqual(LESSON_SECONDS.max);
      }
      const seconds = lessons.reduce((total, lesson) => total + lesson.durationSeconds, 0);
      expect(course.durationMinutes, `course ${course.id}`).toBe(Math.max(1, Math.ceil(seconds / 60)));
    }
  });

  it('what plays is a sample that says so, never a clip titled for another lesson', async () => {
    const here = dirname(fileURLToPath(import.meta.url));
    for (const sample of SAMPLE_LESSONS) {
      expect(sample.title).toBe('示例视频');
      const captions = readFileSync(join(here, '..', 'media', sample.captions), 'utf8');
      expect(captions, sample.captions).toContain('示例视频');
      expect(captions, sample.captions).not.toMatch(/第.{1,3}[节课章]|本节课|课时\s*\d/);
    }
    // The course page and the player say it before anyone presses play.
    const course = catalogue.courses[0]!;
    expect((await data<{ videoSamples: boolean }>(`/course/${course.id}`)).videoSamples).toBe(true);
    const info = await data<PlayInfo>(`/course/${course.id}/play`, { token: mock.store.issueToken(DEMO_LEARNER) });
    const previews = info.chapters.flatMap((chapter) => chapter.lessons).filter((lesson) => lesson.media);
    expect(previews.length).toBeGreaterThan(0);
    for (const lesson of previews) {
      expect(lesson.media!.sample).toBe(true);
      expect(lesson.media!.durationSeconds).toBe(mediaSecondsOf(lesson));
      expect(lesson.durationSeconds).toBeGreaterThan(lesson.media!.durationSeconds);
    }
  });
});

describe('reviews say only what the course and its dates bear out', () => {
  it('none before the course came out; 拿证 only on a course long enough, with an exam at its level, weeks after it came out', () => {
    for (const course of catalogue.courses) {
      const published = Date.parse(course.publishedAt);
      const exam = content.exams.some(
        (candidate) =>
          candidate.mode === ExamMode.EXAM && candidate.professionId === course.professionId && candidate.skillLevel === course.skillLevel,
      );
      const quizzes = lessonsOf(course.id).some((lesson) => lesson.kind === LessonKind.EXAM);
      for (const review of mock.store.reviews.page(course.id, 'latest', 1, 1000, undefined).list) {
        const at = Date.parse(review.createdAt);
        const label = `course ${course.id} (${course.durationMinutes} min, published ${course.publishedAt}): ${review.content}`;
        expect(at, label).toBeGreaterThan(published);
        if (CERTIFICATE_CLAIM.test(review.content)) {
          expect(exam, label).toBe(true);
          expect(course.durationMinutes, label).toBeGreaterThanOrEqual(CERTIFYING_MINUTES);
          expect(at - published, label).toBeGreaterThanOrEqual(30 * DAY);
        }
        if (/学了一个月/.test(review.content)) expect(at - published, label).toBeGreaterThanOrEqual(30 * DAY);
        if (/单元测验/.test(review.content)) expect(quizzes, label).toBe(true);
      }
    }
  });
});

describe('人次参考 counts the attempts made up to now', () => {
  it('an official paper: nobody before its window opens, then no more than its plan’s candidates', async () => {
    for (const exam of await everyPage<ExamListItem>('/exam/list')) {
      if (exam.mode === ExamMode.EXAM) {
        if (exam.openAt && now < Date.parse(exam.openAt)) expect(exam.attemptCount, exam.title).toBe(0);
        const places = content.enrollmentPlans
          .filter((plan) => plan.professionId === exam.professionId && plan.skillLevel === exam.skillLevel)
          .reduce((most, plan) => Math.max(most, plan.quota), 0);
        expect(exam.attemptCount, exam.title).toBeLessThanOrEqual(places);
      } else {
        // A mock or practice set: a few attempts a year per learner of the profession at most.
        const learners = catalogue.courses
          .filter((course) => course.professionId === exam.professionId)
          .reduce((total, course) => total + course.learnerCount, 0);
        expect(exam.attemptCount, exam.title).toBeLessThanOrEqual(learners * 4);
      }
    }
  });

  it('a window that has just opened has no takers yet; hours later, some', async () => {
    const official = content.exams.find((exam) => exam.mode === ExamMode.EXAM)!;
    const countOf = async () =>
      (await everyPage<ExamListItem>(`/exam/list?mode=1&professionId=${official.professionId}`)).find((exam) => exam.id === official.id)!
        .attemptCount;
    await data(`/__mock/exam/${official.id}/window`, { method: 'POST', body: { opensInMinutes: 0, minutes: 600 } });
    expect(await countOf()).toBe(0);
    const candidates = Math.max(
      0,
      ...content.enrollmentPlans
        .filter((plan) => plan.professionId === official.professionId && plan.skillLevel === official.skillLevel)
        .map((plan) => plan.enrolledCount),
    );
    const started = now;
    now += 2 * 3_600_000;
    try {
      const early = await countOf();
      now += 6 * 3_600_000;
      const later = await countOf();
      expect(later).toBeGreaterThanOrEqual(early);
      if (candidates >= 2) expect(later).toBeGreaterThan(0);
      expect(later).toBeLessThanOrEqual(candidates);
    } finally {
      now = started;
    }
  });
});

describe('/study: the streak, the time and the finished lessons come from the same records', () => {
  it('every finished video was watched for the time it plays, and every day of the streak has study time', async () => {
    const token = mock.store.issueToken(DEMO_LEARNER);
    const stats = await data<StudyStats>('/learning/stats', { token });
    // The time is that of the sample clips, and the page is told so (decision 025).
    expect(stats.videoSamples).toBe(true);
    const finished = catalogue.courses
      .flatMap((course) => lessonsOf(course.id))
      .filter((lesson) => lesson.kind === LessonKind.VIDEO && mock.store.progress.statusOf(DEMO_LEARNER, lesson.id) === 3);
    expect(finished.length).toBeGreaterThan(0);
    const watchedAtLeast = finished.reduce((total, lesson) => total + 0.9 * mediaSecondsOf(lesson), 0);
    expect(stats.totalSeconds).toBeGreaterThanOrEqual(Math.floor(watchedAtLeast));
    // A study day is one with 10 minutes of study or 10 answers (study-goal-rules.ts), whatever the seeds.
    for (const day of stats.days) expect(day.counted, day.date).toBe(day.seconds >= 600 || day.answers >= 10);
  });
});
