/**
 * The pages e2e/accessibility.spec.ts checks with axe-core, each once per colour mode: one URL per
 * page of the route table (client/app/route-table.tsx) and per state worth its own run (an empty
 * list, a page signed in, a locked lesson). scripts/axe-pages.test.ts holds this list to the route
 * table: every page route has a URL here, or is named in SAME_PAGE_AS with the page that stands for it.
 *
 * Plain data (the vitest check imports it). A `{name}` in a path is filled in by the spec from the
 * API at run time (an open plan, a live class on air, a paper in progress…); the check reads it as 7.
 */

/** A rule a page breaks today, reported and not yet fixed (e2e/support/axe.ts tolerates it, and requires it still found). */
export interface KnownIssue {
  rule: string;
  why: string;
}

/** Who looks at the page: a visitor, a role's shared session (e2e/support/accounts.ts), or a learner of its own. */
export type Viewer = 'visitor' | 'learner' | 'plain' | 'new learner';

export interface AxePage {
  /** The route's id in the route table; '404' for the error page, which no route declares. */
  route: string;
  path: string;
  viewer: Viewer;
  /** What this URL shows that another of the same route does not. */
  state?: string;
  /** Also checked on a phone (the @mobile project): the pages a learner on a phone goes through most, one of each layout kind. */
  mobile?: boolean;
  /** A selector that must be visible before axe runs: what is drawn after hydration (a chart, the editor). */
  waitFor?: string;
  /** What the spec sets up through the API first, by name (data the seed does not give the viewer). */
  prepare?: string;
  /** A violation the page has today, reported and not yet fixed: tolerated, but it must still be found. */
  knownIssue?: KnownIssue;
  /** What the spec does on the page before axe runs, by name (open a tab, start editing): the state a click shows. */
  interaction?: string;
  /** The HTTP status the URL answers when not 200 (a page that says what is not there: 证书核验 of an unknown number, a ticket not issued yet). */
  status?: number;
}

export const AXE_PAGES: readonly AxePage[] = [
  // ---- default layout, signed out
  { route: 'home', path: '/', viewer: 'visitor', mobile: true },
  { route: 'business', path: '/business', viewer: 'visitor' },
  { route: 'contactus', path: '/contactus', viewer: 'visitor' },
  { route: 'feedback', path: '/feedback', viewer: 'visitor' },
  { route: 'pricing', path: '/pricing', viewer: 'visitor' },
  { route: 'service', path: '/service', viewer: 'visitor' },
  { route: 'join', path: '/join', viewer: 'visitor' },
  { route: 'join-intention', path: '/join/intention', viewer: 'visitor' },
  { route: 'recover', path: '/recover', viewer: 'visitor' },
  { route: 'community', path: '/community', viewer: 'visitor' },
  { route: 'community-pin', path: '/community/pin/{pinWithImages}', viewer: 'visitor' },
  { route: 'community-question', path: '/community/question/3', viewer: 'visitor' },
  { route: 'community-answer', path: '/community/question/1/answer/1', viewer: 'visitor' },
  { route: 'course-list', path: '/course', viewer: 'visitor', mobile: true },
  { route: 'course-list', path: '/course?page=999', viewer: 'visitor', state: 'past the last page' },
  { route: 'course-list', path: '/course?type=series', viewer: 'visitor', state: '系列课 cards', mobile: true },
  { route: 'course-list', path: '/course?type=pack', viewer: 'visitor', state: '课程包 cards' },
  { route: 'course-detail', path: '/course/1', viewer: 'visitor', mobile: true },
  {
    route: 'course-detail',
    path: '/course/1#qa',
    viewer: 'visitor',
    state: '课程答疑 loaded',
    waitFor: '[data-testid="course-questions"]',
    mobile: true,
  },
  {
    route: 'course-detail',
    path: '/course/73?reviewSort=helpful&reviewPage=2',
    viewer: 'learner',
    state: 'reviews: 最有帮助, page 2, signed in',
    mobile: true,
  },
  { route: 'course-group', path: '/course/group/1', viewer: 'visitor' },
  { route: 'course-project', path: '/course/project/1', viewer: 'visitor' },
  { route: 'enrollment-list', path: '/enrollment', viewer: 'visitor' },
  { route: 'enrollment-list', path: '/enrollment?page=99', viewer: 'visitor', state: 'past the last page' },
  { route: 'enrollment-detail', path: '/enrollment/{openPlan}', viewer: 'visitor', mobile: true },
  { route: 'exam-list', path: '/exam', viewer: 'visitor' },
  { route: 'exam-detail', path: '/exam/{practiceExam}', viewer: 'visitor' },
  { route: 'institutional-list', path: '/institutional', viewer: 'visitor' },
  // A training base and a teacher's studio: the two kinds of institution.
  { route: 'institutional-detail', path: '/institutional/5', viewer: 'visitor', state: 'an institution' },
  { route: 'institutional-detail', path: '/institutional/26', viewer: 'visitor', state: 'an individual teacher' },
  { route: 'live-list', path: '/live', viewer: 'visitor' },
  { route: 'news-list', path: '/news', viewer: 'visitor' },
  { route: 'news-detail', path: '/news/1', viewer: 'visitor' },
  { route: 'profession-list', path: '/profession', viewer: 'visitor' },
  { route: 'eligibility', path: '/eligibility', viewer: 'visitor', state: 'the questions, no verdict yet', mobile: true },
  {
    route: 'eligibility',
    path: '/eligibility?years=5&held=1&heldYear=2022&level=2&profession=7',
    viewer: 'visitor',
    state: 'a verdict per level',
    mobile: true,
  },
  { route: 'profession-detail', path: '/profession/1?level=5', viewer: 'visitor', state: 'a level with plans and exams' },
  { route: 'rule-effective', path: '/rule/effective', viewer: 'visitor' },
  { route: 'rule-effective-detail', path: '/rule/effective/1', viewer: 'visitor' },
  { route: 'rule-publicity-detail', path: '/rule/publicity/2', viewer: 'visitor' },
  { route: 'user-index', path: '/user/1', viewer: 'visitor' },
  { route: 'user-fans', path: '/user/1/relation/fans', viewer: 'visitor' },
  { route: '404', path: '/not-a-page', viewer: 'visitor' },
  { route: 'certificate-query', path: '/certificate/query', viewer: 'visitor', state: 'by name and ID number: the form', mobile: true },
  { route: 'certificate-query', path: '/certificate/query?by=no', viewer: 'visitor', state: 'by certificate number' },
  {
    route: 'certificate-verify',
    path: '/certificate/verify/S00000000000000000?code=ABCDEFGH',
    viewer: 'visitor',
    state: 'no such certificate: the message and the form',
    status: 404,
    mobile: true,
  },
  {
    route: 'certificate-verify',
    path: '/certificate/verify/S00000000000000000',
    viewer: 'visitor',
    state: 'a number without its 核验码: the form',
  },

  // ---- default layout, signed in
  { route: 'course-detail', path: '/course/{learnersCourse}', viewer: 'learner', state: 'enrolled: progress and 继续学习' },
  // The learner's own certificate (its number comes from the API); the page is public, the record the same for anyone.
  {
    route: 'certificate-verify',
    path: '/certificate/verify/{learnersCertificate}?code={learnersCertificateCode}',
    viewer: 'learner',
    state: 'genuine: the verdict and the record',
    mobile: true,
  },
  { route: 'collect', path: '/collect', viewer: 'learner', state: 'with favourites', prepare: 'favouriteCourses' },
  // Issue 26: the signed-in home page's 继续学习 card, /study's statistics, /collect's other tabs.
  { route: 'home', path: '/', viewer: 'learner', state: 'signed in: the 继续学习 card', mobile: true },
  // One page, one run: its courses and its statistics (the chart and its table) are the same URL for the same viewer.
  { route: 'study', path: '/study', viewer: 'learner', state: 'with courses; statistics: the chart and its table', mobile: true },
  { route: 'collect', path: '/collect?kind=question', viewer: 'learner', state: 'questions: rows of favourites', mobile: true },
  { route: 'collect', path: '/collect?kind=live', viewer: 'learner', state: 'an empty tab with its way to find things' },
  { route: 'wrong-book', path: '/study/wrong-book', viewer: 'new learner', state: 'an empty book' },
  { route: 'study-notes', path: '/study/notes', viewer: 'new learner', state: 'no notes yet' },
  { route: 'study-notes', path: '/study/notes', viewer: 'new learner', state: 'a course with notes', prepare: 'notesTaken', mobile: true },
  {
    route: 'study-course-notes',
    path: '/study/notes/{paidCourse}',
    viewer: 'new learner',
    state: 'notes by lesson',
    prepare: 'notesTaken',
    mobile: true,
  },
  {
    route: 'wrong-book',
    path: '/study/wrong-book',
    viewer: 'new learner',
    state: 'mistakes of a mock, due today',
    prepare: 'wrongBookDue',
    mobile: true,
  },
  {
    route: 'wrong-book-review',
    path: '/study/wrong-book/review',
    viewer: 'new learner',
    state: 'a question to answer',
    prepare: 'wrongBookDue',
    mobile: true,
  },
  { route: 'study-plan', path: '/study/plan', viewer: 'new learner', state: 'no plan yet: the form' },
  {
    route: 'study-plan',
    path: '/study/plan',
    viewer: 'new learner',
    state: 'a plan: today’s tasks, the chart, the days',
    prepare: 'studyPlanSet',
    waitFor: '[data-testid="plan-chart"]',
    mobile: true,
  },
  { route: 'reset', path: '/reset', viewer: 'plain' },
  // Issue 36 §4: the link in every reminder, valid (确认退订) and not ours (said on the page).
  {
    route: 'reminders-unsubscribe',
    path: '/reminders/unsubscribe?token={reminderUnsubscribeToken}',
    viewer: 'learner',
    state: 'a valid link: 确认退订',
    mobile: true,
  },
  {
    route: 'reminders-unsubscribe',
    path: '/reminders/unsubscribe?token=1.ticketIssued.sms.x',
    viewer: 'visitor',
    state: 'a link not ours',
  },
  { route: 'community-ask', path: '/community/question', viewer: 'plain', waitFor: '.rte-content' },
  { route: 'enrollment-list', path: '/enrollment?mine=1', viewer: 'plain', state: '我的报名' },
  { route: 'enrollment-detail', path: '/enrollment/{realNamePlan}', viewer: 'plain', state: 'real-name verification required' },
  { route: 'enrollment-apply', path: '/enrollment/{openPlan}/apply', viewer: 'new learner', state: 'the application form', mobile: true },
  { route: 'enrollment-apply', path: '/enrollment/{realNamePlan}/apply', viewer: 'plain', state: 'real-name verification required' },
  {
    route: 'exam-history',
    path: '/exam/{practiceExamWithPaper}/history',
    viewer: 'plain',
    state: 'a handed-in paper',
    waitFor: '[data-testid="score-chart"] canvas',
  },
  { route: 'exam-mock', path: '/exam/{mockExam}/mocks/{mockPaper}', viewer: 'new learner', state: 'a paper in progress' },
  {
    route: 'exam-detail',
    path: '/exam/{practiceExam}',
    viewer: 'new learner',
    state: 'signed in: a practice session under way, readiness not yet',
    prepare: 'practiceUnderWay',
    mobile: true,
  },
  {
    route: 'exam-practice',
    path: '/exam/{practiceExam}/practice/{practiceSession}',
    viewer: 'new learner',
    state: '顺序练习: a question answered, its verdict and 解析',
    mobile: true,
  },
  {
    route: 'exam-practice',
    path: '/exam/{practiceExam}/practice/{timedSession}',
    viewer: 'new learner',
    state: '限时模拟 under way: the countdown',
  },
  { route: 'live-detail', path: '/live/{freeLiveOnAir}', viewer: 'plain' },
  { route: 'message-reply', path: '/message/reply', viewer: 'plain', mobile: true },
  {
    route: 'order-course',
    path: '/order/course',
    viewer: 'learner',
    state: 'paid, invoiced, refunded and closed orders',
    knownIssue: {
      rule: 'link-in-text-block',
      why: 'the 联系客服 link of an order past its refund period ([data-testid="refund-blocked"] a) is told from its sentence by colour only',
    },
  },
  {
    route: 'order-course',
    path: '/order/course',
    viewer: 'new learner',
    state: 'an order awaiting payment',
    prepare: 'orderAwaitingPayment',
  },
  { route: 'order-detail', path: '/order/detail/{learnersOrder}', viewer: 'learner' },
  { route: 'order-pay-create', path: '/order/pay/create?productType=1&productId={paidCourse}', viewer: 'plain', mobile: true },
  { route: 'enrollment-list', path: '/enrollment', viewer: 'plain', state: '我的报名 beside the status tabs', mobile: true },
  // The certification journey: the demo learner's (one under way, waiting for its ticket; one finished with its certificate).
  {
    route: 'study-certification',
    path: '/study/certification',
    viewer: 'learner',
    state: 'a journey under way and a certificate',
    mobile: true,
  },
  { route: 'study-certification', path: '/study/certification', viewer: 'new learner', state: 'nothing yet: the way in' },
  {
    route: 'certification-journey',
    path: '/study/certification/{journeyUnderWay}',
    viewer: 'learner',
    state: 'waiting for the ticket: the timeline, readiness and the schedule',
    mobile: true,
  },
  {
    route: 'certification-journey',
    path: '/study/certification/{finishedJourney}',
    viewer: 'learner',
    state: 'finished: scores and the certificate',
  },
  {
    route: 'admission-ticket',
    path: '/study/certification/{finishedJourney}/ticket',
    viewer: 'learner',
    state: 'the A4 ticket',
    mobile: true,
  },
  {
    route: 'admission-ticket',
    path: '/study/certification/{journeyUnderWay}/ticket',
    viewer: 'learner',
    state: 'not issued yet (1312): when',
    status: 404,
  },
  { route: 'setting-account', path: '/setting/account', viewer: 'plain' },
  { route: 'setting-invoice', path: '/setting/invoice', viewer: 'learner', state: 'titles, addresses and an invoice' },
  { route: 'setting-invoice-edit', path: '/setting/invoice/edit', viewer: 'learner' },
  { route: 'setting-real', path: '/setting/real', viewer: 'plain', state: '未认证: the form', mobile: true },
  { route: 'setting-real', path: '/setting/real', viewer: 'learner', state: '已认证' },
  { route: 'setting-user', path: '/setting/user', viewer: 'plain' },
  { route: 'setting-notify', path: '/setting/notify', viewer: 'learner', state: 'SMS phone, WeChat bound', mobile: true },
  // Issue 26: 注销账号 (the plain demo learner has no order in flight: no blockers).
  { route: 'setting-account-delete', path: '/setting/account/delete', viewer: 'plain', mobile: true },

  // ---- play layout (the players force their dark scheme: one run each)
  {
    route: 'course-play',
    path: '/course/{paidCourse}/play?lesson={previewLesson}',
    viewer: 'plain',
    state: 'a free preview',
    mobile: true,
  },
  {
    route: 'course-play',
    path: '/course/{paidCourse}/play?lesson={lockedLesson}',
    viewer: 'plain',
    state: 'a locked lesson',
  },
  {
    route: 'course-play',
    path: '/course/{freeReadingCourse}/play?lesson={readingLesson}',
    viewer: 'new learner',
    state: 'a reading lesson (图文) and its materials, enrolled',
    prepare: 'freeReadingCourseEnrolled',
    mobile: true,
  },
  { route: 'live-play', path: '/live/{freeLiveOnAir}/play', viewer: 'plain', mobile: true },
  { route: 'live-replay', path: '/live/{freeReplay}/replay', viewer: 'plain' },
  {
    route: 'course-play',
    path: '/course/1/play?lesson=1&t=2&question=1',
    viewer: 'plain',
    state: '答疑 open: the lesson questions, the ask form',
    waitFor: '[data-testid="lesson-questions"] [data-testid="lesson-question"]',
    mobile: true,
  },
  {
    route: 'course-play',
    path: '/course/{paidCourse}/play?lesson={previewLesson}',
    viewer: 'new learner',
    state: '笔记 open: my notes on the lesson, one being edited',
    prepare: 'notesTaken',
    interaction: 'notesEditing',
    waitFor: '[data-testid="note-edit-form"]',
    mobile: true,
  },
  {
    route: 'study-course-notes',
    path: '/study/notes/{paidCourse}',
    viewer: 'new learner',
    state: 'a note being edited, another asking to be deleted',
    prepare: 'notesTaken',
    interaction: 'notesEditing',
    waitFor: '[data-testid="note-edit-form"]',
    mobile: true,
  },
  {
    route: 'live-play',
    path: '/live/{freeLiveNotStarted}/play',
    viewer: 'plain',
    state: 'not started: the countdown',
    waitFor: '[data-testid="live-countdown"]',
    mobile: true,
  },

  // ---- search layout
  { route: 'search', path: '/search', viewer: 'visitor', state: 'no keyword: hot keywords' },
  { route: 'search', path: '/search?keyword=%E5%AE%9E%E6%93%8D', viewer: 'visitor', state: 'results', mobile: true },
  { route: 'search', path: '/search?keyword=%E5%AE%9E%E6%93%8D&type=question', viewer: 'visitor', state: 'the 问答 tab' },
  { route: 'search', path: '/search?keyword=%E8%8C%B6%E8%89%BA%E5%B8%88&type=bundle', viewer: 'visitor', state: 'the 系列课/课程包 tab' },
  { route: 'search', path: '/search?keyword=%E9%87%8F%E5%AD%90%E5%8A%9B%E5%AD%A6', viewer: 'visitor', state: 'no result' },
];

/**
 * Routes not given a URL of their own: the same module in the same layout as the page named, with
 * data of the same shape, so axe would judge the same markup again.
 */
export const SAME_PAGE_AS: Readonly<Record<string, string>> = {
  privacy: 'service',
  'message-at': 'message-reply',
  'message-like': 'message-reply',
  'message-answer': 'message-reply',
  'message-system': 'message-reply',
  'message-whisper': 'message-reply',
  'order-enrollment': 'order-course',
  'order-live': 'order-course',
  'order-package': 'order-course',
  'order-project': 'order-course',
  'rule-publicity': 'rule-effective',
  'user-dynamic': 'user-index',
  'user-favorite': 'user-index',
  'user-like': 'user-index',
  'user-follow': 'user-fans',
  // The official paper is the mock paper's module with the notice already accepted.
  'exam-official': 'exam-mock',
};
