import { MessageType } from '@shared/enums/message';

/**
 * The certification journey's notices, types 40–46 in a row (报名审核结果 … 证书发放; message-kinds.test.ts
 * names each), which the API links to the application's journey page (/study/certification/{planId}).
 */
const isJourneyNotice = (type: number) => type >= MessageType.ENROLLMENT_REVIEWED && type <= MessageType.CERTIFICATE_ISSUED;

/** Who a notice of the platform itself is from, as its line names it: a journey's notices name the journey. */
export const platformSenderOf = (type: number): string => (isJourneyNotice(type) ? '考证进度' : '系统通知');

/** Links that open something more precise than 详情: the accepted answer (47), the new follower's profile (48). */
const LINK_LABELS: Readonly<Record<number, string>> = {
  [MessageType.ANSWER_ACCEPTED]: '查看回答',
  [MessageType.NEW_FOLLOWER]: '查看主页',
};

/** What a message's link says it opens. */
export const messageLinkLabelOf = (type: number): string => LINK_LABELS[type] ?? (isJourneyNotice(type) ? '查看考证进度' : '查看详情');
