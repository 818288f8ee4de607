import { EXAM_PART_LABELS, PASS_LINE, type JourneyStepKey, type StepState } from '@shared/lib/certification-journey';
import { formatFen } from '@shared/lib/money-format';
import type { JourneyStep } from '@shared/schemas/certification';
import { shanghaiIso } from '../core/faker';
import type { JourneyFacts } from './journey-facts';
import { certificateAnchorPath, clock, examPath, feeCheckoutPath, planPath, resubmitPath, ticketPath, when } from './journey-links';
import { certificateAtAfter, type JourneySchedule } from './schedule';

/** A plan of the same occupation and level to apply to after a failed part (补考). */
export interface RetakeRound {
  planId: number;
  title: string;
  enrolStart: number;
  enrolEnd: number;
  examDate: number;
}

const iso = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : shanghaiIso(ms));

function step(
  key: JourneyStepKey,
  state: StepState,
  at: number | null,
  summary: string,
  extra: { deadline?: number | null; action?: { label: string; href: string } | null } = {},
): JourneyStep {
  return { key, state, at: iso(at), deadline: iso(extra.deadline ?? null), summary, action: extra.action ?? null };
}

/** Steps after the journey ended (withdrawn, refused for good, lapsed, a part failed): they no longer happen. */
const ended = (key: JourneyStepKey) => step(key, 'skipped', null, '本次报名已结束，此步骤不再进行');

const scoreText = (score: number | null) => (score === null ? '缺考' : `${score} 分`);

/**
 * 报名 → 审核 → 缴费 → 准考证 → 考试 → 成绩 → 证书, each with its state, date, deadline, one line
 * of what happened or what to do next, and where the learner acts. A step that fails for good ends
 * the journey: the steps after it are skipped. A rejected application within its round's window is
 * not over: 补交材料 is the next action, by the enrolment deadline.
 */
export function journeySteps(facts: JourneyFacts, retake: RetakeRound | null): JourneyStep[] {
  const { application, plan, schedule, fee, now, closedBy, closedAt, result, certificate } = facts;
  const steps: JourneyStep[] = [step('apply', 'done', application.submittedAt, `${when(application.submittedAt)} 提交报名`)];
  let over = false;

  // 审核
  if (closedBy === 'withdrawn') {
    steps.push(step('review', 'failed', closedAt, `你已于 ${when(closedAt!)} 撤回报名，本次报名结束`));
    over = true;
  } else if (application.status === 1) {
    steps.push(step('review', 'current', null, '报名材料审核中，审核结果将通过消息通知你'));
  } else if (application.status === 2) {
    steps.push(step('review', 'done', application.decidedAt, '审核通过'));
  } else if (facts.canResubmit) {
    steps.push(
      step(
        'review',
        'failed',
        application.decidedAt,
        `未通过：${application.reason ?? '材料未通过审核'}。请于 ${when(schedule.enrolEnd)} 前补交材料`,
        {
          deadline: schedule.enrolEnd,
          action: { label: '补交材料', href: resubmitPath(plan.id) },
        },
      ),
    );
  } else {
    steps.push(
      step('review', 'failed', application.decidedAt, `未通过：${application.reason ?? '材料未通过审核'}；报名已截止，本次报名结束`),
    );
    over = true;
  }

  // 缴费
  const amount = formatFen(plan.fee);
  if (plan.fee === 0) steps.push(step('fee', 'skipped', null, '补贴性培训，无需缴费'));
  else if (over) steps.push(ended('fee'));
  else if (closedBy === 'refunded') {
    steps.push(step('fee', 'failed', closedAt, `报名费已于 ${when(closedAt!)} 退款，报名已撤回，本次报名结束`));
    over = true;
  } else if (!fee)
    steps.push(
      step('fee', 'upcoming', null, `审核通过后缴纳报名费 ${amount}，缴费截止 ${when(schedule.payEnd)}`, { deadline: schedule.payEnd }),
    );
  else if (fee.status === 'due')
    steps.push(
      step('fee', 'current', null, `请于 ${when(fee.deadline)} 前缴纳报名费 ${amount}，逾期报名失效`, {
        deadline: fee.deadline,
        action: { label: '去缴费', href: feeCheckoutPath(plan.id) },
      }),
    );
  else if (fee.status === 'paid') steps.push(step('fee', 'done', fee.order?.paidAt ?? null, `已缴纳报名费 ${amount}`));
  else if (fee.status === 'refunding') steps.push(step('fee', 'current', null, '报名费退款处理中，退款完成后本次报名将撤回'));
  else {
    steps.push(step('fee', 'failed', fee.deadline, `未在缴费截止（${when(fee.deadline)}）前缴费，报名已失效，本次报名结束`));
    over = true;
  }

  // 准考证
  if (over) steps.push(ended('ticket'));
  else if (facts.ticketIssued)
    steps.push(
      step('ticket', 'done', facts.ticketAt, '准考证已发放，请下载打印，考试时与身份证一同携带', {
        action: { label: '查看准考证', href: ticketPath(plan.id) },
      }),
    );
  else steps.push(step('ticket', 'upcoming', facts.ticketAt, `准考证将于 ${when(facts.ticketAt)} 发放`));

  // 考试
  const { theory, practical } = schedule;
  const sessions = `理论知识考试 ${when(theory.start)}–${clock(theory.end)}（线上）；操作技能考核 ${when(practical.start)}–${clock(practical.end)}，${plan.address}`;
  if (over) steps.push(ended('exam'));
  else if (result || now >= practical.end) {
    // Released scores say whether the theory part was taken (a seeded or controlled result has no attempt behind it).
    const theoryTaken = result ? result.theory !== null : facts.theoryTaken;
    const summary = !theoryTaken ? '考试已结束（理论知识考试未参加）' : result ? '考试已结束，两科均已参加' : '考试已结束，等待成绩发布';
    // Scores released before the scheduled practical end (the evaluation body's control) mean the
    // exam was over by then: a step done is never dated in the future.
    steps.push(step('exam', 'done', result ? Math.min(practical.end, result.releasedAt) : practical.end, summary));
  } else if (facts.notAdmitted !== null) steps.push(step('exam', 'upcoming', theory.start, `${sessions}。须审核通过并缴费后参加`));
  else if (now < theory.start) steps.push(step('exam', 'upcoming', theory.start, sessions, { deadline: theory.end }));
  else if (now < theory.end && facts.examId !== null)
    steps.push(
      step(
        'exam',
        'current',
        theory.start,
        `理论知识考试进行中，请于 ${when(theory.end)} 前完成作答；${EXAM_PART_LABELS.practical} ${when(practical.start)}`,
        {
          deadline: theory.end,
          action: { label: '去考试', href: examPath(facts.examId) },
        },
      ),
    );
  else
    steps.push(
      step(
        'exam',
        'current',
        practical.start,
        `${EXAM_PART_LABELS.practical} ${when(practical.start)}–${clock(practical.end)}，${plan.institutionName}（${plan.address}）`,
      ),
    );

  // 成绩
  if (over) steps.push(ended('score'));
  else if (!result) steps.push(step('score', 'upcoming', schedule.scoreAt, `成绩预计 ${when(schedule.scoreAt)} 发布`));
  else {
    const line = `理论 ${scoreText(result.theory)} · 实操 ${result.practical} 分`;
    if (result.passed) steps.push(step('score', 'done', result.releasedAt, `${line}，两项均合格`));
    else {
      const failed = [(result.theory ?? 0) < PASS_LINE && '理论知识考试', result.practical < PASS_LINE && '操作技能考核']
        .filter(Boolean)
        .join('、');
      steps.push(
        step(
          'score',
          'failed',
          result.releasedAt,
          `${line}，${failed}未达 ${PASS_LINE} 分。${retake ? `可报名「${retake.title}」补考` : '请关注后续报名计划'}`,
          {
            action: retake ? { label: '报名补考', href: planPath(retake.planId) } : null,
          },
        ),
      );
      over = true;
    }
  }

  // 证书
  if (over) steps.push(ended('certificate'));
  else if (certificate)
    steps.push(
      step('certificate', 'done', certificate.issuedAt, `证书已颁发，编号 ${certificate.no}`, {
        action: { label: '查看证书', href: certificateAnchorPath(plan.id) },
      }),
    );
  else {
    const expected = facts.certificateAt ?? certificateAtAfter(result?.releasedAt ?? schedule.scoreAt);
    steps.push(step('certificate', 'upcoming', expected, result ? `证书将于 ${when(expected)} 颁发` : '两项成绩均合格后颁发证书'));
  }
  return steps;
}

/**
 * The same seven steps before the learner applied to the round shown (the plan page's 报名流程):
 * 报名 to take while the window is open, each later step with what it will ask and when.
 */
export function stepsBeforeApplying(plan: { fee: number }, schedule: JourneySchedule, now: number): JourneyStep[] {
  const open = now >= schedule.enrolStart && now <= schedule.enrolEnd;
  const apply = open
    ? step('apply', 'current', null, `在线填写报名表并上传材料，报名截止 ${when(schedule.enrolEnd)}`, { deadline: schedule.enrolEnd })
    : step(
        'apply',
        'upcoming',
        schedule.enrolStart,
        now < schedule.enrolStart ? `报名 ${when(schedule.enrolStart)} 开始` : '本期报名已截止',
      );
  return [
    apply,
    step('review', 'upcoming', null, '评价机构审核报名材料，结果通过消息通知'),
    plan.fee === 0
      ? step('fee', 'skipped', null, '补贴性培训，无需缴费')
      : step('fee', 'upcoming', null, `审核通过后缴纳报名费 ${formatFen(plan.fee)}，缴费截止 ${when(schedule.payEnd)}`),
    step('ticket', 'upcoming', schedule.ticketAt, `准考证将于 ${when(schedule.ticketAt)} 发放`),
    step('exam', 'upcoming', schedule.theory.start, `理论知识考试 ${when(schedule.theory.start)}（线上），次日操作技能考核`),
    step('score', 'upcoming', schedule.scoreAt, `成绩预计 ${when(schedule.scoreAt)} 发布`),
    step('certificate', 'upcoming', null, '两项成绩均合格后颁发证书'),
  ];
}
