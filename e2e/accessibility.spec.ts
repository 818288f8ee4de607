import { expect, test, type Page } from '@playwright/test';
import { getCommunityFeed } from '@shared/api/community';
import { listCourses } from '@shared/api/catalogue';
import { listEnrollmentPlans } from '@shared/api/enrollment';
import { listExams, startExamAttempt, submitExamAttempt } from '@shared/api/exam';
import { listLives } from '@shared/api/live';
import { createOrder, listOrders } from '@shared/api/order';
import { ProductType } from '@shared/enums/order';
import { QuestionKind } from '@shared/enums/exam';
import { getPlayInfo } from '@shared/api/player';
import { createLessonNote } from '@shared/api/lesson-notes';
import { answerPractice, startPractice } from '@shared/api/practice';
import { addFavorite, enrolCourse, listMyCourses } from '@shared/api/learning';
import { getSelf } from '@shared/api/user';
import { listMessages } from '@shared/api/message';
import { MESSAGE_GROUPS } from '@shared/enums/message';
import { getExamGoal, updateExamGoal } from '@shared/api/exam-goal';
import { updateStudyPlan } from '@shared/api/study-plan';
import { addDays } from '@shared/lib/china-date';
import { listJourneys, listMyCertificates } from '@shared/api/certification';
import { contractClient } from './support/api';
import { signInAsNewLearner, storageStateOf } from './support/accounts';
import { expectAccessibleInBothSchemes } from './support/axe';
import { AXE_PAGES, type AxePage, type Viewer } from './support/axe-pages';
import { liveRoomFor } from './support/live-rooms';
import { mockControls } from './support/mock';
import { mockPaperWithMistakes } from './support/wrong-book';
import { trackProblems, waitForHydration } from './support/page';

/**
 * axe-core once per page and colour mode, over every page of the route table (the list and what it
 * leaves out: e2e/support/axe-pages.ts): every rule in light, the colour rules in dark (the players
 * force dark: once). The same visit fails on a console error or an uncaught exception. Flows do not
 * run axe on these pages again; they keep it only for states no URL reaches (an open dialog, a
 * result, a form's error, a review's outcome).
 */

type Resolve = (name: string) => Promise<string>;

/** The `{name}`s of the paths, looked up through the API as the page's viewer. */
const PLACEHOLDERS: Record<string, (page: Page, resolve: Resolve) => Promise<string | number>> = {
  pinWithImages: async (page) => {
    const api = contractClient(page.request);
    let cursor: string | undefined;
    for (let round = 0; round < 3; round++) {
      const feed = await api.call(getCommunityFeed, { query: { tab: 'pin', size: 20, cursor } });
      const pin = feed.list.flatMap((item) => (item.kind === 'pin' ? [item.pin] : [])).find((candidate) => candidate.images.length > 1);
      if (pin) return pin.id;
      if (!feed.nextCursor) break;
      cursor = feed.nextCursor;
    }
    throw new Error('no idea with two or more pictures in the first pages of the 想法 feed');
  },
  openPlan: async (page) => openPlan(page, false),
  // The token of a reminder's unsubscribe link in the viewer's 系统通知 (the demo learner's finished journey has some).
  reminderUnsubscribeToken: async (page) => {
    const messageTypes = MESSAGE_GROUPS.system.types.join(',');
    const { list } = await contractClient(page.request).call(listMessages, { query: { messageTypes, page: 1, size: 50 } });
    const link = list.find((message) => message.unsubscribe)?.unsubscribe;
    if (!link) throw new Error('no reminder with an unsubscribe link in 系统通知');
    return new URLSearchParams(link.split('?')[1]).get('token')!;
  },
  realNamePlan: async (page) => openPlan(page, true),
  practiceExam: async (page) => (await contractClient(page.request).call(listExams, { query: { size: 100, mode: 3 } })).list[0]!.id,
  // One handed-in paper of the viewer's, so the history draws its chart.
  practiceExamWithPaper: async (page, resolve) => {
    const api = contractClient(page.request);
    const examId = Number(await resolve('practiceExam'));
    const paper = await api.call(startExamAttempt, { params: { id: examId }, body: { kind: 'mock' } });
    await api.call(submitExamAttempt, { params: { subId: paper.id }, body: {} });
    return examId;
  },
  // A 顺序练习 with its first question answered (the verdict and 解析 shown).
  practiceSession: async (page, resolve) => {
    const api = contractClient(page.request);
    const session = await api.call(startPractice, { params: { id: Number(await resolve('practiceExam')) }, body: { mode: 'sequential' } });
    const first = session.questions[0]!;
    await api.call(answerPractice, { params: { sessionId: session.id }, body: { questionId: first.id, answer: sampleAnswer(first) } });
    return session.id;
  },
  timedSession: async (page, resolve) =>
    (
      await contractClient(page.request).call(startPractice, {
        params: { id: Number(await resolve('practiceExam')) },
        body: { mode: 'timed', questionCount: 10, minutes: 30 },
      })
    ).id,
  mockExam: async (page) => (await contractClient(page.request).call(listExams, { query: { size: 100, mode: 2 } })).list[0]!.id,
  mockPaper: async (page, resolve) =>
    (
      await contractClient(page.request).call(startExamAttempt, {
        params: { id: Number(await resolve('mockExam')) },
        body: { kind: 'mock' },
      })
    ).id,
  // The first free class not started (e2e/live-room-learner.spec.ts takes the room down in the last one).
  freeLiveNotStarted: async (page) =>
    (await contractClient(page.request).call(listLives, { query: { size: 50, status: 1 } })).list.find((live) => live.price === 0)!.id,
  // Not the room e2e/live-room.spec.ts chats, mutes and drops in: the read-only one of e2e/support/live-rooms.ts.
  freeLiveOnAir: async (page) => liveRoomFor(page.request, 'learner'),
  freeReplay: async (page) =>
    (await contractClient(page.request).call(listLives, { query: { size: 50, status: 3 } })).list.find((live) => live.price === 0)!.id,
  // The demo learner's journeys (the mock seeds one finished with its certificate, one waiting for its ticket).
  finishedJourney: async (page) =>
    (await contractClient(page.request).call(listJourneys)).find((journey) => journey.certificateNo !== null)!.planId,
  journeyUnderWay: async (page) =>
    (await contractClient(page.request).call(listJourneys)).find(
      (journey) => journey.step === 'ticket' && journey.stepState === 'upcoming',
    )!.planId,
  learnersCertificate: async (page) => (await contractClient(page.request).call(listMyCertificates)).at(0)!.no,
  // Its 核验码: the public page answers only for number and code (issue 35 §9).
  learnersCertificateCode: async (page) => (await contractClient(page.request).call(listMyCertificates)).at(0)!.verificationCode,
  learnersCourse: async (page) => (await contractClient(page.request).call(listMyCourses, { query: { size: 1 } })).list[0]!.course.id,
  learnersOrder: async (page) => (await contractClient(page.request).call(listOrders, { query: { group: 'course' } })).list[0]!.id,
  paidCourse: async (page) => (await contractClient(page.request).call(listCourses, { query: { price: 'paid', size: 5 } })).list[0]!.id,
  previewLesson: async (page, resolve) => (await lessonsOf(page, resolve)).find((lesson) => lesson.playable && lesson.kind === 1)!.id,
  freeReadingCourse: async (page) => (await freeReadingCourse(page)).course.id,
  readingLesson: async (page) =>
    (await freeReadingCourse(page)).chapters.flatMap((chapter) => chapter.lessons).find((lesson) => lesson.kind === 3)!.id,
  lockedLesson: async (page, resolve) => (await lessonsOf(page, resolve)).find((lesson) => !lesson.playable)!.id,
};

/** The first free course with a reading lesson (图文), as the player shows it to the viewer. */
async function freeReadingCourse(page: Page) {
  const api = contractClient(page.request);
  for (const course of (await api.call(listCourses, { query: { price: 'free', size: 20 } })).list) {
    const info = await api.call(getPlayInfo, { params: { id: course.id } });
    if (info.chapters.some((chapter) => chapter.lessons.some((lesson) => lesson.kind === 3))) return info;
  }
  throw new Error('no free course with a reading lesson');
}

/** The `prepare` steps: data the seed does not give the viewer. */
const PREPARE: Record<string, (page: Page) => Promise<void>> = {
  orderAwaitingPayment: async (page) => {
    const course = (await contractClient(page.request).call(listCourses, { query: { price: 'paid', size: 1 } })).list[0]!;
    await contractClient(page.request).call(createOrder, {
      body: { productType: ProductType.COURSE, productId: course.id, idempotencyKey: `e2e-axe-${course.id}-${Date.now()}` },
    });
  },
  // A new learner's 随机练习 under way, two questions answered: its card shows 继续 and the progress.
  practiceUnderWay: async (page) => {
    const api = contractClient(page.request);
    const exam = (await api.call(listExams, { query: { size: 100, mode: 3 } })).list[0]!;
    const session = await api.call(startPractice, { params: { id: exam.id }, body: { mode: 'random' } });
    for (const question of session.questions.slice(0, 2))
      await api.call(answerPractice, {
        params: { sessionId: session.id },
        body: { questionId: question.id, answer: sampleAnswer(question) },
      });
  },
  // A learner's own mistakes from a mock, a day old: due today.
  wrongBookDue: async (page) => {
    const paper = await mockPaperWithMistakes(page.request);
    await paper.handInByApi();
    const { user } = await contractClient(page.request).call(getSelf);
    await mockControls(page.request).ageWrongBook({ accountId: user.id }, 1);
  },
  // A free course at a level with a 模拟 exam, an exam date 30 days on and a weekday rota: a plan with lessons and practice.
  studyPlanSet: async (page) => {
    const api = contractClient(page.request);
    for (const exam of (await api.call(listExams, { query: { size: 100, mode: 2 } })).list) {
      const query = { price: 'free' as const, size: 1, professionId: exam.professionId, level: exam.skillLevel };
      const course = (await api.call(listCourses, { query })).list[0];
      if (!course) continue;
      await api.call(enrolCourse, { body: { courseId: course.id } });
      const { today } = await api.call(getExamGoal);
      await api.call(updateExamGoal, { body: { examDate: addDays(today, 30) } });
      await api.call(updateStudyPlan, {
        body: {
          target: { professionId: exam.professionId, skillLevel: exam.skillLevel },
          rota: { cycleStart: today, minutes: [45, 45, 45, 45, 90, 0, 0], daysOff: [] },
        },
      });
      return;
    }
    throw new Error('no free course at a level with a mock exam');
  },
  freeReadingCourseEnrolled: async (page) => {
    await contractClient(page.request).call(enrolCourse, { body: { courseId: (await freeReadingCourse(page)).course.id } });
  },
  // A new learner's notes on the free previews of the first paid course (markup and emoji as text).
  notesTaken: async (page) => {
    const api = contractClient(page.request);
    const course = (await api.call(listCourses, { query: { price: 'paid', size: 5 } })).list[0]!;
    const info = await api.call(getPlayInfo, { params: { id: course.id } });
    const previews = info.chapters.flatMap((chapter) => chapter.lessons).filter((lesson) => lesson.playable && lesson.kind === 1);
    for (const [index, lesson] of previews.slice(0, 2).entries())
      await api.call(createLessonNote, {
        body: { lessonId: lesson.id, position: 2 + index * 3, content: `要点 ${index + 1}：<b>先断电</b> ⚡` },
      });
  },
  // The demo learner has no favourite courses in the seed (adding one is idempotent).
  favouriteCourses: async (page) => {
    for (const id of [33, 45]) await contractClient(page.request).call(addFavorite, { params: { kind: 'course', id } });
  },
};

/** What an entry's `interaction` names: clicks that show a state a URL cannot. */
const INTERACTIONS: Record<string, (page: Page) => Promise<void>> = {
  // The player's 笔记 tab (where there is one) open, the first note in edit mode, the next asking 删除这条笔记？
  notesEditing: async (page) => {
    const notesTab = page.getByRole('tab', { name: '笔记' });
    if ((await notesTab.count()) > 0) await notesTab.click();
    await page
      .getByRole('button', { name: /^编辑 .+ 的笔记$/ })
      .first()
      .click();
    await expect(page.getByTestId('note-edit-form')).toBeVisible();
    const deletes = page.getByRole('button', { name: /^删除 .+ 的笔记$/ });
    if ((await deletes.count()) > 0) await deletes.first().click();
  },
};

/** Some answer of a question's kind, right or wrong (the page shows the verdict either way). */
function sampleAnswer({ kind, blanks }: { kind: number; blanks: number }): string | string[] | boolean {
  if (kind === QuestionKind.MULTIPLE) return ['A', 'B'];
  if (kind === QuestionKind.JUDGE) return true;
  if (kind === QuestionKind.FILL) return Array.from({ length: blanks }, () => '答案');
  return 'A';
}

async function openPlan(page: Page, requiresRealName: boolean): Promise<number> {
  const plans = await contractClient(page.request).call(listEnrollmentPlans, { query: { status: 'open', size: 100 } });
  const open = plans.list.filter((plan) => plan.requiresRealName === requiresRealName && plan.placesLeft > 0);
  return open.sort((a, b) => b.placesLeft - a.placesLeft)[0]!.id;
}

async function lessonsOf(page: Page, resolve: Resolve) {
  const info = await contractClient(page.request).call(getPlayInfo, { params: { id: Number(await resolve('paidCourse')) } });
  return info.chapters.flatMap((chapter) => chapter.lessons);
}

/** The page's URL with its `{name}`s looked up (each once per test). */
async function urlOf(page: Page, path: string): Promise<string> {
  const found = new Map<string, Promise<string>>();
  const resolve: Resolve = (name) => {
    const lookup = PLACEHOLDERS[name];
    if (!lookup) throw new Error(`no lookup for {${name}} in ${path}`);
    if (!found.has(name)) found.set(name, lookup(page, resolve).then(String));
    return found.get(name)!;
  };
  let url = path;
  for (const [placeholder, name] of path.matchAll(/\{(\w+)\}/g)) url = url.replace(placeholder, await resolve(name!));
  return url;
}

/** A page's test on a wide screen; a `mobile` entry has a second one, on a phone (the @mobile project runs only those). */
const titleOf = (entry: AxePage, phone: boolean) =>
  `${entry.path}${entry.state ? ` (${entry.state})` : ''}: no serious axe-core violation, light and dark${phone ? ' on a phone @mobile' : ''}`;

const VIEWERS: Record<Viewer, string> = {
  visitor: 'signed out',
  learner: 'signed in as the demo learner',
  plain: 'signed in as the plain demo account',
  'new learner': 'signed in as a learner of its own',
};

for (const viewer of Object.keys(VIEWERS) as Viewer[]) {
  test.describe(VIEWERS[viewer], () => {
    if (viewer === 'learner' || viewer === 'plain') test.use({ storageState: storageStateOf(viewer) });
    // A page load, hydration and two axe runs: more than the default 30 s on a loaded 2-core runner.
    test.describe.configure({ timeout: 60_000 });

    for (const [entry, phone] of AXE_PAGES.filter((candidate) => candidate.viewer === viewer).flatMap(
      (entry) =>
        (entry.mobile
          ? [
              [entry, false],
              [entry, true],
            ]
          : [[entry, false]]) as [AxePage, boolean][],
    )) {
      test(titleOf(entry, phone), async ({ page }) => {
        if (viewer === 'new learner') await signInAsNewLearner(page.request);
        if (entry.prepare) await PREPARE[entry.prepare]!(page);
        const url = await urlOf(page, entry.path);
        const status = entry.status ?? (entry.route === '404' ? 404 : 200);
        const problems = trackProblems(page, { allowDocument404: status === 404 });
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(status);
        await waitForHydration(page);
        if (entry.interaction) await INTERACTIONS[entry.interaction]!(page);
        if (entry.waitFor) await expect(page.locator(entry.waitFor).first()).toBeVisible();
        await expectAccessibleInBothSchemes(page, url, entry.knownIssue);
        // Every page of the route table also hydrates without a console error or an uncaught exception.
        expect(problems.list(), url).toEqual([]);
      });
    }
  });
}
