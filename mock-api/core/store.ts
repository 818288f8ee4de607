import { createFaker, DEFAULT_SEED } from './faker';
import { generateCatalogue, type Catalogue } from '../catalogue/catalogue';
import { generateAccounts, type Account } from '../account/account-seed';
import { AccountStateRegistry } from './account-scoped-state';
import { Accounts } from '../account/accounts';
import { Sessions } from '../auth/sessions';
import { generateContent, type Content } from '../content/content';
import { CourseEnrolments } from '../learning/course-enrolments';
import { LessonProgress } from '../learning/lesson-progress';
import { CourseReviewStore } from '../reviews/course-review-store';
import { reviewFactsOf } from '../reviews/review-facts';
import { DEFAULT_DECISION_DELAY_MS, DEFAULT_MAX_LEARNERS, PlanApplications } from '../enrollment/plan-applications';
import { ApplicationFees } from '../enrollment/application-fee';
import { MaterialFiles } from '../enrollment/material-files';
import { MessageBox } from '../message/message-box';
import { seedMessages } from '../message/message-seed';
import { ExpiringMap } from './expiring-map';
import { Community } from '../community/community';
import { CommunityViews } from '../community/community-views';
import { CommunityMessages } from '../community/community-messages';
import { generateMembers, seedCommunity } from '../community/community-seed';
import { ImageUploads } from '../community/image-uploads';
import { LiveReminders } from '../live/live-reminders';
import { LiveSchedule } from '../live/live-status';
import { CoinLedger } from '../orders/coin-ledger';
import { Orders, type OrderRecord } from '../orders/orders';
import { Invoices } from '../invoice/invoices';
import { JoinApplications } from '../join/join-applications';
import { INSTITUTION_ONBOARDING } from '../content/agreements/institution-onboarding';
import { RealNames } from '../real-name/real-names';
import { BusinessDesk } from '../business/business-desk';
import { CoinEntryKind } from '@shared/lib/order-rules';
import { OrderStatus } from '@shared/enums/order';
import { seedOrders } from '../orders/order-seed';
import { MockClock } from './mock-clock';
import { StudyTime } from '../learning/study-time';
import { LessonNotes } from '../lesson-notes/lesson-notes';
import { seedStudyHistory } from '../learning/progress-seed';
import { teacherAccounts } from '../lesson-questions/lesson-access';
import { seedLessonQuestions } from '../lesson-questions/lesson-question-seed';
import { lessonIndex } from '../player/lesson-access';

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface SmsRecord {
  code: string;
  scene: number;
  sentAt: number;
  expiresAt: number;
  failures: number;
  used: boolean;
}

export interface QrTicket {
  content: string;
  status: -1 | 0 | 1;
  expiresAt: number;
  accountId: number | null;
  consumed: boolean;
}

/** A session lives as long as the site's token cookie (Max-Age 7 days). */
export const SESSION_TTL_MS = 7 * 24 * 3_600_000;
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong passwords count (and lock the phone) for this long after the latest one. */
export const LOGIN_LOCKOUT_MS = 15 * 60_000;
/**
 * Expired SMS codes and QR tickets are remembered this long past their expiry, so they answer
 * "expired" (1003 / 1179 with that message) rather than "unknown"; then they are forgotten.
 */
export const FORGET_AFTER_MS = 10 * 60_000;

/**
 * Hard bounds on the per-visitor state: a full map evicts its oldest entry. Generous for any
 * demo or test run, small enough that a flood cannot take the process's memory.
 */
export interface MockStoreLimits {
  sessions: number;
  smsRecords: number;
  qrTickets: number;
  failedLogins: number;
  /** Accounts created at run time (sign-ups, SMS and WeChat logins); the seeded ones always stay. */
  createdAccounts: number;
}

export const DEFAULT_LIMITS: Readonly<MockStoreLimits> = Object.freeze({
  sessions: 100_000,
  smsRecords: 50_000,
  qrTickets: 20_000,
  failedLogins: 50_000,
  createdAccounts: 10_000,
});

export interface MockStoreOptions {
  seed?: number;
  qrTtlSeconds?: number;
  /** Seconds before the same phone may be sent another SMS code (default 60). */
  smsResendSeconds?: number;
  now?: () => number;
  /** Unpaid orders close as 101 after this many seconds (MOCK_ORDER_TTL_SECONDS, default 900). */
  orderTtlSeconds?: number;
  /** Each step of a refund's review takes this many seconds (MOCK_REFUND_STEP_SECONDS, default 10). */
  refundStepSeconds?: number;
  /** Each step of the other mock reviews (invoice requests, real-name checks) (MOCK_REVIEW_STEP_SECONDS, default 10). */
  reviewStepSeconds?: number;
  /** Overrides of `DEFAULT_LIMITS` (tests use small ones). */
  limits?: Partial<MockStoreLimits>;
}

/**
 * The composition root of one mock API instance: the seeded catalogue and content, and every store
 * of in-memory state, wired together (orders grant enrolments and coins, reviews leave messages…).
 */
export class MockStore {
  readonly catalogue: Catalogue;
  /** Institutions, news bodies, rules, professions' profiles, plans, exams, bundles, questions. */
  readonly content: Content;
  /** Per-learner state, kept for the life of the process: enrolments and favourites, lesson progress, plan applications. */
  readonly enrolments: CourseEnrolments;
  readonly progress: LessonProgress;
  /** Minutes studied per learner, per China day and per course, credited from progress reports (mock-api/learning/study-time.ts). */
  readonly studyTime: StudyTime;
  /** 笔记 on lessons, each learner's own (lesson-notes/routes.ts); the data export reads them too. */
  readonly lessonNotes: LessonNotes;
  /** 学员评价: seeded per course on first read, learners' own, and 有用 marks (mock-api/reviews/). */
  readonly reviews: CourseReviewStore;
  readonly applications: PlanApplications;
  /** The fee step of approved applications, read from the clock and the orders (nothing of its own per account). */
  readonly applicationFees: ApplicationFees;
  /** Uploaded enrolment materials, private to their owner; those an application shows are never evicted. */
  readonly materialFiles: MaterialFiles;
  /**
   * Every store that keeps something per account: the eviction cascade. A store joins in its own
   * constructor, so the ones built outside this class (exam attempts, the community's posting pace,
   * the live rooms) take it from here.
   */
  readonly accountStates: AccountStateRegistry;
  /** Every account: lookups, sign-ups, and eviction past the bound (which cascades to `accountStates`). */
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  // SMS codes, QR tickets and failed logins are a phone's or a ticket's, not an account's (a code goes
  // to a phone with no account yet), and each lapses within minutes: no eviction cascade for them.
  readonly sms: ExpiringMap<string, SmsRecord>;
  /** A ticket confirmed by an account that is evicted meanwhile signs no one in (`/qr/result` finds no account). */
  readonly qrTickets: ExpiringMap<string, QrTicket>;
  /** Wrong passwords per phone and when that count lapses (the password-login lockout). */
  readonly failedLogins: ExpiringMap<string, { count: number; until: number }>;
  /** Every learner's message centre. */
  readonly messages: MessageBox;
  /** Questions, answers, ideas, videos, comments, reactions and follows (mock-api/community). */
  readonly community: Community;
  readonly views: CommunityViews;
  /** The messages community actions leave. */
  readonly communityMessages: CommunityMessages;
  readonly uploads: ImageUploads;
  /** When each live class is on: the clock against its occurrence, or the teacher's early start or end. */
  readonly liveSchedule: LiveSchedule;
  /** 预约提醒 of the live classes, delivered to the message centre when a class starts. */
  readonly liveReminders: LiveReminders;
  /** The skill-coin balance's history; every balance change goes through it. */
  readonly coins: CoinLedger;
  /** Orders, payments and refunds (mock-api/orders). */
  readonly orders: Orders;
  /** Invoice titles, addresses and requests (mock-api/invoice/invoices.ts). */
  readonly invoices: Invoices;
  /** Institution onboarding applications (mock-api/join/join-applications.ts). */
  readonly joinApplications: JoinApplications;
  /** 实名认证 of every learner (mock-api/real-name/real-names.ts). */
  readonly realNames: RealNames;
  /** Enterprise-training enquiries and feedback tickets (mock-api/business/business-desk.ts). */
  readonly businessDesk: BusinessDesk;
  /** Each step of a mock review other than a refund's, in ms. */
  readonly reviewStepMs: number;
  readonly qrTtlMs: number;
  readonly smsResendMs: number;
  readonly limits: Readonly<MockStoreLimits>;
  /** The one clock every store reads (the developer control moves it on: mock-clock.ts). */
  readonly clock: MockClock;
  readonly now: () => number;
  private readonly revokeListeners = new Set<(order: OrderRecord) => void>();
  /** Told who reads the message centre, before it counts or lists (stores built outside this class deliver what is due). */
  private readonly messageReaders = new Set<(accountId: number) => void>();

  constructor(options: MockStoreOptions = {}) {
    const seed = options.seed ?? DEFAULT_SEED;
    const faker = createFaker(seed);
    // Frozen: in-process callers receive these very objects, so nothing may change them.
    this.clock = new MockClock(options.now ?? Date.now);
    const clock = this.clock.now;
    const startedAt = clock();
    // Statuses are never stored: live classes follow their schedule from the start hour, plans and
    // official exams their rounds (core/rolling.ts), each read from the clock when read.
    const liveAnchor = Math.floor(startedAt / 3_600_000) * 3_600_000;
    this.liveSchedule = new LiveSchedule(liveAnchor, clock);
    const generated = generateCatalogue(faker, { liveAnchor, seed });
    this.catalogue = deepFreeze({ ...generated, lives: this.liveSchedule.clock(generated.lives) });
    // The demo accounts, then the community's members (ids 3…42), then the teachers (43…, lesson-questions/lesson-access.ts).
    const seededAccounts = [...generateAccounts(faker), ...generateMembers(seed), ...teacherAccounts(this.catalogue.courses)];
    // After the accounts: the content reseeds the shared faker per kind.
    this.content = deepFreeze(generateContent(seed, this.catalogue, clock));
    this.qrTtlMs = (options.qrTtlSeconds ?? 120) * 1000;
    this.smsResendMs = (options.smsResendSeconds ?? 60) * 1000;
    const limit = (name: keyof MockStoreLimits) => options.limits?.[name] ?? DEFAULT_LIMITS[name];
    this.limits = Object.freeze({
      sessions: limit('sessions'),
      smsRecords: limit('smsRecords'),
      qrTickets: limit('qrTickets'),
      failedLogins: limit('failedLogins'),
      createdAccounts: limit('createdAccounts'),
    });
    const now = clock;
    this.now = now;
    const states = (this.accountStates = new AccountStateRegistry());
    this.accounts = new Accounts(seededAccounts, { maxCreated: this.limits.createdAccounts, states, now });
    this.sessions = new Sessions(states, { ttlMs: SESSION_TTL_MS, maxEntries: this.limits.sessions, now });
    this.enrolments = new CourseEnrolments(states);
    this.progress = new LessonProgress(states);
    this.studyTime = new StudyTime(states);
    this.lessonNotes = new LessonNotes(states);
    const courseById = new Map(this.catalogue.courses.map((course) => [course.id, course]));
    this.reviews = new CourseReviewStore(
      states,
      (id) => courseById.get(id),
      (course) => reviewFactsOf(course, this.catalogue, this.content.exams),
      (id) => {
        const account = this.accounts.byId(id);
        return account && { nickname: account.nickname, avatar: account.avatar ?? null };
      },
      startedAt,
      now,
    );
    // An approved application whose fee expired unpaid gives its place up (the fees are read from the orders, made below).
    this.applications = new PlanApplications(
      states,
      now,
      DEFAULT_DECISION_DELAY_MS,
      DEFAULT_MAX_LEARNERS,
      (accountId, application) => this.applicationFees.holdsPlace(accountId, application),
      // An application belongs to the plan round shown when it is sent.
      (planId, at) => this.applicationFees.roundAt(planId, at),
    );
    this.materialFiles = new MaterialFiles(states, (accountId) => this.applications.fileIdsOf(accountId));
    // A record matters while its code can be used or reported expired, and while it blocks a resend.
    this.sms = new ExpiringMap({
      ttlMs: Math.max(SMS_CODE_TTL_MS + FORGET_AFTER_MS, this.smsResendMs),
      maxEntries: this.limits.smsRecords,
      now,
    });
    this.qrTickets = new ExpiringMap({ ttlMs: this.qrTtlMs + FORGET_AFTER_MS, maxEntries: this.limits.qrTickets, now });
    this.failedLogins = new ExpiringMap({ ttlMs: LOGIN_LOCKOUT_MS, maxEntries: this.limits.failedLogins, now });
    this.messages = new MessageBox(states, now);
    this.community = new Community(states);
    seedCommunity(this.community, seed, startedAt, this.content.questions);
    seedLessonQuestions(this.community, this.catalogue, startedAt, seed);
    this.views = new CommunityViews(
      this.community,
      (id) => this.accounts.byId(id),
      now,
      (lessonId) => {
        const entry = lessonIndex(this).get(lessonId);
        return entry && { courseTitle: entry.course.title, lessonNumber: entry.order + 1 };
      },
    );
    this.communityMessages = new CommunityMessages(this.community, this.messages, this.accounts);
    this.uploads = new ImageUploads(states);
    this.liveReminders = new LiveReminders(states, this.catalogue.lives, this.messages, now);
    this.coins = new CoinLedger(states, now);
    this.orders = new Orders(states, {
      now,
      messages: this.messages,
      coins: this.coins,
      ttlMs: (options.orderTtlSeconds ?? 900) * 1000,
      refundStepMs: (options.refundStepSeconds ?? 10) * 1000,
      hooks: {
        accountOf: (id) => this.accounts.byId(id),
        grant: (order) => {
          const account = this.accounts.byId(order.accountId);
          if (order.grant.kind === 'courses')
            for (const courseId of order.grant.courseIds) this.enrolments.enrol(order.accountId, courseId, order.paidAt ?? now());
          if (order.grant.kind === 'coins' && account)
            this.coins.change(account, CoinEntryKind.TOP_UP, order.grant.coins, `充值 ${order.product.title}`, order.id);
        },
        revoke: (order) => {
          for (const listener of this.revokeListeners) listener(order);
          if (order.grant.kind !== 'courses') return;
          // A course enrolled in before this order, or bought again by another paid order, stays.
          const keptByOthers = new Set(
            this.orders
              .listOf(order.accountId)
              .flatMap((other) =>
                other.id !== order.id && other.status === OrderStatus.PAID && other.grant.kind === 'courses' ? other.grant.courseIds : [],
              ),
          );
          for (const courseId of order.grant.courseIds) {
            const since = this.enrolments.enrolledAt(order.accountId, courseId);
            if (!keptByOthers.has(courseId) && since !== undefined && since >= (order.paidAt ?? 0))
              this.enrolments.unenrol(order.accountId, courseId);
          }
        },
      },
    });
    this.applicationFees = new ApplicationFees({
      catalogue: this.catalogue,
      plans: this.content.enrollmentPlans,
      orders: this.orders,
      now,
    });
    // A refunded enrolment fee withdraws the application it paid for (unless another paid order of it stays).
    this.onGrantRevoked((order) => {
      if (order.grant.kind !== 'plan') return;
      const application = this.applications.get(order.accountId, order.grant.planId);
      if (!application || order.createdAt < application.submittedAt) return;
      if (!this.applicationFees.paidOrderOf(order.accountId, order.grant.planId, application))
        this.applications.cancel(order.accountId, order.grant.planId);
    });
    this.reviewStepMs = (options.reviewStepSeconds ?? 10) * 1000;
    this.invoices = new Invoices(states, { now, orders: this.orders, messages: this.messages, stepMs: this.reviewStepMs });
    this.joinApplications = new JoinApplications(states, {
      now,
      stepMs: this.reviewStepMs,
      agreementVersion: INSTITUTION_ONBOARDING.version,
    });
    this.realNames = new RealNames(states, {
      now,
      stepMs: this.reviewStepMs,
      accountOf: (id) => this.accounts.byId(id),
      messages: this.messages,
    });
    this.realNames.seed(this.accounts);
    this.businessDesk = new BusinessDesk(states, now);
    seedOrders(this, startedAt);
    // The demo learner's study history over the courses the seeded orders enrolled them in: the
    // lessons watched and the study time they credited, from the same viewings (so they agree).
    seedStudyHistory(this, 1, this.enrolments.enrolledCourseIds(1), startedAt);
    seedMessages(
      this.messages,
      seededAccounts,
      startedAt,
      this.community,
      this.catalogue.lives.find((live) => live.status === 2),
    );
  }

  /** Signs the account in: a new session token (the site's tests sign in through this too). */
  issueToken(accountId: number, userAgent?: string): string {
    return this.sessions.issue(accountId, userAgent);
  }

  /** Calls `listener` with every order whose grant a refund takes back from now on. */
  onGrantRevoked(listener: (order: OrderRecord) => void): void {
    this.revokeListeners.add(listener);
  }

  /** Calls `listener` with the reader's account before the message centre counts or lists its messages. */
  onMessagesRead(listener: (accountId: number) => void): void {
    this.messageReaders.add(listener);
  }

  /** Delivers what is due before the message centre counts or lists: reminders, order, invoice and other reviews' steps. */
  settleMessages(accountId: number): void {
    this.liveReminders.deliverDue();
    this.orders.settleDue();
    this.invoices.settleDue();
    for (const listener of this.messageReaders) listener(accountId);
  }

  /** The account signed in with this token, if its session is live. */
  accountByToken(token: string | undefined): Account | undefined {
    if (!token) return undefined;
    const id = this.sessions.accountIdOf(token);
    if (id === undefined) return undefined;
    const account = this.accounts.byId(id);
    if (account) this.sessions.touch(token);
    return account;
  }

  // The site's tests (server/, client/) reach accounts through these two; the mock's own code uses `accounts`.

  accountByPhone(phone: string): Account | undefined {
    return this.accounts.byPhone(phone);
  }

  addAccount(fields: Omit<Account, 'id'>): Account {
    return this.accounts.add(fields);
  }
}
