import { describe, expect, it } from 'vitest';
import { MESSAGE_GROUP_KEYS, MESSAGE_GROUPS, markGroupReadBody, unreadCountOfGroup } from '@shared/enums/message';
import { messageItemSchema } from '@shared/api/message';
import { buildMockApi } from '../app';

type Json = { code: number; msg: string; data: any };

describe('mock message centre', () => {
  const { app, store } = buildMockApi({ liveSimulation: false });
  const call = async (method: 'GET' | 'PUT', url: string, token: string, payload?: unknown) =>
    (await app.inject({ method, url, payload: payload as object | undefined, headers: { token } })).json() as Json;
  const counts = async (token: string) =>
    (await call('GET', '/sys/message/self/count?readFlag=1', token)).data as { type: number; count: number }[];

  it('lists a group newest first, paginated, each item in the contract’s shape', async () => {
    const token = store.issueToken(1);
    const types = MESSAGE_GROUPS.like.types.join(',');
    const first = (await call('GET', `/sys/message/list?messageTypes=${types}&page=1&size=4`, token)).data;
    expect(first.total).toBeGreaterThan(4);
    expect(first.list).toHaveLength(4);
    for (const item of first.list) {
      messageItemSchema.parse(item);
      expect(MESSAGE_GROUPS.like.types as readonly number[]).toContain(item.type);
    }
    const times = first.list.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = (await call('GET', `/sys/message/list?messageTypes=${types}&page=2&size=4`, token)).data;
    expect(second.list[0].id).not.toBe(first.list[0].id);
    expect(first.list[0].sender).toMatchObject({ id: expect.any(Number), nickname: expect.any(String) });
    expect((await call('GET', '/sys/message/list?messageTypes=4', 'nobody')).code).toBe(401);
  });

  it('opening each group marks exactly its types read (spec §7 mapping), then 全部已读 clears the rest', async () => {
    const token = store.issueToken(1);
    for (const group of MESSAGE_GROUP_KEYS) {
      const before = await counts(token);
      const body = markGroupReadBody(group)!;
      const { data } = await call('PUT', '/sys/message/read', token, body);
      expect(data.updated, group).toBe(unreadCountOfGroup(before, group));
      const after = await counts(token);
      expect(unreadCountOfGroup(after, group), group).toBe(0);
      for (const other of MESSAGE_GROUP_KEYS.filter((key) => key !== group))
        expect(unreadCountOfGroup(after, other)).toBe(unreadCountOfGroup(before, other));
    }
    store.messages.notify(1, { type: 4, senderId: 3, action: '评论了你的问题', title: 't', quote: 'q', content: 'c', link: '/community' });
    const [latest] = (await call('GET', '/sys/message/list?messageTypes=4&size=1', token)).data.list;
    expect(latest.readFlag).toBe(1);
    expect((await call('PUT', '/sys/message/read', token, { type: 1, id: latest.id })).data.updated).toBe(1);
    store.messages.notify(1, { type: 9, senderId: 3, action: '回答了你的问题', title: 't', quote: 'q', content: 'c', link: '/community' });
    expect((await call('PUT', '/sys/message/read', token, { type: 2 })).data.updated).toBe(1);
    expect(await counts(token)).toEqual([]);
  });
});
