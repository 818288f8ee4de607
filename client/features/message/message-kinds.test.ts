import { describe, expect, it } from 'vitest';
import { MESSAGE_GROUPS, MessageType } from '@shared/enums/message';
import { messageLinkLabelOf, platformSenderOf } from './message-kinds';

const JOURNEY = [40, 41, 42, 43, 44, 45, 46];

describe('message kinds in the message centre', () => {
  it('the certification journey’s notices (40–46) are the journey’s, in 系统通知, and open its page', () => {
    expect(JOURNEY.map((type) => MessageType.label(type))).toEqual([
      '报名审核结果',
      '缴费提醒',
      '截止提醒',
      '准考证发放',
      '考前提醒',
      '成绩发布',
      '证书发放',
    ]);
    for (const type of JOURNEY) {
      expect(MESSAGE_GROUPS.system.types).toContain(type);
      expect(platformSenderOf(type)).toBe('考证进度');
      expect(messageLinkLabelOf(type)).toBe('查看考证进度');
    }
  });

  it('回答被采纳 (47, 回答我的) opens the answer; 新粉丝 (48, 系统通知) opens the follower’s profile, named by them', () => {
    expect(MESSAGE_GROUPS.answer.types).toContain(MessageType.ANSWER_ACCEPTED);
    expect(MESSAGE_GROUPS.system.types).toContain(MessageType.NEW_FOLLOWER);
    expect(messageLinkLabelOf(MessageType.ANSWER_ACCEPTED)).toBe('查看回答');
    expect(messageLinkLabelOf(MessageType.NEW_FOLLOWER)).toBe('查看主页');
  });

  it('every other notice keeps the plain words', () => {
    const precise: number[] = [MessageType.ANSWER_ACCEPTED, MessageType.NEW_FOLLOWER];
    for (const type of MessageType.values.filter((value) => !JOURNEY.includes(value))) {
      if (precise.includes(type)) continue;
      expect(platformSenderOf(type)).toBe('系统通知');
      expect(messageLinkLabelOf(type)).toBe('查看详情');
    }
  });
});
