import type { APIRequestContext } from '@playwright/test';

/**
 * The bundled mock's developer controls (`/__mock/…`, mock-api/dev-controls.ts): what the SMS
 * gateway, WeChat Pay, the review desks, the examiner and the live room's teacher would do. They are
 * not contract endpoints (the site's own /api never passes them on), so they have this small typed
 * helper of their own. Every control answers `{ code, msg, data }`; anything but code 0 fails the test.
 */

/** One line of an attempt's answer key (mock-api/exam/exam-controls.ts). */
export interface KeyLine {
  questionId: number;
  kind: number;
  answer: string | string[] | boolean;
}

type Decision<Verdict extends string> = { decision?: Verdict; reason?: string };

async function control<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await request.fetch(`/__mock${path}`, { method, ...(method === 'POST' ? { data: body ?? {} } : {}) });
  const envelope = (await response.json().catch(() => undefined)) as { code?: number; msg?: string; data?: T } | undefined;
  if (envelope?.code !== 0)
    throw new Error(`${method} /__mock${path} answered HTTP ${response.status()}: ${envelope?.code} ${envelope?.msg ?? ''}`);
  return envelope.data as T;
}

export function mockControls(request: APIRequestContext) {
  const post = <T = unknown>(path: string, body?: object) => control<T>(request, 'POST', path, body);
  return {
    /** The last SMS code sent to a phone (the gateway's outbox). */
    latestSmsCode: async (phone: string) =>
      (await control<{ code: string }>(request, 'GET', `/sms/latest?account=${encodeURIComponent(phone)}`)).code,

    /** 注销账号: the phone's cooling-off has passed now (mock-api/account/deletion-controls.ts). */
    elapseDeletion: (phone: string) => post<{ removed: boolean }>('/account/deletion/elapse', { account: phone }),

    // ---- QR login: the mobile app's side
    scanQr: (content: string) => post('/qr/scan', { content }),
    confirmQr: (content: string, phone: string) => post('/qr/confirm', { content, account: phone }),
    expireQr: (content: string) => post('/qr/expire', { content }),

    // ---- Desks
    reviewRealName: (accountId: number, decision: Decision<'approve' | 'reject' | 'hold'> = {}) =>
      post(`/real-name/${accountId}/review`, decision),
    reviewInvoice: (requestId: number, decision: Decision<'approve' | 'reject'> = {}) => post(`/invoice/${requestId}/review`, decision),
    reviewJoin: (applicationId: number, decision: Decision<'approve' | 'reject'> = {}) => post(`/join/${applicationId}/review`, decision),
    /** Decides an application now: approved (every material accepted) or rejected (`kind`'s material, or the first, with `reason`). */
    decideEnrollment: (body: { planId: number; phone: string; outcome: 'approved' | 'rejected'; reason?: string; kind?: string }) =>
      post<{ status: number }>('/enrollment/decide', body),

    // ---- WeChat Pay
    wechatPays: (orderId: number) => post(`/pay/${orderId}/succeed`),
    expireOrder: (orderId: number) => post(`/pay/${orderId}/expire`),
    /** One step of a refund (applied → agreed → refunding → refunded). */
    advanceRefund: (orderId: number) => post(`/pay/${orderId}/refund`),

    // ---- Exams
    examWindow: (examId: number, window: { opensInMinutes: number; minutes: number }) => post(`/exam/${examId}/window`, window),
    admitToExam: (examId: number, who: { accountId: number } | { phone: string }) => post(`/exam/${examId}/admit`, who),
    answerKey: (subId: number) => control<KeyLine[]>(request, 'GET', `/exam/attempts/${subId}/key`),
    attemptDeadline: (subId: number, inSeconds: number) => post(`/exam/attempts/${subId}/deadline`, { inSeconds }),
    expireAttempt: (subId: number) => post(`/exam/attempts/${subId}/expire`),
    markAttempt: (subId: number, scores: Record<number, number>) => post(`/exam/attempts/${subId}/mark`, { scores }),
    /** A 限时模拟 under way ends inSeconds from now (its own deadline only: nobody else's clock moves). */
    practiceDeadline: (sessionId: number, inSeconds: number) =>
      post<{ id: number; deadline: string; serverNow: string }>(`/practice/sessions/${sessionId}/deadline`, { inSeconds }),

    // ---- The wrong-question book
    /** One learner's book as if `days` had passed for them alone (never the mock's clock: parallel tests keep theirs). */
    ageWrongBook: (who: { accountId: number } | { phone: string }, days: number) =>
      post<{ today: string; due: number }>('/wrong-book/age', { ...who, days }),
    /** The question desk answers a 纠错 now (题目纠错回复 in 系统通知). */
    replyToReport: (reportId: number, body: { decision?: 'accept' | 'reject'; reply?: string } = {}) =>
      post(`/wrong-book/reports/${reportId}/reply`, body),

    // ---- The certification journey (one learner's latest journey with a plan), ahead of its schedule
    issueTicket: (planId: number, who: { phone: string } | { accountId: number }) =>
      post<{ ticketNo: string; issuedAt: string }>(`/certification/${planId}/tickets`, who),
    /** Releases the scores now: theory defaults to the best handed-in official attempt, practical to the venue's mark. */
    releaseScores: (planId: number, body: ({ phone: string } | { accountId: number }) & { theory?: number | null; practical?: number }) =>
      post(`/certification/${planId}/scores`, body),
    issueCertificate: (planId: number, who: { phone: string } | { accountId: number }) =>
      post<{ no: string }>(`/certification/${planId}/certificates`, who),

    // ---- Reminders: what the stand-in SMS and WeChat senders sent a learner (settled first), phone masked
    reminderDeliveries: (accountId: number) =>
      control<{ channel: 'sms' | 'wechat'; event: string; to: string; text: string; unsubscribePath: string; at: string }[]>(
        request,
        'GET',
        `/reminders/deliveries?accountId=${accountId}`,
      ),

    // ---- Community and live rooms
    deleteContent: (kind: 'question' | 'answer' | 'pin', id: number) => post(`/community/${kind}/${id}/delete`),
    /** A live room's teacher or moderator: post, mute-user, mute-room, warn, penalize, announce, delete, drop. */
    liveRoom: (liveId: number, action: string, body: object = {}) => post<{ seq?: number }>(`/live/${liveId}/${action}`, body),
    /** Answers a community question as its lesson's course teacher (`as: 'teacher'`) or as any account (lesson questions, 答疑). */
    answerQuestion: (questionId: number, body: { as: 'teacher' } | { accountId: number }, text?: string) =>
      post<{ id: number }>(`/community/question/${questionId}/answer`, { ...body, text }),
  };
}

export type MockControls = ReturnType<typeof mockControls>;
