import { describe, expect, it } from 'vitest';
import { answerSchema, commentSchema, feedItemSchema, pinDetailSchema, questionDetailSchema } from '@shared/schemas/community';
import {
  CODE_ANSWER_ACCEPTED,
  CODE_IMAGE_NOT_OWNED,
  CODE_NOT_AUTHOR,
  CODE_QUESTION_HAS_ANSWERS,
  CODE_TOO_MANY_IMAGES,
} from '@shared/api/community-edits';
import { CODE_CONTENT_DELETED, CODE_TOO_MANY_MENTIONS } from '@shared/api/community';
import { MessageType } from '@shared/enums/message';
import { richDocFromText, type RichDoc } from '@shared/lib/rich-text';
import { buildMockApi } from '../app';
import { FEED_DIVERSITY } from './feed-diversity';
import { CHINESE, pngUpload } from '../core/test-support';

type Json = { code: number; msg: string; data: any };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Edit and delete one's own items, images in rich text, @ suggestions and the notices of issue 26 — as an attacker would try them. */
describe('mock community: edits, deletes and notices', () => {
  const mock = buildMockApi({ liveSimulation: false });
  const { app, store } = mock;
  const call = async (method: Method, url: string, payload?: unknown, token?: string): Promise<Json> => {
    const response = await app.inject({ method, url, payload: payload as object | undefined, headers: token ? { token } : {} });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Json;
    if (body.code !== 0) expect(body.msg).toMatch(CHINESE);
    return body;
  };
  let phones = 0;
  const member = (nickname = `成员${++phones}号`) => {
    const account = store.accounts.add({
      phone: `1370000${String(++phones).padStart(4, '0')}`,
      passwordHash: '',
      nickname,
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 100,
      wechatOpenId: null,
      createdAt: '2026-01-01T00:00:00+08:00',
    });
    // Posting is paced per account: each test moves on with a fresh allowance.
    return { id: account.id, token: store.issueToken(account.id), account };
  };
  const doc = (text: string): RichDoc => richDocFromText(text);
  const ask = async (token: string, bounty = 0) =>
    (await call('POST', '/community/question', { title: '删除与编辑的问题', body: doc('说明'), tags: [], bounty, anonymous: false }, token))
      .data.id as number;
  const answer = async (token: string, questionId: number, text = '一个回答') =>
    (await call('POST', `/community/question/${questionId}/answer`, { body: doc(text) }, token)).data.id as number;
  const unread = (accountId: number, type: number) => store.messages.list(accountId, [type]);
  const upload = async (token: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/community/upload',
      ...pngUpload(),
      headers: { ...pngUpload().headers, token },
    });
    return (response.json() as Json).data as { url: string; width: number; height: number };
  };
  const imageDoc = (url: string, alt = '接线图'): RichDoc => ({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: '看图' }] },
      { type: 'image', attrs: { src: url, alt, width: 1, height: 1 } },
    ],
  });

  it('edits one’s own question, answer, idea and comment, marks the edit time, and refuses everyone else', async () => {
    const owner = member();
    const other = member();
    const questionId = await ask(owner.token);
    const answerId = await answer(owner.token, questionId);
    const pinId = (await call('POST', '/community/pin', { text: '原来的想法', images: [] }, owner.token)).data.id;
    const commentId = (await call('POST', '/community/comment', { kind: 1, targetId: questionId, text: '原来的评论' }, owner.token)).data
      .id;
    const edits: [string, unknown, (data: unknown) => { editedAt?: string | null }][] = [
      [`/community/question/${questionId}`, { title: '改过的问题标题', body: doc('补充说明'), tags: ['电工'] }, questionDetailSchema.parse],
      [`/community/answer/${answerId}`, { body: doc('改过的回答') }, answerSchema.parse],
      [`/community/pin/${pinId}`, { text: '改过的想法', images: [] }, pinDetailSchema.parse],
      [`/community/comment/${commentId}`, { text: '改过的评论' }, commentSchema.parse],
    ];
    for (const [url, payload, parse] of edits) {
      expect((await call('PUT', url, payload)).code, url).toBe(401);
      expect((await call('PUT', url, payload, other.token)).code, url).toBe(CODE_NOT_AUTHOR);
      const edited = await call('PUT', url, payload, owner.token);
      expect(edited.code, url).toBe(0);
      expect(parse(edited.data).editedAt, url).toMatch(/^\d{4}-/);
    }
    expect((await call('GET', `/community/question/${questionId}`)).data.title).toBe('改过的问题标题');
    expect((await call('GET', `/community/question/${questionId}`)).data.editedAt).toMatch(/^\d{4}-/);
    expect((await call('GET', `/community/pin/${pinId}`)).data.text).toBe('改过的想法');
    const comments = (await call('GET', `/community/comments?kind=1&targetId=${questionId}`)).data.list;
    expect(comments[0].text).toBe('改过的评论');
    expect(comments[0].editedAt).toMatch(/^\d{4}-/);
    // Unknown ids are 404, not 4920: nothing says whether an id exists that is not someone's.
    expect((await call('PUT', '/community/answer/99999999', { body: doc('x') }, owner.token)).code).toBe(404);
    expect((await call('DELETE', '/community/pin/99999999', undefined, owner.token)).code).toBe(404);
  });

  it('edits keep creation’s bounds: over-long, empty, hostile markup shown as text, @ cap, the kept text intact on a refusal', async () => {
    const owner = member();
    const questionId = await ask(owner.token);
    const answerId = await answer(owner.token, questionId, '原文');
    const pinId = (await call('POST', '/community/pin', { text: '原文', images: [] }, owner.token)).data.id;
    const commentId = (await call('POST', '/community/comment', { kind: 4, targetId: pinId, text: '原文' }, owner.token)).data.id;
    expect((await call('PUT', `/community/question/${questionId}`, { title: '短', body: doc(''), tags: [] }, owner.token)).code).toBe(400);
    expect((await call('PUT', `/community/answer/${answerId}`, { body: doc('   ') }, owner.token)).code).toBe(400);
    expect((await call('PUT', `/community/answer/${answerId}`, { body: doc('焊'.repeat(10_001)) }, owner.token)).code).toBe(400);
    expect((await call('PUT', `/community/pin/${pinId}`, { text: '长'.repeat(1001), images: [] }, owner.token)).code).toBe(400);
    expect((await call('PUT', `/community/comment/${commentId}`, { text: '' }, owner.token)).code).toBe(400);
    expect((await call('PUT', `/community/comment/${commentId}`, { text: '评'.repeat(501) }, owner.token)).code).toBe(400);
    const many = Array.from({ length: 11 }, (_, index) => `@成员${index}号`).join(' ');
    expect((await call('PUT', `/community/comment/${commentId}`, { text: many }, owner.token)).code).toBe(CODE_TOO_MANY_MENTIONS);
    expect((await call('PUT', `/community/answer/${answerId}`, { body: { type: 'html', content: '<b>x</b>' } }, owner.token)).code).toBe(
      400,
    );
    expect((await call('GET', `/community/answer/${answerId}`)).data.answer.excerpt).toBe('原文');
    const hostile = '<img src=x onerror="window.__pwned=1">😀\u2028下一行';
    const comment = (await call('PUT', `/community/comment/${commentId}`, { text: hostile }, owner.token)).data;
    expect(comment.text).toBe('<img src=x onerror="window.__pwned=1">😀\n下一行');
    const hostileDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }],
        },
        { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'x', width: 1, height: 1 } },
        { type: 'image', attrs: { src: 'https://evil.example/track.png', alt: 'x', width: 1, height: 1 } },
      ],
    };
    const edited = (await call('PUT', `/community/answer/${answerId}`, { body: hostileDoc }, owner.token)).data;
    expect(edited.body).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] }],
    });
  });

  it('deletes one’s own items once: a second delete or an edit after it is 4901, others get 4920, the counts follow', async () => {
    const owner = member();
    const other = member();
    const asker = member();
    const questionId = await ask(asker.token);
    const mine = await answer(owner.token, questionId, '我的回答');
    await answer(other.token, questionId, '别人的回答');
    expect((await call('GET', `/community/question/${questionId}`)).data.answerCount).toBe(2);
    expect((await call('DELETE', `/community/answer/${mine}`, undefined, other.token)).code).toBe(CODE_NOT_AUTHOR);
    expect((await call('DELETE', `/community/answer/${mine}`)).code).toBe(401);
    const deleted = await call('DELETE', `/community/answer/${mine}`, undefined, owner.token);
    expect(deleted.data).toEqual({ id: mine, count: 1 });
    expect((await call('DELETE', `/community/answer/${mine}`, undefined, owner.token)).code).toBe(CODE_CONTENT_DELETED);
    expect((await call('PUT', `/community/answer/${mine}`, { body: doc('复活') }, owner.token)).code).toBe(CODE_CONTENT_DELETED);
    expect((await call('GET', `/community/answer/${mine}`)).code).toBe(CODE_CONTENT_DELETED);
    expect((await call('GET', `/community/question/${questionId}`)).data.answerCount).toBe(1);
    expect((await call('GET', `/community/question/${questionId}/answers`)).data.total).toBe(1);

    // Comments: a top-level one goes with its replies, and the item's count drops by all of them.
    const pinId = (await call('POST', '/community/pin', { text: '评论计数', images: [] }, asker.token)).data.id;
    const top = (await call('POST', '/community/comment', { kind: 4, targetId: pinId, text: '一级评论' }, owner.token)).data.id;
    await call('POST', '/community/comment', { kind: 4, targetId: pinId, parentId: top, text: '回复一' }, other.token);
    const reply = (await call('POST', '/community/comment', { kind: 4, targetId: pinId, parentId: top, text: '回复二' }, owner.token)).data
      .id;
    await call('POST', '/community/comment', { kind: 4, targetId: pinId, text: '另一条' }, other.token);
    expect((await call('GET', `/community/pin/${pinId}`)).data.commentCount).toBe(4);
    expect((await call('DELETE', `/community/comment/${reply}`, undefined, owner.token)).data).toEqual({ id: reply, count: 3 });
    expect((await call('DELETE', `/community/comment/${top}`, undefined, other.token)).code).toBe(CODE_NOT_AUTHOR);
    expect((await call('DELETE', `/community/comment/${top}`, undefined, owner.token)).data).toEqual({ id: top, count: 1 });
    expect((await call('DELETE', `/community/comment/${top}`, undefined, owner.token)).code).toBe(CODE_CONTENT_DELETED);
    const left = (await call('GET', `/community/comments?kind=4&targetId=${pinId}`)).data;
    expect(left.total).toBe(1);
    expect((await call('GET', `/community/pin/${pinId}`)).data.commentCount).toBe(1);

    // Ideas: gone from the feed and the detail; the topic count follows.
    const topicId = 1;
    const before = (await call('GET', '/community/topics')).data.find((topic: { id: number }) => topic.id === topicId).pinCount;
    const idea = (await call('POST', '/community/pin', { text: '话题里的想法', images: [], topicId }, owner.token)).data.id;
    expect((await call('DELETE', `/community/pin/${idea}`, undefined, other.token)).code).toBe(CODE_NOT_AUTHOR);
    expect((await call('DELETE', `/community/pin/${idea}`, undefined, owner.token)).code).toBe(0);
    expect((await call('GET', `/community/pin/${idea}`)).code).toBe(CODE_CONTENT_DELETED);
    expect((await call('GET', '/community/topics')).data.find((topic: { id: number }) => topic.id === topicId).pinCount).toBe(before);
    const feed = (await call('GET', '/community/feed?tab=pin&size=50')).data.list;
    expect(feed.some((item: { pin: { id: number } }) => item.pin.id === idea)).toBe(false);
  });

  it('a question with answers stays; an empty one goes and its unpaid bounty returns; the accepted answer stays', async () => {
    const asker = member();
    const answerer = member();
    const balance = asker.account.coinBalance;
    const empty = await ask(asker.token, 20);
    expect(store.accounts.byId(asker.id)!.coinBalance).toBe(balance - 20);
    expect((await call('DELETE', `/community/question/${empty}`, undefined, answerer.token)).code).toBe(CODE_NOT_AUTHOR);
    expect((await call('DELETE', `/community/question/${empty}`, undefined, asker.token)).code).toBe(0);
    expect(store.accounts.byId(asker.id)!.coinBalance).toBe(balance);
    expect((await call('DELETE', `/community/question/${empty}`, undefined, asker.token)).code).toBe(CODE_CONTENT_DELETED);
    expect(store.accounts.byId(asker.id)!.coinBalance).toBe(balance);
    expect((await call('GET', `/community/question/${empty}`)).code).toBe(CODE_CONTENT_DELETED);

    const answered = await ask(asker.token);
    const answerId = await answer(answerer.token, answered);
    expect((await call('DELETE', `/community/question/${answered}`, undefined, asker.token)).code).toBe(CODE_QUESTION_HAS_ANSWERS);
    await call('PUT', `/community/question/${answered}/accept`, { answerId }, asker.token);
    expect((await call('DELETE', `/community/answer/${answerId}`, undefined, answerer.token)).code).toBe(CODE_ANSWER_ACCEPTED);
  });

  it('images in questions and answers: the poster’s own uploads only, at most 9, rendered with their size and alt', async () => {
    const owner = member();
    const other = member();
    const mine = await upload(owner.token);
    const theirs = await upload(other.token);
    const questionId = (
      await call(
        'POST',
        '/community/question',
        { title: '带图片的问题', body: imageDoc(mine.url), tags: [], bounty: 0, anonymous: false },
        owner.token,
      )
    ).data.id;
    const shown = (await call('GET', `/community/question/${questionId}`)).data.body.content[1];
    expect(shown).toEqual({ type: 'image', attrs: { src: mine.url, alt: '接线图', width: mine.width, height: mine.height } });
    expect((await call('POST', `/community/question/${questionId}/answer`, { body: imageDoc(theirs.url) }, owner.token)).code).toBe(
      CODE_IMAGE_NOT_OWNED,
    );
    const gone = '/api/community/image/never-uploaded.png';
    expect((await call('POST', `/community/question/${questionId}/answer`, { body: imageDoc(gone) }, owner.token)).code).toBe(
      CODE_IMAGE_NOT_OWNED,
    );
    const ten: RichDoc = { type: 'doc', content: Array.from({ length: 10 }, () => imageDoc(mine.url).content[1]!) };
    expect((await call('POST', `/community/question/${questionId}/answer`, { body: ten }, owner.token)).code).toBe(CODE_TOO_MANY_IMAGES);
    const answerId = await call('POST', `/community/question/${questionId}/answer`, { body: imageDoc(mine.url, '') }, owner.token);
    expect(answerId.data.body.content[1].attrs.alt).toBe('图片');
    // An edit may keep the images it had, not take someone else's.
    expect((await call('PUT', `/community/answer/${answerId.data.id}`, { body: imageDoc(mine.url, '改过的说明') }, owner.token)).code).toBe(
      0,
    );
    expect((await call('PUT', `/community/answer/${answerId.data.id}`, { body: imageDoc(theirs.url) }, owner.token)).code).toBe(
      CODE_IMAGE_NOT_OWNED,
    );
  });

  it('@ suggestions: signed in, a query of 1–16 characters, people I follow first, never myself, at most 8', async () => {
    const me = member('提示测试本人');
    const followed = member('提示测试小张');
    const others = Array.from({ length: 12 }, (_, index) => member(`提示测试${String.fromCharCode(0x4e00 + index)}`));
    await call('PUT', '/community/follow', { userId: followed.id, action: 1 }, me.token);
    expect((await call('GET', `/community/mention-suggestions?q=${encodeURIComponent('提示')}`)).code).toBe(401);
    expect((await call('GET', '/community/mention-suggestions?q=', undefined, me.token)).code).toBe(400);
    expect((await call('GET', `/community/mention-suggestions?q=${'长'.repeat(17)}`, undefined, me.token)).code).toBe(400);
    const list = (await call('GET', `/community/mention-suggestions?q=${encodeURIComponent('提示测试')}`, undefined, me.token)).data;
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ id: followed.id, followed: true });
    expect(list.some((person: { id: number }) => person.id === me.id)).toBe(false);
    expect(list.slice(1).every((person: { followed: boolean }) => !person.followed)).toBe(true);
    expect(others.length).toBe(12);
    const one = (await call('GET', `/community/mention-suggestions?q=${encodeURIComponent('小张')}`, undefined, me.token)).data;
    expect(one.map((person: { id: number }) => person.id)).toEqual([followed.id]);
  });

  it('an edit that @s someone sends one @ message, and keeping the @ in a later edit sends no second', async () => {
    const author = member();
    const named = member('被提到的人甲');
    const pinId = (await call('POST', '/community/pin', { text: '没有提到谁', images: [] }, author.token)).data.id;
    await call('PUT', `/community/pin/${pinId}`, { text: '请教 @被提到的人甲', images: [] }, author.token);
    await call('PUT', `/community/pin/${pinId}`, { text: '再请教 @被提到的人甲 一次', images: [] }, author.token);
    expect(unread(named.id, MessageType.MENTION)).toHaveLength(1);
  });

  it('like → unlike → like leaves one message; so does favourite → unfavourite → favourite', async () => {
    const author = member();
    const fan = member();
    const pinId = (await call('POST', '/community/pin', { text: '点赞去重', images: [] }, author.token)).data.id;
    for (const action of [1, 2, 1, 2, 1])
      expect((await call('PUT', '/community/like', { kind: 4, id: pinId, action }, fan.token)).code).toBe(0);
    expect(unread(author.id, MessageType.LIKE_IDEA)).toHaveLength(1);
    for (const on of [true, false, true]) await call('PUT', '/community/favorite', { kind: 4, id: pinId, on }, fan.token);
    expect(unread(author.id, MessageType.FAVORITE_IDEA)).toHaveLength(1);
    // Another person's like is another message.
    await call('PUT', '/community/like', { kind: 4, id: pinId, action: 1 }, member().token);
    expect(unread(author.id, MessageType.LIKE_IDEA)).toHaveLength(2);
  });

  it('following sends 新粉丝 (48) once per follower, however often they unfollow and follow again', async () => {
    const star = member();
    const fan = member();
    for (const action of [1, 2, 1, 2, 1]) await call('PUT', '/community/follow', { userId: star.id, action }, fan.token);
    const notices = unread(star.id, MessageType.NEW_FOLLOWER);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ senderId: fan.id, link: `/user/${fan.id}` });
    const listed = (await call('GET', '/sys/message/list?messageTypes=48&page=1&size=10', undefined, star.token)).data;
    expect(JSON.stringify(listed)).toContain('关注了你');
  });

  it('采纳 tells the answerer (47, 回答我的) with the bounty, once; only the asker may, once', async () => {
    const asker = member();
    const answerer = member();
    const stranger = member();
    const questionId = await ask(asker.token, 10);
    const answerId = await answer(answerer.token, questionId);
    expect((await call('PUT', `/community/question/${questionId}/accept`, { answerId }, stranger.token)).code).toBe(4905);
    expect((await call('PUT', `/community/question/${questionId}/accept`, { answerId }, asker.token)).code).toBe(0);
    expect((await call('PUT', `/community/question/${questionId}/accept`, { answerId }, asker.token)).code).toBe(4905);
    const notices = unread(answerer.id, MessageType.ANSWER_ACCEPTED);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.action).toContain('10 技能币');
    expect(notices[0]!.link).toBe(`/community/question/${questionId}/answer/${answerId}`);
  });

  it('推荐 opens with at most one item per question on its first screen, then none side by side; deterministic; the cursor still pages every item once', async () => {
    // Three fresh answers to one question: newest first, they would open the feed together.
    const asker = member();
    const questionId = await ask(asker.token);
    for (const writer of [member(), member(), member()]) await answer(writer.token, questionId, `抢先的回答 ${writer.id}`);
    const read = async () => {
      const items: ReturnType<typeof feedItemSchema.parse>[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page: Json = await call('GET', `/community/feed?tab=recommend&size=12${cursor ? `&cursor=${cursor}` : ''}`);
        items.push(...page.data.list.map((raw: unknown) => feedItemSchema.parse(raw)));
        cursor = page.data.nextCursor;
      }
      return items;
    };
    const first = await read();
    const questionOf = (item: (typeof first)[number]) =>
      item.kind === 'question' ? item.question.id : item.kind === 'answer' ? item.answer.questionId : null;
    const screen = first
      .slice(0, FEED_DIVERSITY.firstScreen)
      .map(questionOf)
      .filter((id) => id !== null);
    expect(new Set(screen).size).toBe(screen.length);
    expect(first.filter((item) => questionOf(item) === questionId).length).toBe(4);
    for (let index = FEED_DIVERSITY.firstScreen; index < first.length; index++) {
      const id = questionOf(first[index]!);
      const before = first.slice(Math.max(0, index - FEED_DIVERSITY.spread), index).map(questionOf);
      // Only a question with more items than the look-ahead can hold may sit beside its own.
      if (id !== null && before.includes(id)) expect(first.filter((item) => questionOf(item) === id).length).toBeGreaterThan(3);
    }
    const keys = first.map(
      (item) =>
        `${item.kind}-${'question' in item && item.kind === 'question' ? item.question.id : item.kind === 'answer' ? item.answer.id : item.kind === 'pin' ? item.pin.id : item.video.id}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(JSON.stringify((await read()).map((item) => item.kind))).toBe(JSON.stringify(first.map((item) => item.kind)));
  });
});
