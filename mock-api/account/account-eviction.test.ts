import { afterEach, describe, expect, it } from 'vitest';
import { CoinEntryKind } from '@shared/lib/order-rules';
import { idCheckChar } from '@shared/lib/id-card-rules';
import { MessageType } from '@shared/enums/message';
import { DEFAULT_REMINDER_CHANNELS } from '@shared/lib/reminder-rules';
import { InvoiceHolder } from '@shared/enums/finance';
import { ProductType } from '@shared/enums/order';
import type { MockApi } from '../app';
import type { Account } from './account-seed';
import { productCatalogue } from '../orders/products';
import { envelopeOf, mockPool, pngUpload, type Envelope } from '../core/test-support';
import { uploadMaterialFile } from '../enrollment/application-testing';
import { wrongAnswerOfQuestion } from '../wrong-book/wrong-book-testing';

const mocks = mockPool();
afterEach(() => mocks.closeAll());

const DAY = 86_400_000;

async function call(mock: MockApi, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown): Promise<Envelope> {
  return envelopeOf(
    await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    url,
  );
}

let phones = 0;
const newAccount = (mock: MockApi, nickname: string): Account =>
  mock.store.accounts.add({
    phone: `1360000${String(++phones).padStart(4, '0')}`,
    passwordHash: 'x:y',
    nickname,
    gender: 1,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2025-12-01T00:00:00+08:00',
  });

/** A mock whose bound keeps 2 created accounts: a third sign-up evicts the oldest. */
function boundedMock() {
  const { mock } = mocks.withClock({ limits: { createdAccounts: 2 } });
  const { store } = mock;
  const courses = store.catalogue.courses;
  const ids = {
    course: courses[0]!.id,
    paidCourse: courses.find((course) => course.price > 0)!.id,
    plan: store.content.enrollmentPlans[0]!.id,
    live: store.catalogue.lives[0]!.id,
    mockExam: store.content.exams.find((exam) => exam.mode === 2)!.id,
  };
  return { mock, store, ids };
}

/**
 * Leaves something of the account in every per-account store: through the API where a learner
 * would (uploads, an idea with a picture, feedback with a screenshot, an exam attempt, an
 * onboarding application), through the stores for the rest.
 */
async function fillEveryStore(setup: ReturnType<typeof boundedMock>, account: Account, index: number) {
  const { mock, store, ids } = setup;
  const token = store.issueToken(account.id);
  const uploaded = async () => {
    const form = pngUpload();
    const response = await mock.app.inject({
      method: 'POST',
      url: '/community/upload',
      payload: form.payload,
      headers: { ...form.headers, token },
    });
    const body = envelopeOf(response, 'upload');
    expect(body.code, body.msg).toBe(0);
    return (body.data as { url: string }).url;
  };
  const [shown, screenshot, unposted] = [await uploaded(), await uploaded(), await uploaded()];
  const material = await uploadMaterialFile(mock.app, token, 'id-card');
  expect(material.code, material.msg).toBe(0);
  const pin = await call(mock, 'POST', '/community/pin', token, { text: `第 ${index} 条想法`, images: [shown] });
  expect(pin.code, pin.msg).toBe(0);
  const feedback = await call(mock, 'POST', '/feedback', token, {
    category: 3,
    description: '课程详情页的目录在手机上显示不全',
    contact: '',
    screenshots: [screenshot],
    pageUrl: 'http://127.0.0.1/course/7',
    userAgent: 'vitest',
    viewport: '390x844',
  });
  expect(feedback.code, feedback.msg).toBe(0);
  const attempt = await call(mock, 'POST', `/exam/${ids.mockExam}/attempts`, token, { kind: 'mock' });
  expect(attempt.code, attempt.msg).toBe(0);
  // A practice session with a wrong answer (the wrong-question book and the readiness answers) and a 纠错.
  const practice = await call(mock, 'POST', `/exam/${ids.mockExam}/practice`, token, { mode: 'sequential' });
  expect(practice.code, practice.msg).toBe(0);
  const first = (practice.data as { id: number; questions: { id: number; kind: number }[] }).questions[0]!;
  const wrong = await call(mock, 'POST', `/practice/sessions/${(practice.data as { id: number }).id}/answer`, token, {
    questionId: first.id,
    answer: wrongAnswerOfQuestion(first.id),
  });
  expect(wrong.code, wrong.msg).toBe(0);
  expect((wrong.data as { wrongBookEntryId: number | null }).wrongBookEntryId).not.toBeNull();
  const goal = await call(mock, 'PUT', '/learning/exam-goal', token, { retentionPercent: 85 + index, examDate: '2026-12-28' });
  expect(goal.code, goal.msg).toBe(0);
  const exam = mock.store.content.exams.find((candidate) => candidate.id === ids.mockExam)!;
  const plan = await call(mock, 'PUT', '/learning/study-plan', token, {
    target: { professionId: exam.professionId, skillLevel: exam.skillLevel },
    rota: { cycleStart: '2026-11-23', minutes: [30 + index], daysOff: [] },
  });
  expect(plan.code, plan.msg).toBe(0);
  const reminders = await call(mock, 'PUT', '/account/reminders', token, {
    channels: { ...DEFAULT_REMINDER_CHANNELS, ticketIssued: { site: true, sms: index === 1, wechat: false } },
    quietHours: { start: '2' + index + ':00', end: '07:00' },
  });
  expect(reminders.code, reminders.msg).toBe(0);
  const report = await call(mock, 'POST', `/wrong-book/questions/${first.id}/report`, token, {
    kind: 'stem',
    text: '题干中的数字印刷不清楚',
  });
  expect(report.code, report.msg).toBe(0);
  const join = await call(mock, 'POST', '/join/application', token, {
    type: 2,
    name: '李建国',
    category: 7,
    creditCode: '',
    contactName: '陈老师',
    contactPhone: '13905912345',
    email: 'join@example.com',
    region: '福建省 福州市',
    intro: '专注焊工、电工与养老护理员培训，已累计培训学员两万余人次，拥有实训基地两处。',
    agreed: true,
  });
  expect(join.code, join.msg).toBe(0);

  const now = store.now();
  store.enrolments.enrol(account.id, ids.course, now);
  store.enrolments.addFavorite(account.id, 'course', ids.course, now);
  store.reviews.write(account.id, ids.course, 4, `第 ${index} 条评价`);
  // A seeded review of some course (seeded reviews follow each course's learners: not every course has one).
  const seededReview = store.catalogue.courses
    .map((course) => store.reviews.page(course.id, 'latest', 1, 1, undefined).list[0])
    .find((review) => review !== undefined)!;
  store.reviews.setHelpful(account.id, seededReview.id, true);
  store.progress.record(account.id, {
    courseId: ids.course,
    lessonId: 1,
    position: 30,
    event: 'tick',
    at: now,
    watched: [0, 30],
    requiredSeconds: 540,
  });
  store.studyTime.credit(account.id, { courseId: ids.course, previousPosition: 0, position: 10, at: now });
  // A note on the course's first lesson (a free preview: anyone signed in may note it).
  const firstLesson = store.catalogue.courseExtras.get(ids.course)!.chapters[0]!.lessons[0]!;
  const note = await call(mock, 'POST', '/lesson/notes', token, { lessonId: firstLesson.id, position: 1, content: `第 ${index} 条笔记` });
  expect(note.code, note.msg).toBe(0);
  store.applications.apply(account.id, ids.plan);
  store.messages.notify(account.id, {
    type: MessageType.LIVE_START,
    senderId: null,
    action: '测试',
    title: '测试',
    quote: '',
    content: '',
    link: null,
  });
  store.coins.change(account, CoinEntryKind.TOP_UP, 100 + index, '测试充值');
  store.orders.create(account, productCatalogue(store).resolve(ProductType.COURSE, ids.paidCourse), `key-${index}`);
  store.invoices.saveTitle(account.id, {
    holder: InvoiceHolder.PERSONAL,
    name: '王晓明',
    taxNumber: '',
    bank: '',
    bankAccount: '',
    registeredAddress: '',
    registeredPhone: '',
  });
  const first17 = `1101051990030712${index}`;
  store.realNames.submit(account, { name: '王小明', idNumber: first17 + idCheckChar(first17) });
  store.community.follow(account.id, 3, now);
  store.community.follow(4, account.id, now);
  store.community.privateFavorites.add(account.id);
  store.liveReminders.set(ids.live, account.id, true);
  mock.live.roomFor(ids.live)!.muteUser(account.id, true, '禁言', new Date(now + DAY).toISOString());
  // A journey's record (a ticket issued by the control), a journey message delivered, and a certificate.
  const { records } = mock.certification;
  records.edit(account.id, ids.plan, 0).ticketIssuedAt = now;
  records.markDelivered(account.id, `${ids.plan}:0:43`);
  const certificate = records.certificates.issue({
    evaluationBodyCode: '100001',
    holderName: '王小明',
    idNumber: null,
    idNumberMasked: '110***********0001',
    professionName: '电工',
    professionCode: '6-31-01-03',
    skillLevel: 1,
    institutionName: '测试评价机构',
    issuedAt: now,
    planId: ids.plan,
    round: 0,
    accountId: account.id,
    theoryScore: 80,
    practicalScore: 80,
  });
  return {
    token,
    shown,
    screenshot,
    unposted,
    material: material.data!.url,
    pinId: (pin.data as { id: number }).id,
    certificateNo: certificate.no,
  };
}

/** What the account has in each store, as the stores answer it: must not move when another account is evicted. */
function stateOf(setup: ReturnType<typeof boundedMock>, account: Account) {
  const { mock, store, ids } = setup;
  return JSON.parse(
    JSON.stringify({
      enrolled: store.enrolments.enrolledCourseIds(account.id),
      favourites: store.enrolments.favoritesOf(account.id, 'course'),
      progress: store.progress.standingOf(account.id, 1),
      applications: store.applications.listOf(account.id),
      messages: store.messages.list(account.id, [MessageType.LIVE_START]).map((message) => message.id),
      coins: store.coins.historyOf(account),
      orders: store.orders.listOf(account.id).map((order) => order.id),
      invoiceTitles: store.invoices.titlesOf(account.id),
      join: store.joinApplications.of(account.id)?.id,
      realName: store.realNames.recordOf(account)?.idNumber,
      follows: store.community.followsOf(account.id),
      favouritesPrivate: store.community.privateFavorites.has(account.id),
      fans: store.community.fansOf(account.id),
      uploadedBytes: store.uploads.bytesOf(account.id),
      materialFiles: store.materialFiles.usageOf(account.id),
      reminded: store.liveReminders.of(ids.live).has(account.id),
      feedback: store.businessDesk.feedback.filter((ticket) => ticket.accountId === account.id).map((ticket) => ticket.ticketNo),
      attempts: mock.exams.ofLearner(account.id, ids.mockExam).map((attempt) => attempt.id),
      wrongBook: mock.wrongBook.entries(account.id).map((entry) => entry.id),
      examGoal: mock.examGoals.stored(account.id),
      studyPlan: mock.studyPlans.planOf(account.id)?.rota,
      reminders: { channels: mock.reminders.channelsOf(account.id), quiet: mock.reminders.quietHoursOf(account.id) },
      practice: mock.practice.ofLearner(account.id, ids.mockExam).map((session) => session.id),
      reports: mock.questionReports.ofAccount(account.id).map((report) => report.id),
      journeyRecord: mock.certification.records.peek(account.id, ids.plan, 0),
      certificates: mock.certification.records.certificates.ofAccount(account.id).map((certificate) => certificate.no),
    }),
  );
}

const nameOf = (state: object) => state.constructor.name;

describe('evicting an account created at run time', () => {
  it('every per-account store forgets it, and nothing of another account moves', async () => {
    const setup = boundedMock();
    const { mock, store } = setup;
    const [evicted, kept] = [newAccount(mock, '将被移除'), newAccount(mock, '留下的人')];
    const gone = await fillEveryStore(setup, evicted, 1);
    const stays = await fillEveryStore(setup, kept, 2);
    const members = store.accountStates.members();
    // The test reached every store: each holds something of both accounts now.
    for (const state of members) {
      expect(state.hasStateFor(evicted.id), nameOf(state)).toBe(true);
      expect(state.hasStateFor(kept.id), nameOf(state)).toBe(true);
    }
    const keptBefore = stateOf(setup, kept);
    const favouritesBefore = store.enrolments.favoriteDelta('course', setup.ids.course);

    // A third sign-up past the bound of 2 evicts the oldest created account.
    const third = await call(mock, 'POST', '/sys/user/sms/code', undefined, { account: '13600009999', type: 2 });
    expect(third.code).toBe(0);
    const login = await call(mock, 'POST', '/user/login', undefined, {
      account: '13600009999',
      security: store.sms.get('13600009999')!.code,
      loginType: 2,
    });
    expect(login.code, login.msg).toBe(0);

    expect(store.accounts.byId(evicted.id)).toBeUndefined();
    for (const state of members) {
      expect(state.hasStateFor(evicted.id), nameOf(state)).toBe(false);
      expect(state.hasStateFor(kept.id), nameOf(state)).toBe(true);
    }
    expect(stateOf(setup, kept)).toEqual(keptBefore);
    // Its favourite leaves the course's count (as when the enrolments' own bound forgets a learner); the other's stays.
    expect(store.enrolments.favoriteDelta('course', setup.ids.course)).toBe(favouritesBefore - 1);

    expect((await call(mock, 'GET', '/user/self', gone.token)).code).toBe(401);
    expect((await call(mock, 'GET', '/user/self', stays.token)).code).toBe(0);
    // What it posted stays for the others, by 已注销用户, with the picture it shows; its other pictures go.
    const pin = await call(mock, 'GET', `/community/pin/${gone.pinId}`);
    expect(pin.data).toMatchObject({ author: { id: null, nickname: '已注销用户' }, images: [{ url: gone.shown }] });
    const image = (url: string) => mock.app.inject({ url: url.replace(/^\/api/, '') }).then((response) => response.statusCode);
    expect(await image(gone.shown)).toBe(200);
    expect(await image(gone.screenshot)).toBe(404);
    expect(await image(gone.unposted)).toBe(404);
    expect(await image(stays.unposted)).toBe(200);
    // Its enrolment materials go with it; the other learner's stay theirs.
    const material = (url: string, token: string) =>
      mock.app.inject({ url: url.replace(/^\/api/, ''), headers: { token } }).then((response) => response.statusCode);
    expect(await material(stays.material, stays.token)).toBe(200);
    expect(store.materialFiles.usageOf(evicted.id)).toEqual({ count: 0, bytes: 0 });
    // Answers and likes on what it wrote leave no message centre behind for it.
    expect((await call(mock, 'PUT', '/community/like', stays.token, { kind: 4, id: gone.pinId, action: 1 })).code).toBe(0);
    expect(store.messages.hasStateFor(evicted.id)).toBe(false);
    // Its certificate stays in the public register (verifiable by number and 核验码), linked to no account.
    const { verificationCode } = mock.certification.records.certificates.find(gone.certificateNo)!;
    const verified = await call(mock, 'GET', `/certificate/verify/${gone.certificateNo}?code=${verificationCode}`);
    expect(verified).toMatchObject({ code: 0, data: { no: gone.certificateNo } });
    expect(mock.certification.records.certificates.find(gone.certificateNo)!.accountId).toBeNull();
  });

  it('never takes a seeded account: evict refuses it and changes nothing', () => {
    const { store } = boundedMock();
    const token = store.issueToken(1);
    expect(store.accounts.evict(1)).toBe(false);
    expect(store.accountByToken(token)?.id).toBe(1);
    expect(store.orders.listOf(1).length).toBeGreaterThan(0);
  });
});

/**
 * Why each member of the mock holds no per-account state. A new member that does must join the
 * registry (its constructor takes `AccountStateRegistry`), or be listed here with the reason.
 */
const ACCOUNT_FREE: Record<string, string> = {
  catalogue: 'seeded, the same for everyone',
  content: 'seeded, the same for everyone',
  accountStates: 'the registry itself',
  accounts: 'the repository that runs the eviction',
  sms: 'per phone (a code goes to a phone with no account yet); lapses within 15 minutes',
  qrTickets: 'per ticket; lapses within 12 minutes, and an evicted account’s confirmed ticket signs no one in',
  failedLogins: 'per phone; lapses within 15 minutes',
  views: 'stateless: formats records for a viewer',
  applicationFees: 'stateless: reads the fee from the applications and the orders (both registered)',
  communityMessages: 'stateless: writes into the message box (registered)',
  liveSchedule: 'per live class, the same for everyone',
  reviewStepMs: 'a setting',
  qrTtlMs: 'a setting',
  smsResendMs: 'a setting',
  limits: 'settings',
  now: 'the clock',
  clock: 'the clock',
  revokeListeners: 'listeners, no data',
  messageReaders: 'listeners, no data',
  app: 'the HTTP server',
  store: 'the store (its members are checked here)',
  certification: 'reads the journeys; what it keeps per account is in CertificationRecords (registered)',
};

describe('the eviction cascade is complete by construction', () => {
  it('every member of the store and the API is a registered per-account store or says why it keeps nothing per account', () => {
    const { mock, store } = boundedMock();
    const registered = new Set<unknown>(store.accountStates.members());
    const members = [...Object.entries(store), ...Object.entries(mock)];
    for (const [name, value] of members) {
      if (registered.has(value)) expect(ACCOUNT_FREE, `${name} is registered: not account-free`).not.toHaveProperty(name);
      else expect(ACCOUNT_FREE, `${name} keeps per-account state? register it, or say here why not`).toHaveProperty(name);
    }
    // Besides the members above: the exam attempts, the wrong-question book, practice sessions, 纠错 reports and the live
    // rooms (the API's), and the community's posting pace (routes').
    expect(store.accountStates.members().map(nameOf).sort()).toEqual(
      [
        'BusinessDesk',
        'CertificationRecords',
        'CoinLedger',
        'ExamGoals',
        'Community',
        'CourseEnrolments',
        'CourseReviewStore',
        'ExamAttempts',
        'ImageUploads',
        'Invoices',
        'JoinApplications',
        'LessonNotes',
        'LessonProgress',
        'LiveReminders',
        'LiveRooms',
        'MaterialFiles',
        'MessageBox',
        'Orders',
        'PlanApplications',
        'PostLimits',
        'PracticeSessions',
        'QuestionReports',
        'RealNames',
        'Reminders',
        'Sessions',
        'StudyPlans',
        'StudyTime',
        'WrongBook',
      ].sort(),
    );
  });
});
