import { describe, expect, it } from 'vitest';
import { reminderWorlds, china, MINUTE, REVIEW_REMINDER, TODAY_PLAN, type ReminderWorld } from './reminder-testing';

/**
 * Issue 36 §4, the study reminders (错题复习到期, 今日学习计划): at most one a China day per channel, only with
 * work due, none once the latest journey's certificate is issued; SMS and WeChat at 08:00 or when quiet
 * hours end. Tried as a learner would be nagged: twice a day, with nothing to do, after the certificate.
 */
const worlds = reminderWorlds();

/** A learner with three mistakes made on 11-29 at 10:00 (due for review on 11-30), and `channels` on. */
async function learnerWithMistakes(
  w: ReminderWorld,
  channels: Parameters<ReminderWorld['save']>[1],
  quiet?: Parameters<ReminderWorld['save']>[2],
) {
  w.setNow(Math.max(w.now(), china('2026-11-29T10:00:00')));
  const learner = w.learner();
  expect((await w.save(learner.token, channels, quiet)).code).toBe(0);
  await w.mistakes(learner.token);
  return learner;
}

/** The study reminders the learner has in the box and was sent, read at `at` (settling what is due). */
async function studyAt(w: ReminderWorld, accountId: number, at: string) {
  w.setNow(china(at));
  const token = w.signIn(accountId);
  const box = [...(await w.messagesOf(token, REVIEW_REMINDER)), ...(await w.messagesOf(token, TODAY_PLAN))];
  const sent = (await w.deliveries(accountId)).map((delivery) => `${delivery.channel} ${delivery.event} ${delivery.at.slice(5, 16)}`);
  return { box, sent };
}

describe('one study reminder a China day per channel, only with work due', () => {
  it('none the day the mistakes are made; the next day one in the box (any hour) and one SMS at 08:00; no second that day', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { reviewDue: { sms: true } });
    expect(await studyAt(w, me.id, '2026-11-29T21:00:00')).toEqual({ box: [], sent: [] });
    const early = await studyAt(w, me.id, '2026-11-30T06:30:00');
    expect(early.box).toMatchObject([{ title: '今日错题复习', link: '/study/wrong-book?status=due' }]);
    expect(early.box[0]!.content).toContain('3 道错题');
    expect(early.box[0]!.unsubscribe).toMatch(/^\/reminders\/unsubscribe\?token=/);
    expect(early.sent).toEqual([]);
    expect(await studyAt(w, me.id, '2026-11-30T08:30:00')).toMatchObject({ box: [{}], sent: ['sms reviewDue 11-30T08:00'] });
    expect(await studyAt(w, me.id, '2026-11-30T20:00:00')).toMatchObject({ box: [{}], sent: ['sms reviewDue 11-30T08:00'] });
    // Still due the next day (not reviewed): one more on each channel.
    const next = await studyAt(w, me.id, '2026-12-01T09:00:00');
    expect(next.box).toHaveLength(2);
    expect(next.sent).toEqual(['sms reviewDue 11-30T08:00', 'sms reviewDue 12-01T08:00']);
  });

  it('nothing to review and no plan: no reminder on any channel, whatever is turned on', async () => {
    const w = worlds();
    w.setNow(china('2026-11-29T10:00:00'));
    const idle = w.learner();
    expect((await w.save(idle.token, { reviewDue: { sms: true }, todayPlan: { sms: true } }, null)).code).toBe(0);
    await w.subscribe(idle.token, await w.sheetTicket(['reviewDue', 'todayPlan']));
    for (const day of ['2026-11-30', '2026-12-01']) expect(await studyAt(w, idle.id, `${day}T12:00:00`)).toEqual({ box: [], sent: [] });
  });

  it('off on a channel: none there (站内 off leaves the box empty, SMS still goes)', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { reviewDue: { site: false, sms: true } });
    expect(await studyAt(w, me.id, '2026-11-30T12:00:00')).toEqual({ box: [], sent: ['sms reviewDue 11-30T08:00'] });
  });

  it('by WeChat only with an unused subscription, which the message uses up', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { reviewDue: { site: false } });
    await w.subscribe(me.token, await w.sheetTicket(['reviewDue']));
    expect((await studyAt(w, me.id, '2026-11-30T12:00:00')).sent).toEqual(['wechat reviewDue 11-30T08:00']);
    expect((await studyAt(w, me.id, '2026-12-01T12:00:00')).sent).toEqual(['wechat reviewDue 11-30T08:00']);
  });

  it('waits for the end of a night shift’s quiet hours (08:00–16:00), and never goes on the next day instead', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { reviewDue: { sms: true } }, { start: '08:00', end: '16:00' });
    expect((await studyAt(w, me.id, '2026-11-30T15:59:00')).sent).toEqual([]);
    expect((await studyAt(w, me.id, '2026-11-30T16:30:00')).sent).toEqual(['sms reviewDue 11-30T16:00']);
    // Turned on after the day's time (20:00): it goes now, once; a learner turning it on at 23:30 (quiet) waits for tomorrow's.
    const late = w.learner();
    await w.mistakes(late.token);
    w.setNow(china('2026-12-01T20:00:00'));
    expect((await w.save(w.signIn(late.id), { reviewDue: { sms: true } })).code).toBe(0);
    expect((await studyAt(w, late.id, '2026-12-01T20:05:00')).sent).toEqual(['sms reviewDue 12-01T20:00']);
    const night = w.learner();
    await w.mistakes(w.signIn(night.id));
    w.setNow(china('2026-12-02T23:30:00'));
    expect((await w.save(w.signIn(night.id), { reviewDue: { sms: true } })).code).toBe(0);
    expect((await studyAt(w, night.id, '2026-12-02T23:50:00')).sent).toEqual([]);
    expect((await studyAt(w, night.id, '2026-12-03T08:10:00')).sent).toEqual(['sms reviewDue 12-03T08:00']);
  });
});

describe('today’s plan (a pluggable source: none by default)', () => {
  it('reminds of the plan instead of the reviews, once: the day’s one study reminder', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { todayPlan: { sms: true }, reviewDue: { sms: true } });
    const days: number[] = [];
    w.mock.reminders.readTodaysPlanWith((accountId, day) => {
      days.push(day);
      return accountId === me.id ? { tasks: 4, minutes: 35 } : null;
    });
    const { box, sent } = await studyAt(w, me.id, '2026-11-30T09:00:00');
    expect(box).toMatchObject([{ title: '今日学习计划', link: '/study/plan' }]);
    expect(box[0]!.content).toBe('今天的计划有 4 项，约 35 分钟，其中有 3 道错题到了复习时间。按计划学完，考前更从容。');
    expect(sent).toEqual(['sms todayPlan 11-30T08:00']);
    // The China day number (days since 1970-01-01) of 2026-11-30.
    expect(days).toContain(Date.UTC(2026, 10, 30) / 86_400_000);
  });

  it('a plan with nothing left today reminds of nothing; the reviews due still do', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { todayPlan: { sms: true }, reviewDue: { sms: false } });
    w.mock.reminders.readTodaysPlanWith(() => ({ tasks: 0, minutes: 0 }));
    expect(await studyAt(w, me.id, '2026-11-30T09:00:00')).toMatchObject({ box: [{ title: '今日错题复习' }], sent: [] });
  });
});

describe('after the certificate', () => {
  it('no study reminder on any channel; the certificate’s own reminder still goes; a new application starts them again', async () => {
    const w = worlds();
    const me = await learnerWithMistakes(w, { reviewDue: { sms: true }, certificateIssued: { sms: true } });
    const planId = await w.candidate(me.id);
    await w.certify(planId, me.id);
    expect((await w.settings(me.token)).studyStopped).toBe(true);
    const after = await studyAt(w, me.id, '2026-11-30T12:00:00');
    expect(after.box).toEqual([]);
    expect(after.sent).toEqual(['sms certificateIssued 11-29T10:00']);
    w.setNow(w.now() + MINUTE);
    await w.candidate(me.id, 1);
    expect((await w.settings(w.signIn(me.id))).studyStopped).toBe(false);
    expect((await studyAt(w, me.id, '2026-11-30T12:10:00')).sent).toEqual([
      'sms certificateIssued 11-29T10:00',
      'sms reviewDue 11-30T08:00',
    ]);
  });
});
