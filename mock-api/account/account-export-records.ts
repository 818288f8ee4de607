import { MessageType } from '@shared/enums/message';
import type { MockStore } from '../core/store';
import { shanghaiIso } from '../core/faker';
import type { Account } from './account-seed';
import type { ExamAttempts } from '../exam/exam-attempts';
import type { WrongBook } from '../wrong-book/wrong-book';
import type { ExamGoals } from '../exam-goal/exam-goals';
import type { StudyPlans } from '../study-plan/study-plans';
import { chinaDate } from '../wrong-book/review-schedule';
import type { PracticeSessions } from '../wrong-book/practice-sessions';
import type { QuestionReports } from '../wrong-book/question-reports';
import type { CertificateRegistry } from '../certification/certificate-registry';
import type { Reminders } from '../reminders/reminder-store';

/** The stores 导出我的数据 reads besides the mock store: built beside it in mock-api/app.ts. */
export interface ExportSources {
  store: MockStore;
  exams: ExamAttempts;
  wrongBook: WrongBook;
  examGoals: ExamGoals;
  studyPlans: StudyPlans;
  practice: PracticeSessions;
  questionReports: QuestionReports;
  certificates: CertificateRegistry;
  reminders: Reminders;
}

const iso = (ms: number | null | undefined) => (ms == null ? null : shanghaiIso(ms));

/**
 * What the export carries besides the profile, orders, study and community (account-export.ts):
 * applications and their files, certificates, exam attempts, the wrong-question book, practice
 * sessions, 纠错 reports, messages, invoices (titles, addresses, requests), coins, signed-in
 * devices, the 入驻 application and live reminders — the learner's own records only.
 */
export function accountRecordsExport(sources: ExportSources, account: Account) {
  const { store } = sources;
  const id = account.id;
  const materials = store.materialFiles.ofOwner(id);
  const fileOf = new Map(materials.map((file) => [file.id, file]));
  const join = store.joinApplications.of(id);
  return {
    applications: store.applications.journeysOf(id).map((application) => ({
      planId: application.planId,
      planRound: application.planRound,
      status: application.status,
      reason: application.reason,
      submittedAt: iso(application.submittedAt),
      decidedAt: iso(application.decidedAt),
      closedBy: 'closedBy' in application ? application.closedBy : null,
      closedAt: 'closedAt' in application ? iso(application.closedAt) : null,
      form: application.details && {
        name: application.details.name,
        idNumberMasked: application.details.idNumberMasked,
        phone: application.details.phone,
        workUnit: application.details.workUnit,
        applicant: application.details.applicant,
        round: application.details.round,
        updatedAt: iso(application.details.updatedAt),
        // Each material names its file in `files` (the bytes are there too, while the store keeps them).
        materials: application.details.items.map((item) => ({
          kind: item.kind,
          fileId: item.file.id,
          fileName: item.file.name,
          review: item.review,
          reason: item.reason,
        })),
      },
    })),
    certificates: sources.certificates.ofAccount(id).map((certificate) => ({
      no: certificate.no,
      verificationCode: certificate.verificationCode,
      holderName: certificate.holderName,
      idNumberMasked: certificate.idNumberMasked,
      professionName: certificate.professionName,
      professionCode: certificate.professionCode,
      skillLevel: certificate.skillLevel,
      institutionName: certificate.institutionName,
      issuedAt: iso(certificate.issuedAt),
      planId: certificate.planId,
      theoryScore: certificate.theoryScore,
      practicalScore: certificate.practicalScore,
    })),
    examAttempts: sources.exams.examIdsOf(id).flatMap((examId) =>
      sources.exams.ofLearner(id, examId).map((attempt) => ({
        id: attempt.id,
        examId: attempt.examId,
        kind: attempt.kind,
        status: attempt.status,
        startedAt: iso(attempt.startedAt),
        submittedAt: iso(attempt.submittedAt),
        totalScore: attempt.totalScore,
        answers: attempt.questionIds().map((questionId, index) => ({ questionId, answer: attempt.answerAt(index) })),
      })),
    ),
    wrongQuestionBook: sources.wrongBook.entries(id).map((entry) => ({
      questionId: entry.questionId,
      examId: entry.examId,
      favourite: entry.favourite,
      note: entry.note,
      wrong: entry.wrong && {
        times: entry.wrong.times,
        lastAnswer: entry.wrong.lastAnswer,
        lastAt: iso(entry.wrong.lastAt),
        reason: entry.wrong.reason,
      },
      createdAt: iso(entry.createdAt),
      updatedAt: iso(entry.updatedAt),
    })),
    examGoal: (({ retention, chosenExamDay }) => ({
      retentionPercent: Math.round(retention * 100),
      chosenExamDate: chosenExamDay === null ? null : chinaDate(chosenExamDay),
      ...sources.examGoals.studyGoalOf(id),
    }))(sources.examGoals.stored(id) ?? { retention: 0.9, chosenExamDay: null }),
    studyPlan: ((plan) =>
      plan && {
        target: plan.target,
        rota: plan.rota,
        startDate: chinaDate(plan.startDay),
        days: [...plan.kept].map(([day, tasks]) => ({ date: chinaDate(day), tasks })),
      })(sources.studyPlans.planOf(id) ?? null),
    practiceSessions: sources.practice.ofAccount(id).map((session) => ({
      id: session.id,
      examId: session.examId,
      mode: session.mode,
      points: session.points,
      questionIds: session.questionIds,
      answers: session.questionIds.map((questionId, index) => ({ questionId, answer: session.answerAt(index) })),
      startedAt: iso(session.startedAt),
      updatedAt: iso(session.updatedAt),
      submittedAt: iso(session.submittedAt),
    })),
    questionReports: sources.questionReports.ofAccount(id).map((report) => ({
      id: report.id,
      questionId: report.questionId,
      examId: report.examId,
      kind: report.kind,
      text: report.text,
      status: report.status,
      createdAt: iso(report.createdAt),
    })),
    messages: store.messages.list(id, MessageType.values).map((message) => ({
      id: message.id,
      type: message.type,
      action: message.action,
      title: message.title,
      quote: message.quote,
      content: message.content,
      link: message.link,
      read: message.readFlag === 1,
      createdAt: iso(message.createdAt),
    })),
    invoices: {
      titles: store.invoices.titlesOf(id).map(({ accountId: _owner, ...title }) => ({ ...title, updatedAt: iso(title.updatedAt) })),
      addresses: store.invoices.addressesOf(id).map(({ accountId: _owner, ...address }) => address),
      requests: store.invoices.requestsOf(id).map(({ accountId: _owner, ...request }) => request),
    },
    coins: store.coins.historyOf(account).map((record) => ({ ...record })),
    devices: store.sessions.sessionsOf(id).map(({ info }) => ({
      userAgent: info.userAgent,
      signedInAt: iso(info.signedInAt),
      lastUsedAt: iso(info.lastUsedAt),
    })),
    joinApplication: join ? { ...join } : null,
    feedback: store.businessDesk
      .feedbackOf(id)
      .map(({ accountId: _owner, ...ticket }) => ({ ...ticket, createdAt: iso(ticket.createdAt) })),
    liveReminders: store.liveReminders.liveIdsOf(id),
    // The unsubscribe links are left out of what was sent: each works for whoever holds it.
    reminders: {
      channels: sources.reminders.channelsOf(id),
      quietHours: sources.reminders.quietHoursOf(id),
      wechatSubscriptions: sources.reminders.subscriptionCounts(id, account.wechatOpenId),
      sent: sources.reminders.deliveriesOf(id).map(({ channel, event, to, text, unsubscribeUrl, at }) => ({
        channel,
        event,
        to,
        text: text.replaceAll(unsubscribeUrl, '（退订链接）'),
        at: iso(at),
      })),
    },
    files: [
      ...materials.map((file) => ({
        kind: 'enrollment-material' as const,
        id: file.id,
        materialKind: file.kind,
        name: file.name,
        mime: file.mime,
        size: file.bytes.length,
        usedByApplications: store.applications.fileIdsOf(id).has(file.id),
        base64: file.bytes.toString('base64'),
      })),
      ...store.uploads.ofOwner(id).map(({ name, image }) => ({
        kind: 'community-image' as const,
        id: name,
        name,
        mime: image.mime,
        size: image.bytes.length,
        base64: image.bytes.toString('base64'),
      })),
    ],
    // Files an application names that the store no longer keeps (pushed out by later uploads): listed by name only.
    missingFiles: store.applications
      .journeysOf(id)
      .flatMap((application) => application.details?.items ?? [])
      .filter((item) => !fileOf.has(item.file.id))
      .map((item) => ({ kind: item.kind, fileId: item.file.id, fileName: item.file.name })),
  };
}
