import { describe, expect, it } from 'vitest';
import {
  answerDetailSchema,
  answerSchema,
  commentSchema,
  commentThreadSchema,
  communitySidebarSchema,
  feedItemSchema,
  pinDetailSchema,
  questionDetailSchema,
  topicSchema,
} from '@shared/schemas/community';
import { MessageType } from '@shared/enums/message';
import { richDocFromText, type RichDoc } from '@shared/lib/rich-text';
import { buildMockApi } from '../app';
import { CHINESE } from '../core/test-support';

type Json = { code: number; msg: string; data: any };

describe('mock community', () => {
  const mock = buildMockApi({ liveSimulation: false });
  const { app, store } = mock;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string): Promise<Json> => {
    const response = await app.inject({ method, url, payload: payload as object | undefined, headers: token ? { token } : {} });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Json;
    if (body.code !== 0) expect(body.msg).toMatch(CHINESE);
    return body;
  };
  const learner = () =>
    store.issueToken(
      store.accounts.add({
        phone: `135${Math.floor(Math.random() * 1e8)}`,
        passwordHash: '',
        nickname: `学员${Math.floor(Math.random() * 1e5)}`,
        gender: 1,
        signature: '',
        realNameVerified: false,
        coinBalance: 100,
        wechatOpenId: null,
        createdAt: '2026-01-01T00:00:00+08:00',
      }).id,
    );
  const demo = (id: 1 | 2) => store.issueToken(id);
  const unread = (accountId: number, type: number) => store.messages.list(accountId, [type]).filter((message) => message.readFlag === 1);

  it('pages every feed tab by cursor: newest first, no repeats, the end says null; kinds per tab', async () => {
    for (const tab of ['recommend', 'question', 'pin', 'video']) {
      const seen = new Set<string>();
      let cursor: string | null = '';
      let previous = Infinity;
      for (let guard = 0; cursor !== null && guard < 100; guard++) {
        const { data }: Json = await call('GET', `/community/feed?tab=${tab}&size=20${cursor ? `&cursor=${cursor}` : ''}`);
        for (const raw of data.list) {
          const item = feedItemSchema.parse(raw);
          const record =
            item.kind === 'question' ? item.question : item.kind === 'answer' ? item.answer : item.kind === 'pin' ? item.pin : item.video;
          const key = `${item.kind}-${record.id}`;
          expect(seen.has(key), key).toBe(false);
          seen.add(key);
          // 推荐 spreads a question's items apart (feed-diversity.ts, tested in community-edits.test.ts): the others are newest first.
          if (tab !== 'recommend') expect(Date.parse(record.createdAt)).toBeLessThanOrEqual(previous);
          previous = Date.parse(record.createdAt);
          if (tab !== 'recommend') expect(item.kind).toBe(tab);
        }
        cursor = data.nextCursor;
      }
      expect(cursor).toBeNull();
      expect(seen.size, tab).toBeGreaterThan(tab === 'video' ? 10 : 60);
    }
    expect((await call('GET', '/community/feed?cursor=nonsense')).code).toBe(400);
    expect((await call('GET', '/community/feed?tab=follow')).code).toBe(401);
    const follow = (await call('GET', '/community/feed?tab=follow', undefined, demo(1))).data;
    const followed = new Set(store.community.followsOf(1));
    expect(follow.list.length).toBeGreaterThan(0);
    for (const item of follow.list) expect(followed.has((item.answer ?? item.question ?? item.pin ?? item.video).author.id)).toBe(true);
  });

  it('filters ideas by topic; sidebar and topics parse', async () => {
    const sidebar = communitySidebarSchema.parse((await call('GET', '/community/sidebar')).data);
    expect(sidebar.banners.map((banner) => banner.slot).sort()).toEqual([3, 3, 3, 4, 4, 4]);
    expect(sidebar.hotTopics.length).toBeGreaterThan(3);
    const topic = sidebar.hotTopics[0]!;
    const { data } = await call('GET', `/community/feed?tab=pin&topicId=${topic.id}&size=50`);
    expect(data.list.length).toBe(Math.min(50, topic.pinCount));
    for (const item of data.list) expect(item.pin.topic.id).toBe(topic.id);
    expect((await call('GET', '/community/topics')).data.map((raw: unknown) => topicSchema.parse(raw)).length).toBe(10);
  });

  it('asks with a bounty held from the balance; over the balance 4902; bad input 400 in Chinese', async () => {
    const token = learner();
    const account = store.accountByToken(token)!;
    const body = richDocFromText('实操考试怎么准备？');
    expect(await call('POST', '/community/question', { title: '短', body, tags: [], bounty: 0, anonymous: false }, token)).toMatchObject({
      code: 400,
    });
    expect(
      await call(
        'POST',
        '/community/question',
        { title: '焊工实操怎么准备', body, tags: ['1', '2', '3', '4', '5', '6'], bounty: 0, anonymous: false },
        token,
      ),
    ).toMatchObject({ code: 400, msg: expect.stringContaining('最多添加 5 个标签') });
    expect(
      await call('POST', '/community/question', { title: '焊工实操怎么准备', body, tags: [], bounty: 101, anonymous: false }, token),
    ).toMatchObject({ code: 4902 });
    expect(
      await call(
        'POST',
        '/community/question',
        { title: '焊工实操怎么准备', body: '<p>x</p>', tags: [], bounty: 0, anonymous: false },
        token,
      ),
    ).toMatchObject({ code: 400 });
    expect(
      await call('POST', '/community/question', { title: '焊工实操怎么准备', body, tags: [], bounty: 0, anonymous: false }),
    ).toMatchObject({ code: 401 });
    const asked = await call(
      'POST',
      '/community/question',
      { title: '焊工实操怎么准备？', body, tags: ['焊工', '#实操', '焊工'], bounty: 30, anonymous: true },
      token,
    );
    expect(asked.code).toBe(0);
    expect(account.coinBalance).toBe(70);
    const detail = questionDetailSchema.parse((await call('GET', `/community/question/${asked.data.id}`, undefined, token)).data);
    expect(detail).toMatchObject({
      title: '焊工实操怎么准备？',
      tags: ['焊工', '实操'],
      bounty: 30,
      anonymous: true,
      author: { id: null, nickname: '匿名用户' },
      viewer: { mine: true },
    });
    const other = questionDetailSchema.parse((await call('GET', `/community/question/${asked.data.id}`)).data);
    expect(other.viewer.mine).toBe(false);
    expect(other.viewCount).toBe(2);
  });

  it('sanitises stored rich text: javascript: links lose their href, unknown nodes go', async () => {
    const token = learner();
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '点我', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            { type: 'image', attrs: { src: 'x' } },
          ],
        },
        { type: 'html', content: '<script>' },
      ],
    };
    const asked = await call(
      'POST',
      '/community/question',
      { title: '一个带链接的问题', body, tags: [], bounty: 0, anonymous: false },
      token,
    );
    const stored = store.community.questions.get(asked.data.id)!.body;
    expect(JSON.stringify(stored)).not.toMatch(/javascript|image|html|script/);
    expect(stored.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: '点我' }] });
  });

  it('answer → the asker gets 回答我的 with a link; sorting; accept pays the bounty once, asker only', async () => {
    const asker = learner();
    const askerId = store.accountByToken(asker)!.id;
    const { data } = await call(
      'POST',
      '/community/question',
      { title: '电工证多久能考下来？', body: richDocFromText('零基础'), tags: [], bounty: 20, anonymous: false },
      asker,
    );
    const answerer = demo(2);
    const before = store.accounts.byId(2)!.coinBalance;
    const mention: RichDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '三个月左右 ' },
            { type: 'mention', attrs: { id: 1, label: '技能学员小王' } },
          ],
        },
      ],
    };
    const answered = await call('POST', `/community/question/${data.id}/answer`, { body: mention }, answerer);
    const answer = answerSchema.parse(answered.data);
    expect(answered.data.questionAnswerCount).toBe(1);
    expect(await call('POST', `/community/question/${data.id}/answer`, { body: richDocFromText('   ') }, answerer)).toMatchObject({
      code: 400,
      msg: '回答不能为空',
    });
    const [message] = unread(askerId, MessageType.ANSWER);
    expect(message).toMatchObject({
      senderId: 2,
      action: '回答了你的问题',
      title: '电工证多久能考下来？',
      link: `/community/question/${data.id}/answer/${answer.id}`,
    });
    expect(unread(1, MessageType.MENTION)[0]).toMatchObject({ senderId: 2, link: `/community/question/${data.id}/answer/${answer.id}` });

    const second = answerSchema.parse(
      (await call('POST', `/community/question/${data.id}/answer`, { body: richDocFromText('看个人基础') }, demo(1))).data,
    );
    await call('PUT', '/community/like', { kind: 2, id: second.id, action: 1 }, learner());
    const byVotes = (await call('GET', `/community/question/${data.id}/answers?sort=votes`)).data.list.map(
      (item: { id: number }) => item.id,
    );
    expect(byVotes).toEqual([second.id, answer.id]);
    const byTime = (await call('GET', `/community/question/${data.id}/answers?sort=time`)).data.list.map((item: { id: number }) => item.id);
    expect(byTime).toEqual([second.id, answer.id]);

    expect(await call('PUT', `/community/question/${data.id}/accept`, { answerId: answer.id }, answerer)).toMatchObject({ code: 4905 });
    expect(await call('PUT', `/community/question/${data.id}/accept`, { answerId: answer.id }, asker)).toMatchObject({
      code: 0,
      data: { acceptedAnswerId: answer.id },
    });
    expect(store.accounts.byId(2)!.coinBalance).toBe(before + 20);
    expect(await call('PUT', `/community/question/${data.id}/accept`, { answerId: second.id }, asker)).toMatchObject({ code: 4905 });
    // Accepted first when sorted by votes.
    expect((await call('GET', `/community/question/${data.id}/answers`)).data.list[0].id).toBe(answer.id);
    const detail = answerDetailSchema.parse((await call('GET', `/community/answer/${answer.id}`)).data);
    expect(detail).toMatchObject({ answer: { accepted: true }, question: { id: data.id, answerCount: 2, authorId: askerId } });
  });

  it('like / cancel / dislike: counts, 4903 on one’s own, 4904 twice, a like message once', async () => {
    const token = learner();
    const likerId = store.accountByToken(token)!.id;
    const pin = [...store.community.pins.values()].find((candidate) => candidate.authorId === 1)!;
    const start = pinDetailSchema.parse((await call('GET', `/community/pin/${pin.id}`)).data).likeCount;
    expect(await call('PUT', '/community/like', { kind: 4, id: pin.id, action: 1 }, token)).toMatchObject({
      code: 0,
      data: { liked: true, disliked: false, likeCount: start + 1 },
    });
    expect(await call('PUT', '/community/like', { kind: 4, id: pin.id, action: 1 }, token)).toMatchObject({ code: 4904 });
    expect(await call('PUT', '/community/like', { kind: 4, id: pin.id, action: 3 }, token)).toMatchObject({
      code: 0,
      data: { liked: false, disliked: true, likeCount: start },
    });
    expect(await call('PUT', '/community/like', { kind: 4, id: pin.id, action: 3 }, token)).toMatchObject({ code: 4904 });
    expect(await call('PUT', '/community/like', { kind: 4, id: pin.id, action: 2 }, token)).toMatchObject({
      code: 0,
      data: { liked: false, disliked: false, likeCount: start },
    });
    expect(await call('PUT', '/community/like', { kind: 4, id: pin.id, action: 1 }, demo(1))).toMatchObject({ code: 4903 });
    expect(await call('PUT', '/community/like', { kind: 4, id: 999_999, action: 1 }, token)).toMatchObject({ code: 404 });
    expect(store.messages.list(1, [MessageType.LIKE_IDEA]).filter((message) => message.senderId === likerId)).toHaveLength(1);

    expect(await call('PUT', '/community/favorite', { kind: 4, id: pin.id, on: true }, token)).toMatchObject({
      code: 0,
      data: { favorited: true },
    });
    expect(await call('PUT', '/community/favorite', { kind: 4, id: pin.id, on: true }, token)).toMatchObject({
      code: 0,
      data: { favorited: true },
    });
    expect(store.messages.list(1, [MessageType.FAVORITE_IDEA]).filter((message) => message.senderId === likerId)).toHaveLength(1);
    expect(pinDetailSchema.parse((await call('GET', `/community/pin/${pin.id}`, undefined, token)).data).viewer).toEqual({
      liked: false,
      disliked: false,
      favorited: true,
      mine: false,
    });
  });

  it('comments and replies: two levels, counts, reply messages, @nickname → 35', async () => {
    const token = learner();
    const pin = [...store.community.pins.values()].find((candidate) => candidate.authorId === 1)!;
    const count = pin.commentCount;
    const top = commentSchema.parse(
      (await call('POST', '/community/comment', { kind: 4, targetId: pin.id, text: '写得好 @焊工老李' }, token)).data,
    );
    expect(store.messages.list(1, [MessageType.COMMENT_IDEA])[0]).toMatchObject({
      content: '写得好 @焊工老李',
      link: `/community/pin/${pin.id}`,
    });
    expect(store.messages.list(2, [MessageType.MENTION])[0]).toMatchObject({ action: '在评论中@了你', link: `/community/pin/${pin.id}` });
    const reply = commentSchema.parse(
      (await call('POST', '/community/comment', { kind: 4, targetId: pin.id, parentId: top.id, text: '谢谢' }, demo(1))).data,
    );
    const nested = commentSchema.parse(
      (
        await call(
          'POST',
          '/community/comment',
          { kind: 4, targetId: pin.id, parentId: reply.id, replyToId: reply.id, text: '不客气' },
          token,
        )
      ).data,
    );
    expect(nested.replyTo).toMatchObject({ id: reply.id, nickname: '技能学员小王' });
    expect(store.messages.list(1, [MessageType.COMMENT_COMMENT])[0]).toMatchObject({ quote: '谢谢', content: '不客气' });
    expect(pin.commentCount).toBe(count + 3);
    const threads = (await call('GET', `/community/comments?kind=4&targetId=${pin.id}&size=100`)).data;
    const thread = commentThreadSchema.parse(threads.list.find((item: { id: number }) => item.id === top.id));
    expect(thread.replies.map((item) => item.id)).toEqual([reply.id, nested.id]);
    expect(thread.replyCount).toBe(2);
    expect((await call('GET', `/community/comments?kind=4&targetId=${pin.id}&parentId=${top.id}`)).data.total).toBe(2);
    // Each post answers the item's comment count with it (the page shows the server's count).
    expect((await call('POST', '/community/comment', { kind: 4, targetId: pin.id, text: '再来一条' }, token)).data).toMatchObject({
      targetCommentCount: count + 4,
    });
    expect(await call('POST', '/community/comment', { kind: 4, targetId: pin.id, text: '  ' }, token)).toMatchObject({ code: 400 });
    expect(await call('POST', '/community/comment', { kind: 4, targetId: pin.id, text: 'x'.repeat(501) }, token)).toMatchObject({
      code: 400,
    });
  });

  it('@ a nickname two learners share: the author of what is discussed is the one meant', async () => {
    const namesake = () =>
      store.accounts.add({
        phone: `133${Math.floor(Math.random() * 1e8)}`,
        passwordHash: '',
        nickname: '学员同名',
        gender: 1,
        signature: '',
        realNameVerified: false,
        coinBalance: 0,
        wechatOpenId: null,
        createdAt: '2026-01-01T00:00:00+08:00',
      });
    const author = namesake();
    namesake();
    const pin = (await call('POST', '/community/pin', { text: '同名测试', images: [] }, store.issueToken(author.id))).data;
    await call('POST', '/community/comment', { kind: 4, targetId: pin.id, text: '说得好 @学员同名' }, demo(2));
    expect(store.messages.list(author.id, [MessageType.MENTION])).toHaveLength(1);
  });

  it('moderation deletes: 4901 afterwards, the author gets 系统通知, answering a deleted question refused', async () => {
    const token = learner();
    const { data } = await call(
      'POST',
      '/community/question',
      { title: '这个问题会被删除', body: richDocFromText(''), tags: [], bounty: 0, anonymous: false },
      token,
    );
    const authorId = store.accountByToken(token)!.id;
    store.community.remove(1, data.id);
    store.communityMessages.removed(1, data.id);
    expect(await call('GET', `/community/question/${data.id}`)).toMatchObject({ code: 4901, msg: '内容已被删除' });
    expect(await call('POST', `/community/question/${data.id}/answer`, { body: richDocFromText('回答') }, demo(2))).toMatchObject({
      code: 4901,
    });
    expect(await call('PUT', '/community/like', { kind: 1, id: data.id, action: 1 }, demo(2))).toMatchObject({ code: 4901 });
    expect(store.messages.list(authorId, [MessageType.DELETE_QUESTION])[0]).toMatchObject({ senderId: null, title: '这个问题会被删除' });
  });

  it('reports: a reason, not one’s own, once', async () => {
    const token = learner();
    const pin = [...store.community.pins.values()][10]!;
    expect(await call('POST', '/community/report', { kind: 4, id: pin.id, reason: 1, detail: '广告' }, token)).toMatchObject({ code: 0 });
    expect(await call('POST', '/community/report', { kind: 4, id: pin.id, reason: 1 }, token)).toMatchObject({ code: 4904 });
    expect(await call('POST', '/community/report', { kind: 4, id: pin.id, reason: 9 }, token)).toMatchObject({ code: 400 });
  });

  it('seeds the hostile texts among the newest ideas, stored as text', async () => {
    const { data } = await call('GET', '/community/feed?tab=pin&size=50');
    const texts = data.list.map((item: { pin: { text: string } }) => item.pin.text).join('\n');
    for (const needle of ['<script>', '</script>', 'onerror=', 'javascript:', '<svg onload=', '\u2028', '\u2029'])
      expect(texts).toContain(needle);
    expect(data.list.some((item: { pin: { text: string } }) => /\S{150}/.test(item.pin.text))).toBe(true);
  });

  it('search lists the community’s questions as they are: a new one is found, a deleted one is gone', async () => {
    const token = learner();
    const { data } = await call(
      'POST',
      '/community/question',
      { title: '数控车床对刀有什么诀窍', body: richDocFromText('对刀总是偏'), tags: ['数控车床操作工'], bounty: 0, anonymous: false },
      token,
    );
    const found = (await call('GET', `/search?keyword=${encodeURIComponent('对刀 诀窍')}&type=question`)).data;
    expect(found.hits.list.map((hit: { id: number }) => hit.id)).toContain(data.id);
    expect(found.hits.list.find((hit: { id: number }) => hit.id === data.id)).toMatchObject({
      answerCount: 0,
      solved: false,
      professionId: expect.any(Number),
    });
    store.community.remove(1, data.id);
    const gone = (await call('GET', `/search?keyword=${encodeURIComponent('对刀 诀窍')}&type=question`)).data;
    expect(gone.hits.list.map((hit: { id: number }) => hit.id)).not.toContain(data.id);
    const hostile = (await call('GET', '/search?keyword=script&type=question')).data;
    expect(hostile.hits.list[0].title).toContain('<script>');
  });
});

describe('mock message seed and live reminders', () => {
  const mock = buildMockApi({ liveSimulation: false });
  const { store } = mock;

  it('seeds all 37 types for the first demo account, links on every grouped one, several unread', () => {
    const all = store.messages.list(
      1,
      Array.from({ length: 37 }, (_, index) => index + 1),
    );
    expect(new Set(all.map((message) => message.type)).size).toBe(37);
    for (const message of all) expect(message.link ?? '').toMatch(/^\//);
    const unread = store.messages.counts(1, 1);
    expect(unread.reduce((sum, entry) => sum + entry.count, 0)).toBeGreaterThan(8);
    // Types no group shows start read (the bell can always be cleared by visiting the groups).
    for (const type of [1, 2, 3, 21, 22]) expect(unread.find((entry) => entry.type === type)).toBeUndefined();
    // Links to the demo learner's own content open real items.
    const answerLinks = all.filter((message) => message.type === MessageType.ANSWER && /answer\/\d+$/.test(message.link!));
    for (const message of answerLinks) {
      const [, questionId, answerId] = /question\/(\d+)\/answer\/(\d+)$/.exec(message.link!)!;
      expect(store.community.answers.get(Number(answerId))?.questionId).toBe(Number(questionId));
    }
  });

  it('a reminder is delivered once when its class starts (by the clock, or started early)', async () => {
    const live = store.catalogue.lives.find((candidate) => candidate.status === 1)!;
    const token = store.issueToken(2);
    const set = await mock.app.inject({ method: 'PUT', url: `/live/${live.id}/reminder`, payload: { on: true }, headers: { token } });
    expect(set.json()).toMatchObject({ code: 0, data: { reminded: true } });
    const before = store.messages.list(2, [MessageType.LIVE_START]).length;
    store.liveReminders.deliverDue();
    expect(store.messages.list(2, [MessageType.LIVE_START]).length).toBe(before);
    store.liveReminders.deliverDue(live.id);
    const [message] = store.messages.list(2, [MessageType.LIVE_START]);
    expect(message).toMatchObject({ title: live.title, link: `/live/${live.id}/play`, readFlag: 1 });
    store.liveReminders.deliverDue(live.id);
    expect(store.messages.list(2, [MessageType.LIVE_START]).length).toBe(before + 1);
  });
});

describe('community abuse limits (issue 23, low findings)', () => {
  let now = Date.parse('2026-11-24T10:00:00+08:00');
  const mock = buildMockApi({ liveSimulation: false, now: () => now });
  const { app, store } = mock;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string): Promise<Json> => {
    const body = (
      await app.inject({ method, url, payload: payload as object | undefined, headers: token ? { token } : {} })
    ).json() as Json;
    if (body.code !== 0) expect(body.msg).toMatch(CHINESE);
    return body;
  };
  let phones = 0;
  const account = (nickname = `限流${++phones}`) =>
    store.accounts.add({
      phone: `1341234${String(++phones).padStart(4, '0')}`,
      passwordHash: '',
      nickname,
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 100,
      wechatOpenId: null,
      createdAt: '2026-01-01T00:00:00+08:00',
    });
  const comment = (token: string, targetId: number, text: string) => call('POST', '/community/comment', { kind: 4, targetId, text }, token);

  it('comments: five in a row, then one per 10 s (refused in Chinese, nothing stored, nobody notified), and 100 a day', async () => {
    const target = account();
    const pin = (await call('POST', '/community/pin', { text: '限流测试的想法', images: [] }, store.issueToken(target.id))).data;
    const writer = store.issueToken(account().id);
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await comment(writer, pin.id, `第 ${i} 条 @${target.nickname}`)).code);
    expect(codes).toEqual([0, 0, 0, 0, 0, 4909, 4909, 4909]);
    expect((await comment(writer, pin.id, '再来')).msg).toMatch(/发布太频繁了，请 \d+ 秒后再试/);
    expect(store.messages.list(target.id, [MessageType.MENTION])).toHaveLength(5);
    now += 10_000;
    expect((await comment(writer, pin.id, '十秒后')).code).toBe(0);
    expect((await comment(writer, pin.id, '又太快')).code).toBe(4909);
    // The daily cap: 100 posts of any kind, then none until the next Beijing day.
    let posted = 6;
    while (posted < 100) {
      now += 10_000;
      expect((await comment(writer, pin.id, `第 ${posted} 条`)).code).toBe(0);
      posted += 1;
    }
    now += 60_000;
    const capped = await comment(writer, pin.id, '第 101 条');
    expect(capped.code).toBe(4910);
    expect(capped.msg).toMatch(/今天发布的内容已达 100 条上限/);
    expect((await call('POST', `/community/question/1/answer`, { body: richDocFromText('今天的回答也到上限了') }, writer)).code).toBe(4910);
    now = Date.parse('2026-11-25T00:00:01+08:00');
    expect((await comment(writer, pin.id, '新的一天')).code).toBe(0);
  });

  it('answers and questions share the pace; a post may @ at most ten people', async () => {
    const writer = store.issueToken(account().id);
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/community/question/1/answer', { body: richDocFromText(`回答 ${i}`) }, writer)).code).toBe(0);
    expect(
      (
        await call(
          'POST',
          '/community/question',
          { title: '又一个问题的标题', body: richDocFromText(''), tags: [], bounty: 0, anonymous: false },
          writer,
        )
      ).code,
    ).toBe(4909);
    now += 60_000;
    const named = Array.from({ length: 11 }, () => account());
    const pin = (await call('POST', '/community/pin', { text: '点名测试', images: [] }, store.issueToken(named[0]!.id))).data;
    const many = await comment(writer, pin.id, named.map((one) => `@${one.nickname}`).join(' '));
    expect(many).toMatchObject({ code: 4911, msg: '一条内容最多 @ 10 个人' });
    for (const one of named) expect(store.messages.list(one.id, [MessageType.MENTION])).toHaveLength(0);
    expect(
      (
        await comment(
          writer,
          pin.id,
          named
            .slice(0, 10)
            .map((one) => `@${one.nickname}`)
            .join(' '),
        )
      ).code,
    ).toBe(0);
    expect(store.messages.list(named[9]!.id, [MessageType.MENTION])).toHaveLength(1);
  });

  it('an anonymous question’s @ messages do not name its author, to anyone', async () => {
    now += 60_000;
    const asker = account();
    const named = account();
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '请教 ' },
            { type: 'mention', attrs: { id: named.id, label: named.nickname } },
          ],
        },
      ],
    } as unknown as RichDoc;
    const asked = await call(
      'POST',
      '/community/question',
      { title: '匿名提问会暴露我吗', body, tags: [], bounty: 0, anonymous: true },
      store.issueToken(asker.id),
    );
    expect(asked.code, asked.msg).toBe(0);
    const [stored] = store.messages.list(named.id, [MessageType.MENTION]);
    expect(stored).toBeDefined();
    expect(stored!.senderId).not.toBe(asker.id);
    const listed = await call(
      'GET',
      `/sys/message/list?messageTypes=${MessageType.MENTION}&page=1&size=10`,
      undefined,
      store.issueToken(named.id),
    );
    const text = JSON.stringify(listed.data);
    expect(text).not.toContain(asker.nickname);
    expect(text).not.toContain(`"id":${asker.id},`);
    expect(listed.data.list[0]).toMatchObject({ sender: { id: null, nickname: '匿名用户' } });
  });

  it('nicknames: a look-alike of another account’s (case, full-width, zero-width, spaces, compatibility ideographs) is refused; one’s own stays; @ resolves exactly', async () => {
    now += 60_000;
    const owner = account('理发师Kevin');
    account('焊工老张');
    account('金牌焊工');
    const impostor = account('冒名者');
    const token = store.issueToken(impostor.id);
    const profile = (nickname: string) =>
      call('PUT', '/user/profile', { nickname, gender: 1, education: null, birthday: '', bio: '' }, token);
    // U+2F2F is the Kangxi radical ⼯, drawn like 工; U+F90A a compatibility 金.
    for (const lookAlike of ['理发师kevin', '理发师ＫＥＶＩＮ', '理发师Ke\u200Bvin', ' 理发师Kevin ', '焊\u2F2F老张', '焊工老张']) {
      const refused = await profile(lookAlike);
      expect(refused.code, JSON.stringify(lookAlike)).not.toBe(0);
    }
    expect((await profile('理发师Kevin')).msg).toMatch(/昵称已被使用/);
    expect((await profile('\uF90A牌焊工')).msg).toMatch(/昵称已被使用/);
    expect(impostor.nickname).toBe('冒名者');
    // Saved normalised: full-width letters become plain ones.
    expect((await profile('新昵称ＡＢＣ')).data).toMatchObject({ profile: { nickname: '新昵称ABC' } });
    // The owner may save their own nickname again.
    expect(
      (
        await call(
          'PUT',
          '/user/profile',
          { nickname: '理发师Kevin', gender: 1, education: null, birthday: '', bio: '' },
          store.issueToken(owner.id),
        )
      ).code,
    ).toBe(0);
    // An @ reaches exactly the account of that nickname, never a look-alike.
    const pin = (await call('POST', '/community/pin', { text: '@理发师Kevin 看看这个', images: [] }, store.issueToken(account().id))).data;
    expect(pin).toBeDefined();
    expect(store.messages.list(owner.id, [MessageType.MENTION])).toHaveLength(1);
    expect(store.messages.list(impostor.id, [MessageType.MENTION])).toHaveLength(0);
    // Default nicknames may repeat (学员 + four digits): a newer namesake does not take the older one's @.
    const older = account('学员0427');
    const newer = account('学员0427');
    await call('POST', '/community/pin', { text: '@学员0427 你好', images: [] }, store.issueToken(account().id));
    expect(store.messages.list(older.id, [MessageType.MENTION])).toHaveLength(1);
    expect(store.messages.list(newer.id, [MessageType.MENTION])).toHaveLength(0);
  });
});
