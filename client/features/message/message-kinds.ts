import { MessageType } from '@shared/enums/message';

/**
 * The certification journey's notices (types 40–46: 报名审核结果 … 证书发放), which the API links to
 * the application's journey page (/study/certification/{planId}).
 */
const JOURNEY_TYPES: ReadonlySet<number> = new Set([
  MessageType.ENROLLMENT_REVIEWED,
  MessageType.FEE_DUE,
  MessageType.DEADLINE_REMINDER,
  MessageType.TICKET_ISSUED,
  MessageType.EXAM_REMINDER,
  MessageType.SCORE_RELEASED,
  MessageType.CERTIFICATE_ISSUED,
]);

/** Who a notice of the platform itself is from, as its line names it: a journey's notices name the journey. */
export const platformSenderOf = (type: number): string => (JOURNEY_TYPES.has(type) ? '考证进度' : '系统通知');

/** What a message's link says it opens. */
export const messageLinkLabelOf = (type: number): string => (JOURNEY_TYPES.has(type) ? '查看考证进度' : '查看详情');
