import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import * as z from 'zod/mini';
import { zhCN } from 'zod/locales';
import { errorReply, logCrash, MALFORMED_REQUEST_BODY, NOT_FOUND_BODY } from './core/define-handler';
import { MockStore, type MockStoreOptions } from './core/store';
import { registerUserRoutes } from './auth/routes';
import { registerAccountRoutes } from './account/routes';
import { registerAccountLifecycleRoutes } from './account/lifecycle-routes';
import { registerAccountExport } from './account/account-archive';
import { registerMessageRoutes } from './message/routes';
import { registerQrRoutes } from './auth/qr-routes';
import { registerCatalogueRoutes } from './catalogue/routes';
import { registerHomeRoutes } from './home/routes';
import { registerMediaRoutes } from './media/routes';
import { registerLearningRoutes } from './learning/routes';
import { registerCourseBundlesRoutes } from './course-bundles/routes';
import { registerCourseReviewRoutes } from './reviews/routes';
import { registerPlayerRoutes } from './player/routes';
import { registerEnrollmentRoutes } from './enrollment/routes';
import { registerProfessionRoutes } from './profession/routes';
import { registerInstitutionRoutes } from './institution/routes';
import { registerNewsRoutes } from './content/news-routes';
import { registerRuleRoutes } from './content/rule-routes';
import { registerSearchRoutes } from './search/routes';
import { registerLiveRoutes } from './live/routes';
import { registerExamRoutes } from './exam/routes';
import { registerCommunityRoutes } from './community/routes';
import { registerCommunityEditRoutes } from './community/edit-routes';
import { registerImageUploads } from './community/upload-routes';
import { registerMaterialUploads } from './enrollment/materials-routes';
import { UploadSlots } from '@shared/lib/upload-gate';
import { registerUserProfileRoutes } from './community/profile-routes';
import { registerOrderRoutes } from './orders/routes';
import { registerProfileSettingsRoutes } from './account/settings-routes';
import { registerInvoiceRoutes } from './invoice/routes';
import { registerAgreementRoutes } from './content/agreement-routes';
import { registerJoinRoutes } from './join/routes';
import { registerRealNameRoutes } from './real-name/routes';
import { registerBusinessRoutes } from './business/routes';
import { registerWrongBookRoutes } from './wrong-book/routes';
import { registerStudyPlanRoutes } from './study-plan/routes';
import type { StudyPlans } from './study-plan/study-plans';
import { registerExamGoalRoutes } from './exam-goal/routes';
import { registerStudyStatsRoutes } from './learning/study-stats-routes';
import type { ExamGoals } from './exam-goal/exam-goals';
import { registerPracticeRoutes } from './wrong-book/practice-routes';
import { registerCertificationRoutes } from './certification/routes';
import { registerReminderRoutes } from './reminders/routes';
import type { Reminders } from './reminders/reminder-store';
import { registerLessonNoteRoutes } from './lesson-notes/routes';
import { registerLessonMaterialRoutes } from './lesson-materials/routes';
import { Certification } from './certification/certification';
import { DEFAULT_SEED } from './core/faker';
import { studyRecords, type StudyLimits } from './wrong-book/study-records';
import type { WrongBook } from './wrong-book/wrong-book';
import type { PracticeSessions } from './wrong-book/practice-sessions';
import type { QuestionReports } from './wrong-book/question-reports';
import type { ExamAttempts } from './exam/exam-attempts';
import { LiveRooms } from './live/live-rooms';
import { registerLiveSocket } from './live/live-socket';

export interface MockApiOptions extends MockStoreOptions {
  logger?: FastifyServerOptions['logger'];
  /** Live rooms simulate a class while someone watches (default true; tests that count frames turn it off). */
  liveSimulation?: boolean;
  /** Bound on the exam attempts kept (default 20 000; tests use small ones). */
  maxExamAttempts?: number;
  /** Bounds of the wrong-question book, practice sessions and 纠错 reports (tests use small ones). */
  study?: StudyLimits;
  /** The site's origin, for the absolute links of reminders sent by SMS and WeChat (MOCK_SITE_ORIGIN). */
  siteOrigin?: string;
}

export interface MockApi {
  app: FastifyInstance;
  store: MockStore;
  /** The live rooms (the developer controls start, end and mute them). */
  live: LiveRooms;
  /** The exam attempts: the developer controls mark, expire and re-time them. */
  exams: ExamAttempts;
  /** The wrong-question book, favourites, notes and the readiness answers (mock-api/wrong-book/). */
  wrongBook: WrongBook;
  /** Each learner's exam goal (target retention, exam day) the book's schedule aims at. */
  examGoals: ExamGoals;
  /** Each learner's plan counted back from the exam day (target, rota, each day's tasks). */
  studyPlans: StudyPlans;
  /** Practice sessions on exams (顺序 / 随机 / 章节 / 背题 / 限时模拟). */
  practice: PracticeSessions;
  /** 纠错 reports: the developer control replies to them. */
  questionReports: QuestionReports;
  /** The certification journeys, the certificate register and the query limits (mock-api/certification/). */
  certification: Certification;
  /** Reminder settings, WeChat subscriptions and what the stand-in SMS and WeChat senders sent (mock-api/reminders/). */
  reminders: Reminders;
}

/** Where `npm start` serves the site by default: the links of reminders sent by SMS and WeChat point there. */
const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

const withTraceparent: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options, raw) => {
  const traceparent = raw.headers.traceparent;
  // As received, bounded: the mock shows what the API was sent, valid or not.
  return logger.child(typeof traceparent === 'string' ? { ...bindings, traceparent: traceparent.slice(0, 128) } : bindings, options);
};

/**
 * The bundled stand-in for the product API. Paths are the contract's (no `/api` prefix): the site
 * reaches it over HTTP as it reaches the real API (`npm start` starts it on a loopback port).
 */
export function buildMockApi(options: MockApiOptions = {}): MockApi {
  // Validation messages in Chinese, like the rest of the API's msg fields.
  z.config(zhCN());
  const store = new MockStore(options);
  const app = Fastify({
    logger: options.logger ?? false,
    // The mock's lines name the W3C traceparent each call arrived with (the site sends a span of its
    // request's trace): grep the site's traceId to find the mock's side. Only with a logger.
    ...(options.logger ? { childLoggerFactory: withTraceparent } : {}),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 100 },
    // The site in front (on this machine) says the visitor's scheme and host: the developer controls'
    // cross-site check and links follow them (server/plugins/bundled-mock-controls.ts).
    trustProxy: 'loopback',
    // Refusals of the router itself (a malformed URL, a path parameter over maxParamLength) answer in
    // the envelope too, never Fastify's English JSON.
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).code(400).send(MALFORMED_REQUEST_BODY);
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorReply(error);
    if (status >= 500) logCrash(request.log, error);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND_BODY));

  registerUserRoutes(app, store);
  registerAccountRoutes(app, store);
  registerAccountLifecycleRoutes(app, store);
  registerMessageRoutes(app, store);
  registerQrRoutes(app, store);
  registerLearningRoutes(app, store);
  registerCourseBundlesRoutes(app, store);
  registerCourseReviewRoutes(app, store);
  registerPlayerRoutes(app, store);
  registerLessonNoteRoutes(app, store);
  registerLessonMaterialRoutes(app, store);
  registerProfessionRoutes(app, store);
  registerInstitutionRoutes(app, store);
  registerNewsRoutes(app, store);
  registerRuleRoutes(app, store);
  registerSearchRoutes(app, store);
  registerLiveRoutes(app, store);
  registerCommunityRoutes(app, store);
  registerCommunityEditRoutes(app, store);
  // The two multipart routes share the uploads in flight: two at once per client, whichever they go to.
  const uploadSlots = new UploadSlots();
  registerImageUploads(app, store, store.uploads, uploadSlots);
  registerMaterialUploads(app, store, store.materialFiles, uploadSlots);
  registerUserProfileRoutes(app, store);
  registerOrderRoutes(app, store);
  registerProfileSettingsRoutes(app, store);
  registerInvoiceRoutes(app, store);
  registerAgreementRoutes(app);
  registerJoinRoutes(app, store);
  registerRealNameRoutes(app, store);
  registerBusinessRoutes(app, store);
  const exams = registerExamRoutes(app, store, { maxAttempts: options.maxExamAttempts });
  const study = studyRecords(store, exams, options.study);
  registerWrongBookRoutes(app, store, study);
  registerPracticeRoutes(app, store, study);
  const certification = new Certification(store, exams, options.seed ?? DEFAULT_SEED);
  study.goals.readJourneysWith((accountId) => certification.admittedExamsOf(accountId));
  registerExamGoalRoutes(app, store, study);
  registerStudyStatsRoutes(app, store, study);
  const { plans: studyPlans, todaysPlanOf } = registerStudyPlanRoutes(app, { store, study, attempts: exams, certification });
  registerCertificationRoutes(app, store, certification);
  const reminders = registerReminderRoutes(app, {
    store,
    study,
    certification,
    siteOrigin: options.siteOrigin ?? DEFAULT_SITE_ORIGIN,
  });
  reminders.readTodaysPlanWith(todaysPlanOf);
  registerAccountExport(app, {
    store,
    exams,
    wrongBook: study.book,
    practice: study.sessions,
    questionReports: study.reports,
    examGoals: study.goals,
    studyPlans,
    certificates: certification.records.certificates,
    reminders,
  });
  registerEnrollmentRoutes(app, store, (planId, accountId) => certification.planSteps(planId, accountId));
  registerCatalogueRoutes(app, store);
  registerHomeRoutes(app, store);
  registerMediaRoutes(app, store);
  const live = new LiveRooms(store, { simulate: options.liveSimulation ?? true });
  registerLiveSocket(app, store, live);
  return {
    app,
    store,
    live,
    exams,
    wrongBook: study.book,
    examGoals: study.goals,
    studyPlans,
    practice: study.sessions,
    questionReports: study.reports,
    certification,
    reminders,
  };
}
