import { MessageType } from '@shared/enums/message';
import { WRONG_BOOK_PATH } from '@shared/lib/wrong-book-rules';
import { REMINDER_EVENT_LABELS, type ReminderEvent } from '@shared/lib/reminder-rules';
import type { NewMessage } from '../message/message-box';

/** What one reminder says, whatever the channel: a headline, what it is about, the detail, the page it opens. */
export interface ReminderText {
  event: ReminderEvent;
  headline: string;
  subject: string;
  detail: string;
  /** A site path. */
  page: string;
}

/** The learner's plan (备考计划, client/routes/study-plan-page.tsx). */
const STUDY_PLAN_PATH = '/study/plan';

/** The day's study reminder: the plan when it has tasks (with the reviews due in it), else the reviews due. */
export function studyReminderText(event: ReminderEvent, due: number, plan: { tasks: number; minutes: number } | null): ReminderText {
  if (event === 'todayPlan' && plan)
    return {
      event,
      headline: '今日学习提醒',
      subject: '今日学习计划',
      detail: `今天的计划有 ${plan.tasks} 项，约 ${plan.minutes} 分钟${due > 0 ? `，其中有 ${due} 道错题到了复习时间` : ''}。按计划学完，考前更从容。`,
      page: STUDY_PLAN_PATH,
    };
  return {
    event: 'reviewDue',
    headline: '错题复习提醒',
    subject: '今日错题复习',
    detail: `你有 ${due} 道错题到了复习时间：今天复习，记得最牢，也最省时间。`,
    page: `${WRONG_BOOK_PATH}?status=due`,
  };
}

/** The 站内消息 of a study reminder (type 39 as before this feature, or 50 for the plan). */
export function studySiteMessage(text: ReminderText, unsubscribe: string): NewMessage {
  return {
    type: text.event === 'todayPlan' ? MessageType.TODAY_PLAN : MessageType.REVIEW_REMINDER,
    senderId: null,
    action: text.headline,
    title: text.subject,
    quote: '',
    content: text.detail,
    link: text.page,
    unsubscribe,
  };
}

/** An SMS: the signature, what happened, the detail, and the unsubscribe link last. */
export const smsText = (text: ReminderText, unsubscribeUrl: string): string =>
  `【技能学堂】${text.headline}：${text.subject}。${text.detail} 退订${REMINDER_EVENT_LABELS[text.event]}短信：${unsubscribeUrl}`;

/** A WeChat 订阅消息's template data: what the card shows, the page it opens and the unsubscribe link. */
export function wechatPayload(text: ReminderText, siteOrigin: string, unsubscribeUrl: string): Record<string, string> {
  return {
    template: text.event,
    thing1: text.headline,
    thing2: text.subject.slice(0, 20),
    thing3: text.detail.slice(0, 20),
    page: `${siteOrigin}${text.page}`,
    unsubscribe: unsubscribeUrl,
  };
}

/** The payload as a person reads the card. */
export const wechatText = (payload: Record<string, string>): string =>
  `${payload.thing1}｜${payload.thing2}｜${payload.thing3} 查看：${payload.page} 退订：${payload.unsubscribe}`;
