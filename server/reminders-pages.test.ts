import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_GROUPS } from '@shared/enums/message';
import { buildTestApp, type TestApp } from './test-support/app';
import { elementsOf, only, parsePage, textOf, titleOf } from './test-support/html';

/** Issue 36 §4: 提醒设置 (/setting/notify) and the unsubscribe page every reminder links to, rendered on the server. */
describe('reminder pages rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signedIn = (accountId: number) => ({ cookie: `skill_token=${app.mockApi.store.issueToken(accountId)}` });

  /** The unsubscribe link of a notice in 技能学员小王's 系统通知 (his finished journey's 准考证, 成绩, 证书). */
  async function demoUnsubscribeLink(): Promise<string> {
    const types = MESSAGE_GROUPS.system.types.join(',');
    const listed = await app.inject({ url: `/api/sys/message/list?messageTypes=${types}&page=1&size=50`, headers: signedIn(1) });
    const { list } = (listed.json() as { data: { list: { unsubscribe?: string | null }[] } }).data;
    const link = list.find((message) => message.unsubscribe)?.unsubscribe;
    expect(link).toMatch(/^\/reminders\/unsubscribe\?token=/);
    return link!;
  }

  it('/setting/notify: signed out → sign in first; signed in → every event × channel as a labelled checkbox, the quiet hours, the WeChat subscriptions', async () => {
    const signedOut = await app.inject('/setting/notify');
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe(`/?login=1&redirect=${encodeURIComponent('/setting/notify')}`);

    const response = await app.inject({ url: '/setting/notify', headers: signedIn(1) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/private|no-store/);
    const $ = parsePage(response.body);
    expect(titleOf(response.body)).toBe('提醒设置 - 技能学堂');
    expect(only($, 'nav[aria-label="设置"] a[aria-current="page"]').text()).toBe('提醒设置');
    const boxes = elementsOf($, 'table input[type="checkbox"]');
    expect(boxes).toHaveLength(21);
    expect(only($, 'input[aria-label="准考证发放：短信"]').attr('checked')).toBeUndefined();
    expect(only($, 'input[aria-label="准考证发放：站内消息"]').attr('checked')).toBeDefined();
    expect(only($, '#quiet-quietStart').attr('value')).toBe('22:00');
    expect(only($, '#quiet-quietEnd').attr('value')).toBe('08:00');
    expect(textOf($('form'))).toContain('短信发送至 138****8000');
    expect(textOf($('[data-testid="wechat-subscriptions"]'))).toContain('剩余 0 次');
    expect(response.body).not.toContain('13800138000');
  });

  it('/reminders/unsubscribe: signed out, a valid link says what it stops and changes nothing; a forged one is said on the page', async () => {
    const link = await demoUnsubscribeLink();
    const before = (await app.inject({ url: '/api/account/reminders', headers: signedIn(1) })).json() as { data: unknown };
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await app.inject(link);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).not.toMatch(/public/);
      const $ = parsePage(response.body);
      expect(titleOf(response.body)).toBe('退订提醒 - 技能学堂');
      expect(textOf($('main'))).toMatch(/退订“(准考证发放|成绩发布|证书发放)”的站内消息提醒？/);
      expect(only($, 'main button.btn-primary').text()).toBe('确认退订');
    }
    const after = (await app.inject({ url: '/api/account/reminders', headers: signedIn(1) })).json() as { data: unknown };
    expect(after.data).toEqual(before.data);

    const forged = await app.inject(link.replace(/token=1\./, 'token=2.'));
    expect(forged.statusCode).toBe(200);
    expect(textOf(parsePage(forged.body)('main'))).toContain('退订链接无效或已失效');
    expect(textOf(parsePage((await app.inject('/reminders/unsubscribe')).body)('main'))).toContain('无法退订');
  });

  it('the message centre shows a reminder’s unsubscribe link beside it', async () => {
    const response = await app.inject({ url: '/message/system', headers: signedIn(1) });
    expect(response.statusCode).toBe(200);
    const links = elementsOf(parsePage(response.body), 'a[href^="/reminders/unsubscribe?token="]');
    expect(links.length).toBeGreaterThan(0);
    expect(links.first().text()).toBe('退订此类提醒');
  });
});
