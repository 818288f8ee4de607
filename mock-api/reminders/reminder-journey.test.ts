import { describe, expect, it } from 'vitest';
import { reminderWorlds, china, DAY, MINUTE, SITE, TICKET_ISSUED, type ReminderWorld } from './reminder-testing';

/**
 * Issue 36 §4, the journey's reminders (fee deadline, ticket, exam tomorrow, scores, certificate) by
 * 站内消息, SMS and WeChat, as an attacker or an unlucky learner would meet them: a channel off, SMS without a
 * phone, a WeChat subscription used twice, quiet hours, something that happened before the channel was on.
 */
const worlds = reminderWorlds();

/** A candidate of an official exam with some channels on; its ticket issued by the control now. */
async function candidateWith(
  w: ReminderWorld,
  channels: Parameters<ReminderWorld['save']>[1],
  quiet?: Parameters<ReminderWorld['save']>[2],
) {
  const learner = w.learner();
  expect((await w.save(learner.token, channels, quiet)).code).toBe(0);
  const planId = await w.candidate(learner.id);
  return { ...learner, planId, ticket: () => w.issueTicket(planId, learner.id) };
}

describe('the journey’s reminders reach the channels the learner chose, and no others', () => {
  it('准考证 by SMS (phone masked) and WeChat (a subscription used), each with its unsubscribe link; nothing for events left off', async () => {
    const w = worlds();
    w.setNow(china('2026-11-29T10:00:00'));
    const me = await candidateWith(w, { ticketIssued: { sms: true } });
    expect((await w.subscribe(me.token, await w.sheetTicket(['ticketIssued']))).code).toBe(0);
    await me.ticket();
    const sent = await w.deliveries(me.id);
    expect(sent.map(({ channel, event, to }) => ({ channel, event, to }))).toEqual([
      { channel: 'sms', event: 'ticketIssued', to: '137****0001' },
      { channel: 'wechat', event: 'ticketIssued', to: 'remi…' },
    ]);
    const [sms, wechat] = sent;
    expect(sms!.text).toMatch(
      /^【技能学堂】准考证已发放：.+退订准考证发放短信：https:\/\/site\.example\/reminders\/unsubscribe\?token=\S+$/,
    );
    expect(sms!.unsubscribeUrl).toBe(`${SITE}${sms!.unsubscribePath}`);
    expect(wechat!.payload).toMatchObject({
      template: 'ticketIssued',
      page: `${SITE}/study/certification/${me.planId}`,
      unsubscribe: wechat!.unsubscribeUrl,
    });
    expect(sms!.unsubscribeUrl).not.toBe(wechat!.unsubscribeUrl);
    expect(JSON.stringify(sent)).not.toContain(me.account.phone);
    expect((await w.settings(me.token)).wechat.subscriptions.ticketIssued).toBe(0);
    // The 站内 notice carries its own link too.
    const [notice] = await w.messagesOf(me.token, TICKET_ISSUED);
    expect(notice!.unsubscribe).toMatch(/^\/reminders\/unsubscribe\?token=/);

    // The day before the exam: 考前提醒 in the box (on by default), by neither SMS (off) nor WeChat (no subscription).
    const { reminderAt } = w.mock.certification.journeyOf(me.id, me.planId)!.schedule;
    w.setNow(reminderAt + MINUTE);
    expect((await w.deliveries(me.id)).length).toBe(2);
    expect(await w.messagesOf(w.signIn(me.id), 44)).toHaveLength(1);
  });

  it('a channel turned off sends nothing; 站内 off leaves the box empty for good (no backlog when turned on again)', async () => {
    const w = worlds();
    const me = await candidateWith(w, { ticketIssued: { site: false, sms: true } });
    expect((await w.save(me.token, { ticketIssued: { site: false, sms: false } })).code).toBe(0);
    await me.ticket();
    expect(await w.deliveries(me.id)).toEqual([]);
    expect(await w.messagesOf(me.token, TICKET_ISSUED)).toEqual([]);
    expect((await w.save(me.token, {})).code).toBe(0);
    expect(await w.messagesOf(me.token, TICKET_ISSUED)).toEqual([]);
  });

  it('SMS without a mobile number sends nothing, and WeChat nothing without a bound WeChat', async () => {
    const w = worlds();
    const me = await candidateWith(w, { ticketIssued: { sms: true } });
    await w.subscribe(me.token, await w.sheetTicket(['ticketIssued']));
    me.account.phone = '';
    me.account.wechatOpenId = null;
    await me.ticket();
    expect(await w.deliveries(me.id)).toEqual([]);
    // The 站内 notice is there regardless.
    expect(await w.messagesOf(me.token, TICKET_ISSUED)).toHaveLength(1);
  });

  it('one subscription, one WeChat message: a second journey’s ticket gets none, nor does one subscribed after the event', async () => {
    const w = worlds();
    const me = await candidateWith(w, {});
    const secondPlan = await w.candidate(me.id, 1);
    await w.subscribe(me.token, await w.sheetTicket(['ticketIssued']));
    await me.ticket();
    await w.issueTicket(secondPlan, me.id);
    expect((await w.deliveries(me.id)).filter((sent) => sent.channel === 'wechat')).toHaveLength(1);
    // Reading again (a replay of the settle) sends nothing more.
    expect(await w.deliveries(me.id)).toHaveLength(1);
    w.setNow(w.now() + MINUTE);
    await w.subscribe(me.token, await w.sheetTicket(['ticketIssued']));
    expect(await w.deliveries(me.id)).toHaveLength(1);
    expect((await w.settings(me.token)).wechat.subscriptions.ticketIssued).toBe(1);
  });

  it('carries only what happens after the channel was turned on', async () => {
    const w = worlds();
    const me = await candidateWith(w, {});
    await me.ticket();
    w.setNow(w.now() + MINUTE);
    expect((await w.save(me.token, { ticketIssued: { sms: true } })).code).toBe(0);
    expect(await w.deliveries(me.id)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('hold SMS and WeChat back to the end of the window (22:00–08:00 by default); 站内消息 waits in the box anyway', async () => {
    const w = worlds();
    w.setNow(china('2026-11-29T23:00:00'));
    const me = await candidateWith(w, { ticketIssued: { sms: true } });
    await w.subscribe(me.token, await w.sheetTicket(['ticketIssued']));
    await me.ticket();
    w.setNow(china('2026-11-30T07:59:00'));
    expect(await w.deliveries(me.id)).toEqual([]);
    expect(await w.messagesOf(me.token, TICKET_ISSUED)).toHaveLength(1);
    w.setNow(china('2026-11-30T08:00:00'));
    const sent = await w.deliveries(me.id);
    expect(sent.map((delivery) => [delivery.channel, delivery.at])).toEqual([
      ['sms', '2026-11-30T08:00:00+08:00'],
      ['wechat', '2026-11-30T08:00:00+08:00'],
    ]);
  });

  it('follow a night shift (08:00–16:00), and none at all when turned off', async () => {
    const w = worlds();
    w.setNow(china('2026-11-29T10:00:00'));
    const nightShift = await candidateWith(w, { ticketIssued: { sms: true } }, { start: '08:00', end: '16:00' });
    const never = await candidateWith(w, { ticketIssued: { sms: true } }, null);
    w.setNow(china('2026-11-29T23:30:00'));
    await nightShift.ticket();
    await never.ticket();
    expect((await w.deliveries(never.id)).map((sent) => sent.at)).toEqual(['2026-11-29T23:30:00+08:00']);
    w.setNow(china('2026-11-30T09:00:00'));
    expect((await w.deliveries(nightShift.id)).map((sent) => sent.at)).toEqual(['2026-11-29T23:30:00+08:00']);
    const day = await candidateWith(w, { ticketIssued: { sms: true } }, { start: '08:00', end: '16:00' });
    await day.ticket();
    w.setNow(china('2026-11-30T15:59:00'));
    expect(await w.deliveries(day.id)).toEqual([]);
    w.setNow(china('2026-11-30T16:00:00') + DAY / 24 / 60 / 2);
    expect((await w.deliveries(day.id)).map((sent) => sent.at)).toEqual(['2026-11-30T16:00:00+08:00']);
  });
});

describe('the unsubscribe link of a message', () => {
  it('turns off exactly that event on that channel: the SMS link stops SMS, the WeChat stays on', async () => {
    const w = worlds();
    const me = await candidateWith(w, { ticketIssued: { sms: true }, examTomorrow: { sms: true } });
    await me.ticket();
    const [sms] = await w.deliveries(me.id);
    const token = new URL(sms!.unsubscribeUrl).searchParams.get('token')!;
    expect(await w.data('POST', `/account/reminders/unsubscribe?token=${token}`)).toEqual({
      event: 'ticketIssued',
      channel: 'sms',
      on: false,
    });
    expect((await w.settings(me.token)).channels).toMatchObject({
      ticketIssued: { site: true, sms: false, wechat: true },
      examTomorrow: { site: true, sms: true, wechat: true },
    });
  });

  it('never reaches the logs: a sent reminder is logged with the phone masked, without its text or link', async () => {
    const lines: string[] = [];
    const w = worlds({ logLines: lines });
    const me = await candidateWith(w, { ticketIssued: { sms: true } });
    await me.ticket();
    const [sms] = await w.deliveries(me.id);
    const logged = lines.filter((line) => line.includes('reminder sent'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ reminder: { channel: 'sms', event: 'ticketIssued', to: '137****0001' } });
    const all = lines.join('\n');
    expect(all).not.toContain(me.account.phone);
    expect(all).not.toContain(new URL(sms!.unsubscribeUrl).searchParams.get('token')!);
  });
});
