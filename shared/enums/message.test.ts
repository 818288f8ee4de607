import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import {
  MESSAGE_GROUP_KEYS,
  MESSAGE_GROUPS,
  MarkReadScope,
  MessageChannel,
  MessageType,
  ReadFlag,
  isMessageGroup,
  markGroupReadBody,
  messageGroupOfPath,
  messageGroupOfType,
  messageTypesParam,
  unreadCountOfGroup,
} from './message';
import { UNGROUPED_MESSAGE_TYPES } from './message-ungrouped';

const keysWith = (prefix: string) => MessageType.options.filter((o) => o.key.startsWith(prefix)).map((o) => o.value);
const CONTENT_KINDS = ['QUESTION', 'ANSWER', 'IDEA', 'VIDEO', 'COMMENT'];

describe('MessageType (spec §3)', () => {
  it('has every value 1–34 of the spec and our sixteen (35 @我, 36 直播开播提醒, 37 实名认证结果, 38 题目纠错回复, 39 错题复习提醒, 40–46 考证进度, 47 回答被采纳, 48 新粉丝, 49 账号注销, 50 今日学习计划) exactly once, with distinct labels', () => {
    expect([...MessageType.values].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(MessageType.options.map((o) => o.label)).size).toBe(50);
    expect(MessageType.is(0)).toBe(false);
    expect(MessageType.is(51)).toBe(false);
    expect(MessageType.MENTION).toBe(35);
    expect(MessageType.LIVE_START).toBe(36);
    expect(MessageType.REAL_NAME_RESULT).toBe(37);
    expect(MessageType.QUESTION_REPORT_REPLY).toBe(38);
    expect(MessageType.REVIEW_REMINDER).toBe(39);
    expect([
      MessageType.ENROLLMENT_REVIEWED,
      MessageType.FEE_DUE,
      MessageType.DEADLINE_REMINDER,
      MessageType.TICKET_ISSUED,
      MessageType.EXAM_REMINDER,
      MessageType.SCORE_RELEASED,
      MessageType.CERTIFICATE_ISSUED,
    ]).toEqual([40, 41, 42, 43, 44, 45, 46]);
    expect(MessageType.label(MessageType.CERTIFICATE_ISSUED)).toBe('证书发放');
    expect([MessageType.ANSWER_ACCEPTED, MessageType.NEW_FOLLOWER, MessageType.ACCOUNT_DELETION]).toEqual([47, 48, 49]);
    expect(MessageType.TODAY_PLAN).toBe(50);
  });

  it('covers every kind the spec lists', () => {
    for (const key of ['ORDER_REFUND', 'INVOICE_APPLY', 'ENROLLMENT_APPLY', 'ANSWER', 'INVOICE_AUDIT']) {
      expect(MessageType.options.some((o) => o.key === key)).toBe(true);
    }
    for (const key of ['LIVE_WARNING', 'LIVE_PENALTY', 'ORDER_PAID', 'ORDER_PAY_CANCELLED', 'ORDER_REFUND_AUDIT']) {
      expect(MessageType.options.some((o) => o.key === key)).toBe(true);
    }
    for (const kind of CONTENT_KINDS) {
      for (const action of ['COMMENT_', 'LIKE_', 'FAVORITE_', 'DELETE_']) {
        expect(
          MessageType.options.some((o) => o.key === action + kind),
          action + kind,
        ).toBe(true);
      }
    }
    expect(MessageType.label(MessageType.ORDER_PAID)).toBe('订单支付成功');
    expect(MessageType.label(MessageType.INVOICE_AUDIT)).toBe('发票审核');
  });
});

describe('message flags (spec §3)', () => {
  it('ReadFlag, MarkReadScope, MessageChannel', () => {
    expectEnum(ReadFlag, [
      [1, '未读'],
      [2, '已读'],
    ]);
    expectEnum(MarkReadScope, [
      [1, '单条'],
      [2, '全部'],
      [3, '按类型'],
    ]);
    expectEnum(MessageChannel, [[1, 'App']]);
  });
});

describe('message-centre groups (spec §7)', () => {
  it('covers exactly the /message children, labelled as the tabs', () => {
    expect(Object.keys(MESSAGE_GROUPS).sort()).toEqual(['answer', 'at', 'like', 'reply', 'system', 'whisper']);
    expect([...MESSAGE_GROUP_KEYS].sort()).toEqual(Object.keys(MESSAGE_GROUPS).sort());
    expect(MESSAGE_GROUP_KEYS.map((key) => MESSAGE_GROUPS[key].label)).toEqual([
      '回复我的',
      '@我的',
      '收到的赞',
      '回答我的',
      '系统通知',
      '我的消息',
    ]);
    for (const key of MESSAGE_GROUP_KEYS) expect(MESSAGE_GROUPS[key].key).toBe(key);
  });

  it('maps each group to the spec type list', () => {
    const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
    expect(sorted(MESSAGE_GROUPS.reply.types)).toEqual(sorted(keysWith('COMMENT_')));
    expect(MESSAGE_GROUPS.reply.types).toHaveLength(5);
    expect(MESSAGE_GROUPS.answer.types).toEqual([MessageType.ANSWER, MessageType.ANSWER_ACCEPTED]);
    expect(sorted(MESSAGE_GROUPS.like.types)).toEqual(sorted([...keysWith('LIKE_'), ...keysWith('FAVORITE_')]));
    expect(MESSAGE_GROUPS.whisper.types).toEqual([
      MessageType.ORDER_PAID,
      MessageType.ORDER_PAY_CANCELLED,
      MessageType.INVOICE_AUDIT,
      MessageType.ORDER_REFUND_AUDIT,
    ]);
    expect(sorted(MESSAGE_GROUPS.system.types)).toEqual(
      sorted([
        ...keysWith('DELETE_'),
        MessageType.LIVE_START,
        MessageType.REAL_NAME_RESULT,
        MessageType.QUESTION_REPORT_REPLY,
        MessageType.REVIEW_REMINDER,
        ...[40, 41, 42, 43, 44, 45, 46],
        MessageType.NEW_FOLLOWER,
        MessageType.ACCOUNT_DELETION,
        MessageType.TODAY_PLAN,
      ]),
    );
    expect(MESSAGE_GROUPS.at.types).toEqual([MessageType.MENTION]);
  });

  it('UNGROUPED_MESSAGE_TYPES is exactly what no group shows', () => {
    const grouped = new Set<number>(MESSAGE_GROUP_KEYS.flatMap((key) => MESSAGE_GROUPS[key].types));
    expect([...UNGROUPED_MESSAGE_TYPES].sort((a, b) => a - b)).toEqual(
      MessageType.values.filter((type) => !grouped.has(type)).sort((a, b) => a - b),
    );
  });

  it('groups are disjoint and only hold known types', () => {
    const all = MESSAGE_GROUP_KEYS.flatMap((key) => MESSAGE_GROUPS[key].types);
    expect(new Set(all).size).toBe(all.length);
    for (const type of all) expect(MessageType.is(type)).toBe(true);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGE_GROUPS)).toBe(true);
    expect(Object.isFrozen(MESSAGE_GROUPS.like)).toBe(true);
    expect(Object.isFrozen(MESSAGE_GROUPS.like.types)).toBe(true);
  });

  it('messageGroupOfPath finds the group of a /message path', () => {
    expect(messageGroupOfPath('/message/like')).toBe('like');
    expect(messageGroupOfPath('/message/reply')).toBe('reply');
    expect(messageGroupOfPath('/message/whisper/')).toBe('whisper');
    expect(messageGroupOfPath('/message/system?page=2')).toBe('system');
    expect(messageGroupOfPath('/message/answer#top')).toBe('answer');
    expect(messageGroupOfPath('/message/at')).toBe('at');
  });

  it('messageGroupOfPath returns null elsewhere', () => {
    expect(messageGroupOfPath('/course/1')).toBeNull();
    expect(messageGroupOfPath('/')).toBeNull();
    expect(messageGroupOfPath('')).toBeNull();
    expect(messageGroupOfPath('/message')).toBeNull();
    expect(messageGroupOfPath('/message/unknown')).toBeNull();
    expect(messageGroupOfPath('/community/question/1/answer/2')).toBeNull();
    expect(messageGroupOfPath('/user/1/like')).toBeNull();
    expect(messageGroupOfPath('/message/toString')).toBeNull();
  });

  it('messageTypesParam is the comma-joined type list', () => {
    expect(messageTypesParam('answer')).toBe(`${MessageType.ANSWER},${MessageType.ANSWER_ACCEPTED}`);
    expect(messageTypesParam('whisper')).toBe('32,33,20,34');
    expect(messageTypesParam('reply')).toMatch(/^\d+(,\d+)*$/);
    expect(messageTypesParam('reply').split(',').map(Number)).toEqual(MESSAGE_GROUPS.reply.types);
    expect(messageTypesParam('at')).toBe('35');
  });

  it('markGroupReadBody builds the by-type read request', () => {
    expect(markGroupReadBody('like')).toEqual({ type: 3, messageTypes: messageTypesParam('like') });
    expect(markGroupReadBody('at')).toEqual({ type: 3, messageTypes: '35' });
  });

  it('messageGroupOfType and isMessageGroup', () => {
    expect(messageGroupOfType(MessageType.LIKE_VIDEO)).toBe('like');
    expect(messageGroupOfType(MessageType.FAVORITE_IDEA)).toBe('like');
    expect(messageGroupOfType(MessageType.DELETE_COMMENT)).toBe('system');
    expect(messageGroupOfType(MessageType.LIVE_WARNING)).toBeNull();
    expect(messageGroupOfType(99)).toBeNull();
    expect(isMessageGroup('reply')).toBe(true);
    expect(isMessageGroup('message')).toBe(false);
    expect(isMessageGroup(1)).toBe(false);
  });

  it('unreadCountOfGroup sums the counts of the group types', () => {
    const counts = [
      { type: MessageType.LIKE_QUESTION, count: 2 },
      { type: MessageType.FAVORITE_VIDEO, count: 3 },
      { type: MessageType.ANSWER, count: 4 },
      { type: 99, count: 7 },
    ];
    expect(unreadCountOfGroup(counts, 'like')).toBe(5);
    expect(unreadCountOfGroup(counts, 'answer')).toBe(4);
    expect(unreadCountOfGroup(counts, 'system')).toBe(0);
    expect(unreadCountOfGroup([], 'reply')).toBe(0);
  });
});
