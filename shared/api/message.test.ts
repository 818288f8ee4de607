import { describe, expect, it } from 'vitest';
import { MessageType } from '../enums/message';
import { messageItemSchema } from './message';

const item = (type: number) => ({
  id: 1,
  type,
  readFlag: 1,
  createdAt: '2026-11-26T09:00:00+08:00',
  sender: null,
  action: '证书已颁发',
  title: '保育师（技师/二级）',
  quote: '',
  content: '',
  link: '/study/certification/8',
});

describe('a message of the message centre', () => {
  it('may be of every type the enumeration declares, the latest ones included', () => {
    for (const type of MessageType.values) expect(messageItemSchema.safeParse(item(type)).success, String(type)).toBe(true);
    expect(messageItemSchema.safeParse(item(Math.max(...MessageType.values))).success).toBe(true);
  });

  it('a type is a positive whole number', () => {
    for (const type of [0, -1, 1.5]) expect(messageItemSchema.safeParse(item(type)).success, String(type)).toBe(false);
  });
});
