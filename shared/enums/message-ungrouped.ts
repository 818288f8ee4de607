/**
 * Message types no /message group shows (spec §7 maps none of them: 1 订单退款, 2 发票申请, 3 报名申请,
 * 21 直播警告, 22 直播处罚). The header bell leaves them out of its count, or it would show a badge no
 * visit clears. Its own tiny module: the bell is on every page, and message.ts (with every label and
 * group) would add ~1.5 KB gzip to every first load. message.test.ts proves it is the complement.
 */
export const UNGROUPED_MESSAGE_TYPES: readonly number[] = Object.freeze([1, 2, 3, 21, 22]);
