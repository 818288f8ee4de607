import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CODE_UNSUBSCRIBE_INVALID,
  CODE_WECHAT_NOT_BOUND,
  CODE_WECHAT_SUBSCRIPTIONS_FULL,
  CODE_WECHAT_TICKET_INVALID,
} from '@shared/api/reminders';
import { DEFAULT_REMINDER_CHANNELS, WECHAT_SUBSCRIPTIONS_MAX } from '@shared/lib/reminder-rules';
import { reminderSettingsSchema, unsubscribeViewSchema } from '@shared/schemas/reminders';
import { reminderWorlds, MINUTE, TICKET_ISSUED } from './reminder-testing';

/** Another base64url character that decodes to the same 4 high bits (the last of 43 carries 4 bits). */
const respell = (last: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const index = alphabet.indexOf(last);
  return alphabet[index % 4 === 3 ? index - 1 : index + 1]!;
};

/**
 * Issue 36 §4, the settings as an attacker would try them: another learner's settings, a forged or another
 * learner's unsubscribe link, a replayed WeChat ticket, a setting the rules refuse.
 */
const worlds = reminderWorlds();

describe('提醒设置 GET/PUT /account/reminders', () => {
  it('answers the defaults (站内 on, SMS off, WeChat on, 22:00–08:00) to the signed-in learner only', async () => {
    const w = worlds();
    expect((await w.call('GET', '/account/reminders')).code).toBe(401);
    expect((await w.call('PUT', '/account/reminders', undefined, { channels: DEFAULT_REMINDER_CHANNELS, quietHours: null })).code).toBe(
      401,
    );
    const { token } = w.learner();
    const settings = await w.settings(token);
    expect(reminderSettingsSchema.safeParse(settings).error).toBeUndefined();
    expect(settings).toMatchObject({
      channels: DEFAULT_REMINDER_CHANNELS,
      quietHours: { start: '22:00', end: '08:00' },
      smsPhone: '137****0001',
      wechat: { bound: true, sheetUrl: expect.stringMatching(/\/__mock\/reminders\/wechat-subscribe$/) },
      studyStopped: false,
    });
  });

  it('saves one learner’s choice for that learner alone: nothing in the body names an account', async () => {
    const w = worlds();
    const [me, other] = [w.learner(), w.learner()];
    const saved = await w.save(me.token, { ticketIssued: { sms: true }, reviewDue: { site: false } }, { start: '08:00', end: '16:00' });
    expect(saved.code, saved.msg).toBe(0);
    expect((await w.settings(me.token)).channels.ticketIssued).toEqual({ site: true, sms: true, wechat: true });
    expect((await w.settings(me.token)).quietHours).toEqual({ start: '08:00', end: '16:00' });
    const theirs = await w.settings(other.token);
    expect(theirs.channels).toEqual(DEFAULT_REMINDER_CHANNELS);
    expect(theirs.quietHours).toEqual({ start: '22:00', end: '08:00' });
    // An accountId smuggled into the body is not read (unknown keys are dropped by the schema).
    const smuggled = await w.call('PUT', '/account/reminders', me.token, {
      accountId: other.id,
      channels: { ...DEFAULT_REMINDER_CHANNELS, scoresOut: { site: false, sms: false, wechat: false } },
      quietHours: null,
    });
    expect(smuggled.code).toBe(0);
    expect((await w.settings(other.token)).channels.scoresOut).toEqual({ site: true, sms: false, wechat: true });
    expect((await w.settings(me.token)).quietHours).toBeNull();
  });

  it('refuses, in Chinese, quiet hours the rules refuse, a half-written setting and SMS without a phone', async () => {
    const w = worlds();
    const { token, account } = w.learner();
    expect(await w.save(token, {}, { start: '09:00', end: '09:00' })).toMatchObject({ code: 400, msg: '免打扰的开始和结束时间不能相同' });
    expect(await w.save(token, {}, { start: '06:00', end: '23:00' })).toMatchObject({
      code: 400,
      msg: '免打扰最长 16 小时，每天至少留 8 小时接收提醒',
    });
    expect((await w.save(token, {}, { start: '24:00', end: '08:00' })).msg).toMatch(/00:00–23:59/);
    const partial = await w.call('PUT', '/account/reminders', token, { channels: { reviewDue: { site: true } }, quietHours: null });
    expect(partial.code).toBe(400);
    account.phone = '';
    expect(await w.save(token, { examTomorrow: { sms: true } })).toMatchObject({
      code: 400,
      msg: '账号没有可用的手机号，不能开启短信提醒',
    });
    expect((await w.settings(token)).smsPhone).toBeNull();
    // Nothing was saved by the refusals.
    expect((await w.settings(token)).quietHours).toEqual({ start: '22:00', end: '08:00' });
  });
});

describe('微信一次性订阅 POST /account/reminders/wechat-subscriptions', () => {
  it('adds one subscription per event the sheet allowed; the same ticket again is refused (a replay)', async () => {
    const w = worlds();
    const { token } = w.learner();
    const ticket = await w.sheetTicket(['ticketIssued', 'examTomorrow']);
    const first = await w.subscribe(token, ticket);
    expect(first).toMatchObject({ code: 0, data: { added: ['ticketIssued', 'examTomorrow'] } });
    expect((await w.settings(token)).wechat.subscriptions).toMatchObject({ ticketIssued: 1, examTomorrow: 1, reviewDue: 0 });
    expect(await w.subscribe(token, ticket)).toMatchObject({ code: CODE_WECHAT_TICKET_INVALID, msg: '订阅结果无效或已使用，请重新订阅' });
    // Another learner replaying it gets nothing either.
    expect((await w.subscribe(w.learner().token, ticket)).code).toBe(CODE_WECHAT_TICKET_INVALID);
    expect((await w.settings(token)).wechat.subscriptions.ticketIssued).toBe(1);
  });

  it('refuses a made-up or expired ticket, a learner without WeChat, and subscriptions past the bound', async () => {
    const w = worlds();
    const { token } = w.learner();
    expect((await w.subscribe(token, 'a'.repeat(32))).code).toBe(CODE_WECHAT_TICKET_INVALID);
    const late = await w.sheetTicket(['scoresOut']);
    w.setNow(w.now() + 11 * MINUTE);
    expect((await w.subscribe(w.signIn(w.learner().id), late)).code).toBe(CODE_WECHAT_TICKET_INVALID);
    const unbound = w.learner({ wechat: false });
    const kept = await w.sheetTicket(['scoresOut']);
    expect(await w.subscribe(unbound.token, kept)).toMatchObject({
      code: CODE_WECHAT_NOT_BOUND,
      msg: '请先绑定微信，才能订阅微信服务通知',
    });
    // Refused before the ticket is used: bound now, the same ticket still works.
    unbound.account.wechatOpenId = 'bound-later';
    expect((await w.subscribe(unbound.token, kept)).code).toBe(0);
    for (let index = 1; index < WECHAT_SUBSCRIPTIONS_MAX; index += 1) await w.subscribe(unbound.token, await w.sheetTicket(['scoresOut']));
    expect((await w.subscribe(unbound.token, await w.sheetTicket(['scoresOut']))).code).toBe(CODE_WECHAT_SUBSCRIPTIONS_FULL);
    expect((await w.settings(unbound.token)).wechat.subscriptions.scoresOut).toBe(WECHAT_SUBSCRIPTIONS_MAX);
  });

  it('counts only the bound WeChat’s subscriptions: another WeChat bound later starts from none', async () => {
    const w = worlds();
    const { token, account } = w.learner();
    await w.subscribe(token, await w.sheetTicket(['examTomorrow']));
    account.wechatOpenId = 'another-wechat';
    expect((await w.settings(token)).wechat.subscriptions.examTomorrow).toBe(0);
  });
});

describe('退订 /account/reminders/unsubscribe?token=…', () => {
  /** The 站内 unsubscribe link of the learner's 准考证 notice, as the message centre shows it. */
  async function siteLink(w: ReturnType<typeof worlds>) {
    const learner = w.learner();
    const planId = await w.candidate(learner.id);
    await w.issueTicket(planId, learner.id);
    const [notice] = await w.messagesOf(learner.token, TICKET_ISSUED);
    expect(notice!.unsubscribe).toMatch(/^\/reminders\/unsubscribe\?token=/);
    return { learner, token: new URLSearchParams(notice!.unsubscribe!.split('?')[1]).get('token')! };
  }

  it('GET only says what it would stop (a scanner fetching the link changes nothing); POST turns that one channel off, signed out', async () => {
    const w = worlds();
    const { learner, token } = await siteLink(w);
    for (let fetches = 0; fetches < 3; fetches += 1) {
      const view = await w.data('GET', `/account/reminders/unsubscribe?token=${token}`);
      expect(unsubscribeViewSchema.parse(view)).toEqual({ event: 'ticketIssued', channel: 'site', on: true });
    }
    expect((await w.settings(learner.token)).channels.ticketIssued.site).toBe(true);
    expect(await w.data('POST', `/account/reminders/unsubscribe?token=${token}`)).toEqual({
      event: 'ticketIssued',
      channel: 'site',
      on: false,
    });
    const after = (await w.settings(learner.token)).channels;
    expect(after).toEqual({ ...DEFAULT_REMINDER_CHANNELS, ticketIssued: { site: false, sms: false, wechat: true } });
    // Again: the same answer, nothing else moves.
    expect((await w.call('POST', `/account/reminders/unsubscribe?token=${token}`)).code).toBe(0);
    expect((await w.data('GET', `/account/reminders/unsubscribe?token=${token}`)) as object).toMatchObject({ on: false });
  });

  it('refuses a forged token, one altered to another learner, event or channel, and one of an account since gone: the same 5704', async () => {
    const w = worlds();
    const { learner, token } = await siteLink(w);
    const victim = w.learner();
    const [id, event, channel, sig] = token.split('.');
    const forged = [
      `${victim.id}.${event}.${channel}.${sig}`,
      `${id}.examTomorrow.${channel}.${sig}`,
      `${id}.${event}.sms.${sig}`,
      `${id}.${event}.${channel}.${'A'.repeat(43)}`,
      `${id}.${event}.${channel}`,
      `${id}.${event}.${channel}.${sig}.x`,
      'garbage',
      // Signed with a key of one's own: the account's id and creation time are no secret, the key is.
      `${victim.id}.ticketIssued.site.${createHmac('sha256', 'guessed').update(`reminder-unsubscribe\n${victim.id}\n${victim.account.createdAt}\nticketIssued\nsite`).digest('base64url')}`,
      // The real signature spelled another way (base64url's ignored low bits): not the token we made.
      `${id}.${event}.${channel}.${sig!.slice(0, 42)}${respell(sig!.at(-1)!)}`,
    ];
    for (const attempt of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await w.call(method, `/account/reminders/unsubscribe?token=${encodeURIComponent(attempt)}`);
        expect(answer, `${method} ${attempt}`).toMatchObject({
          code: CODE_UNSUBSCRIBE_INVALID,
          msg: '退订链接无效或已失效，请登录后在“提醒设置”中修改',
        });
      }
    }
    expect((await w.settings(victim.token)).channels).toEqual(DEFAULT_REMINDER_CHANNELS);
    // The learner's account gone (evicted or deleted): its links die with it.
    w.mock.store.accounts.evict(learner.id);
    expect((await w.call('GET', `/account/reminders/unsubscribe?token=${token}`)).code).toBe(CODE_UNSUBSCRIBE_INVALID);
    expect((await w.call('GET', '/account/reminders/unsubscribe')).code).toBe(400);
  });
});
