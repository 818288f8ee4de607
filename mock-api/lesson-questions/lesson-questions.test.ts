import { afterAll, describe, expect, it } from 'vitest';
import {
  askLessonQuestion,
  CODE_LESSON_NOT_IN_COURSE,
  CODE_LESSON_QUESTION_LOCKED,
  CODE_LESSON_QUESTION_TIME,
  listLessonQuestions,
} from '@shared/api/lesson-questions';
import { CODE_POSTING_TOO_FAST } from '@shared/api/community';
import { MessageType } from '@shared/enums/message';
import { richDocFromText } from '@shared/lib/rich-text';
import { buildMockApi } from '../app';
import { devControls } from '../dev-controls';
import { envelopeOf, learnerFactory } from '../core/test-support';
import { lessonIndex } from '../player/lesson-access';
import { lessonDurationOf, teacherAccountIdOf } from './lesson-access';
import { SEEDED_LESSON_QUESTION_COURSES } from './lesson-question-seed';
import { sampleOfLesson } from '../media/sample-media';

const mock = buildMockApi();
afterAll(() => mock.app.close());
const { store } = mock;
const lessons = [...lessonIndex(store).values()];

/** A fresh learner: an account of its own, so no test sees another's questions or enrolments. */
const newLearner = learnerFactory(store, '1350000', '答疑测试');

const paidLesson = lessons.find(({ course, lesson }) => !course.isFree && !lesson.freePreview && lesson.kind === 1)!;
const previewLesson = lessons.find(
  ({ course, lesson }) => lesson.freePreview && lesson.kind === 1 && course.id > SEEDED_LESSON_QUESTION_COURSES,
)!;
const examLesson = lessons.find(({ course, lesson }) => lesson.kind === 2 && course.id === paidLesson.course.id);
let keys = 0;
const key = () => `test-key-${++keys}-abcdef`;

async function ask(token: string | undefined, courseId: number, body: Record<string, unknown>) {
  return envelopeOf(
    await mock.app.inject({ method: 'POST', url: `/course/${courseId}/questions`, headers: token ? { token } : {}, payload: body }),
    `ask ${JSON.stringify(body)}`,
  );
}
const question = (lessonId: number, seconds: number, extra: Record<string, unknown> = {}) => ({
  lessonId,
  seconds,
  title: '这一步为什么要先断电再测量？',
  body: richDocFromText('视频里没说原因'),
  requestKey: key(),
  ...extra,
});

describe('POST /course/:id/questions (答疑)', () => {
  it('asks at a moment of a lesson one may study: listed for the lesson and the course, in the community with its answers', async () => {
    const learner = newLearner();
    const { course, lesson } = previewLesson;
    const asked = await ask(learner.token, course.id, question(lesson.id, 4));
    expect(asked.code).toBe(0);
    const created = askLessonQuestion.data.parse(asked.data);
    expect(created).toMatchObject({
      title: '这一步为什么要先断电再测量？',
      lesson: { courseId: course.id, lessonId: lesson.id, lessonTitle: lesson.title, seconds: 4 },
      teacher: { id: teacherAccountIdOf(course.teacher.id) },
      teacherAnswered: false,
      answerCount: 0,
    });
    const forLesson = listLessonQuestions.data.parse(
      envelopeOf(await mock.app.inject({ url: `/course/${course.id}/questions?lessonId=${lesson.id}` }), 'list').data,
    );
    expect(forLesson.list.map((item) => item.id)).toContain(created.id);
    const community = envelopeOf(await mock.app.inject({ url: `/community/question/${created.id}` }), 'community');
    expect(community).toMatchObject({ code: 0, data: { id: created.id, title: created.title } });
  });

  it('refuses a learner who may not study the lesson (not enrolled, not bought) and a visitor', async () => {
    const learner = newLearner();
    const { course, lesson } = paidLesson;
    expect((await ask(learner.token, course.id, question(lesson.id, 1))).code).toBe(CODE_LESSON_QUESTION_LOCKED);
    expect((await ask(undefined, course.id, question(lesson.id, 1))).code).toBe(401);
    // Enrolled (bought): now they may.
    store.enrolments.enrol(learner.accountId, course.id, store.now());
    expect((await ask(learner.token, course.id, question(lesson.id, 1))).code).toBe(0);
  });

  it("a lesson's length is its seeded durationSeconds: its sample video's length for a video, 0 for a test or a reading", () => {
    for (const { lesson } of lessons)
      expect(lessonDurationOf(lesson), `lesson ${lesson.id}`).toBe(lesson.kind === 1 ? sampleOfLesson(lesson.id).durationSeconds : 0);
  });

  it("refuses another course's lesson id, an unknown lesson or course, a moment past the lesson's end, and hostile or over-long text", async () => {
    const learner = newLearner();
    const { course, lesson } = previewLesson;
    const other = lessons.find((entry) => entry.course.id !== course.id && entry.lesson.freePreview)!;
    expect((await ask(learner.token, course.id, question(other.lesson.id, 1))).code).toBe(CODE_LESSON_NOT_IN_COURSE);
    expect((await ask(learner.token, course.id, question(99_999_999, 1))).code).toBe(404);
    expect((await ask(learner.token, 99_999, question(lesson.id, 1))).code).toBe(404);
    const past = await ask(learner.token, course.id, question(lesson.id, lessonDurationOf(lesson) + 1));
    expect(past).toMatchObject({ code: CODE_LESSON_QUESTION_TIME, msg: '提问的时间点超出了这节课的时长' });
    expect((await ask(learner.token, course.id, question(lesson.id, -1))).code).toBe(400);
    expect((await ask(learner.token, course.id, question(lesson.id, 1, { title: '短' }))).code).toBe(400);
    expect((await ask(learner.token, course.id, question(lesson.id, 1, { title: '长'.repeat(51) }))).code).toBe(400);
    expect((await ask(learner.token, course.id, question(lesson.id, 1, { requestKey: 'x' }))).code).toBe(400);
    if (examLesson) {
      store.enrolments.enrol(learner.accountId, examLesson.course.id, store.now());
      expect((await ask(learner.token, examLesson.course.id, question(examLesson.lesson.id, 1))).code).toBe(CODE_LESSON_QUESTION_TIME);
    }
    // Markup is text, emoji count as characters.
    const hostile = await ask(learner.token, course.id, question(lesson.id, 0, { title: '<script>alert(1)</script> 😀😀' }));
    expect(hostile.code).toBe(0);
    expect((hostile.data as { title: string }).title).toBe('<script>alert(1)</script> 😀😀');
  });

  it('a replay or a second click with the same key asks once; the community pace applies to lesson questions', async () => {
    const learner = newLearner();
    const { course, lesson } = previewLesson;
    const once = question(lesson.id, 2);
    const first = await ask(learner.token, course.id, once);
    const again = await ask(learner.token, course.id, once);
    expect((again.data as { id: number }).id).toBe((first.data as { id: number }).id);
    const mine = [...store.community.questions.values()].filter((item) => item.authorId === learner.accountId);
    expect(mine).toHaveLength(1);
    // Another learner's same key is their own question.
    const other = newLearner();
    expect(((await ask(other.token, course.id, once)).data as { id: number }).id).not.toBe((first.data as { id: number }).id);
    // Five in a row, then one per 10 s (questions, answers, ideas and comments together).
    const codes: number[] = [];
    for (let index = 0; index < 6; index++) codes.push((await ask(learner.token, course.id, question(lesson.id, 1))).code);
    expect(codes.at(-1)).toBe(CODE_POSTING_TOO_FAST);
  });
});

describe('answers on a lesson question', () => {
  it("the course's teacher and learners who may study the lesson answer; the asker hears (type 9), the teacher's marked; an outsider is refused", async () => {
    const app = buildMockApi();
    await app.app.register(devControls, { prefix: '/__mock', mock: app });
    await app.app.ready();
    try {
      const s = app.store;
      const entry = [...lessonIndex(s).values()].find(({ course, lesson }) => !course.isFree && !lesson.freePreview && lesson.kind === 1)!;
      const make = (phone: string) =>
        s.accounts.add({
          phone,
          passwordHash: '',
          nickname: `学员${phone.slice(-4)}`,
          gender: 0,
          signature: '',
          realNameVerified: false,
          coinBalance: 0,
          wechatOpenId: null,
          createdAt: '2026-11-22T09:00:00+08:00',
        });
      const asker = make('13511110001');
      const classmate = make('13511110002');
      const outsider = make('13511110003');
      for (const account of [asker, classmate]) s.enrolments.enrol(account.id, entry.course.id, s.now());
      const asked = envelopeOf(
        await app.app.inject({
          method: 'POST',
          url: `/course/${entry.course.id}/questions`,
          headers: { token: s.issueToken(asker.id) },
          payload: question(entry.lesson.id, 5),
        }),
        'ask',
      );
      const questionId = (asked.data as { id: number }).id;
      const answer = async (accountId: number, text: string) =>
        envelopeOf(
          await app.app.inject({
            method: 'POST',
            url: `/community/question/${questionId}/answer`,
            headers: { token: s.issueToken(accountId) },
            payload: { body: richDocFromText(text) },
          }),
          'answer',
        );
      expect((await answer(outsider.id, '我没报名')).code).toBe(CODE_LESSON_QUESTION_LOCKED);
      expect((await answer(classmate.id, '我也想知道')).code).toBe(0);
      const teacher = await app.app.inject({
        method: 'POST',
        url: `/__mock/community/question/${questionId}/answer`,
        payload: { as: 'teacher' },
      });
      expect(teacher.json()).toMatchObject({ code: 0, data: { author: { id: teacherAccountIdOf(entry.course.teacher.id) } } });
      const messages = s.messages.list(asker.id, [MessageType.ANSWER]);
      expect(messages.map((message) => message.action)).toEqual(['（讲师）回答了你的课程提问', '回答了你的课程提问']);
      expect(messages[0]!.link).toBe(`/course/${entry.course.id}/play?lesson=${entry.lesson.id}&t=5&question=${questionId}`);
      const listed = listLessonQuestions.data
        .parse(envelopeOf(await app.app.inject({ url: `/course/${entry.course.id}/questions?lessonId=${entry.lesson.id}` }), 'list').data)
        .list.find((item) => item.id === questionId)!;
      expect(listed).toMatchObject({ answerCount: 2, teacherAnswered: true });
    } finally {
      await app.app.close();
    }
  });

  it('seeds answered questions on the first courses, the teacher among those who answered', async () => {
    const body = listLessonQuestions.data.parse(envelopeOf(await mock.app.inject({ url: '/course/1/questions' }), 'seeded').data);
    // Asked by community members (ids 3…42); this file's learners may have asked on course 1 too.
    const seeded = body.list.filter((item) => item.author.id !== null && item.author.id <= 42);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((item) => item.teacherAnswered && item.answerCount >= 1)).toBe(true);
  });
});
