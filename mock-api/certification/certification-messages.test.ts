import { describe, expect, it } from 'vitest';
import { MessageType } from '@shared/enums/message';
import { shanghaiIso } from '../core/faker';
import { candidate, journeyWorlds, sitTheory } from './certification-testing';
import { approvedLearner } from '../enrollment/fee-testing';

/**
 * Issue 25 §3: the journey's notices (types 40–46, 系统通知) reach the message centre when it is read
 * or counted — each once, dated when it happened (not when read), linking to the journey page.
 */
const world = journeyWorlds();
const MINUTE = 60_000;
const DAY = 86_400_000;
const JOURNEY_TYPES = [40, 41, 42, 43, 44, 45, 46];

interface Listed {
  id: number;
  type: number;
  createdAt: string;
  readFlag: number;
  action: string;
  title: string;
  content: string;
  link: string;
}

async function journeyMessages(w: ReturnType<typeof world>, token: string): Promise<Listed[]> {
  return (await w.data<{ list: Listed[] }>('GET', `/sys/message/list?messageTypes=${JOURNEY_TYPES.join(',')}&page=1&size=50`, token)).list;
}

describe('the journey’s notices', () => {
  it('each step once, dated when it happened, newest first, linking to the journey; reading again adds nothing', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await candidate(w, plan);
    const s = w.scheduleOf(plan.id, learner.round);
    const application = w.mock.store.applications.get(learner.id, plan.id)!;
    await w.goTo(s.theory.start + 10 * MINUTE);
    await sitTheory(w, (await w.journey(plan.id, w.signIn(learner.id))).examId!, w.signIn(learner.id));
    // Nothing read for weeks: the certificate is out by the time the learner opens the message centre.
    await w.goTo(s.scoreAt + 7 * DAY + MINUTE);
    const token = w.signIn(learner.id);
    const journey = await w.journey(plan.id, token);
    expect(journey.certificate).not.toBeNull();
    // Counting delivers too (the header's bell), before anything is listed.
    const counts = await w.data<{ type: number; count: number }[]>('GET', '/sys/message/self/count?readFlag=1', token);
    expect(counts.filter((entry) => JOURNEY_TYPES.includes(entry.type)).map((entry) => [entry.type, entry.count])).toEqual([
      [40, 1],
      [41, 1],
      [43, 1],
      [44, 1],
      [45, 1],
      [46, 1],
    ]);
    const listed = await journeyMessages(w, token);
    expect(listed.map((message) => [message.type, message.createdAt])).toEqual([
      [MessageType.CERTIFICATE_ISSUED, journey.certificate!.issuedAt],
      [MessageType.SCORE_RELEASED, shanghaiIso(s.scoreAt)],
      [MessageType.EXAM_REMINDER, shanghaiIso(s.examDate - DAY)],
      [MessageType.TICKET_ISSUED, shanghaiIso(s.ticketAt)],
      [MessageType.FEE_DUE, shanghaiIso(application.decidedAt!)],
      [MessageType.ENROLLMENT_REVIEWED, shanghaiIso(application.decidedAt!)],
    ]);
    for (const message of listed) {
      expect(message).toMatchObject({ link: `/study/certification/${plan.id}`, title: journey.planTitle, readFlag: 1 });
      expect(message.content).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(listed[0]!.content).toContain(journey.certificate!.no);
    expect(listed[1]!.content).toContain(`操作技能考核 ${journey.result!.parts[1]!.score} 分`);
    // Again, and counted again: nothing new.
    await w.data('GET', '/sys/message/self/count?readFlag=1', token);
    expect((await journeyMessages(w, token)).map((message) => message.id)).toEqual(listed.map((message) => message.id));
  });

  it('only what has happened: nothing before its time, then the reminder of an unpaid fee three days before 缴费截止', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = await approvedLearner(w, plan, true);
    const s = w.scheduleOf(plan.id, w.roundOf(plan.id));
    expect((await journeyMessages(w, learner.token)).map((message) => message.type)).toEqual([41, 40]);
    await w.goTo(s.payEnd - 3 * DAY - MINUTE);
    expect((await journeyMessages(w, w.signIn(learner.id))).map((message) => message.type)).toEqual([41, 40]);
    await w.goTo(s.payEnd - 3 * DAY + MINUTE);
    const [reminder] = await journeyMessages(w, w.signIn(learner.id));
    expect(reminder).toMatchObject({
      type: MessageType.DEADLINE_REMINDER,
      createdAt: shanghaiIso(s.payEnd - 3 * DAY),
      action: '缴费即将截止',
    });
    // Lapsed unpaid: no ticket, no exam reminder, however long the clock runs.
    await w.goTo(s.scoreAt + 8 * DAY);
    expect((await journeyMessages(w, w.signIn(learner.id))).map((message) => message.type)).toEqual([42, 41, 40]);
  });

  it('a rejection says why and by when to re-send; three days before the deadline a reminder; another learner hears nothing of it', async () => {
    const w = world();
    const plan = w.openPlan({ verified: true });
    const learner = w.learner(true);
    const other = w.learner(true);
    await w.apply(plan, learner.token);
    await w.decide(plan.id, learner.id, 'rejected');
    const s = w.scheduleOf(plan.id, w.roundOf(plan.id));
    const [verdict] = await journeyMessages(w, learner.token);
    expect(verdict).toMatchObject({ type: MessageType.ENROLLMENT_REVIEWED, action: '报名审核未通过' });
    expect(verdict!.content).toContain('补交');
    if (Date.parse(verdict!.createdAt) <= s.enrolEnd - 3 * DAY) {
      await w.goTo(s.enrolEnd - 3 * DAY + MINUTE);
      expect((await journeyMessages(w, w.signIn(learner.id)))[0]).toMatchObject({
        type: MessageType.DEADLINE_REMINDER,
        action: '补交材料即将截止',
      });
    }
    expect(await journeyMessages(w, w.signIn(other.id))).toEqual([]);
  });

  it('the demo learner’s journeys before the start arrive read: no unread journey notice at start', async () => {
    const w = world();
    const token = w.signIn(1);
    const counts = await w.data<{ type: number; count: number }[]>('GET', '/sys/message/self/count?readFlag=1', token);
    expect(counts.filter((entry) => JOURNEY_TYPES.includes(entry.type))).toEqual([]);
    const listed = await journeyMessages(w, token);
    expect(listed.map((message) => message.type)).toEqual(expect.arrayContaining([40, 43, 44, 45, 46]));
    expect(listed.every((message) => message.readFlag === 2)).toBe(true);
  });
});
