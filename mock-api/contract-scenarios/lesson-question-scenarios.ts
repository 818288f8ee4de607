import * as lessonQuestions from '@shared/api/lesson-questions';
import { richDocFromText } from '@shared/lib/rich-text';
import { lessonIndex } from '../player/lesson-access';
import { demoToken, type Scenario } from './support';

/** 答疑: questions on a lesson at a moment of it (a free preview lesson: anyone signed in may ask). */
export const lessonQuestionScenarios: Record<string, Scenario> = {
  [lessonQuestions.listLessonQuestions.id]: async () => ({ url: '/course/1/questions?page=1&size=5' }),
  [lessonQuestions.askLessonQuestion.id]: async ({ app, store }) => {
    const [lessonId, entry] = [...lessonIndex(store)].find(([, { lesson }]) => lesson.freePreview && lesson.kind === 1)!;
    return {
      url: `/course/${entry.course.id}/questions`,
      payload: { lessonId, seconds: 3, title: '这一步为什么要先断电？', body: richDocFromText('没看懂'), requestKey: 'contract-ask-1' },
      token: await demoToken(app),
    };
  },
};
