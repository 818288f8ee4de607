import { CODE_TICKET_NOT_ADMITTED, CODE_TICKET_NOT_ISSUED } from '@shared/api/certification';
import type { AdmissionTicket } from '@shared/schemas/certification';
import { shanghaiIso } from '../core/faker';
import { BusinessError } from '../core/define-handler';
import { holderOf, type JourneyFacts, type JourneySources } from './journey-facts';
import { practicalSeatOf, ticketNoOf, when } from './journey-links';
import { professionCodeOf } from './profession-codes';

/** 考场规则 / 考生须知, as the admission tickets of skill-level assessments print them. */
export const TICKET_RULES: readonly string[] = [
  '考生须凭本准考证和本人有效居民身份证原件参加考试，两证缺一不得入场。',
  '操作技能考核须提前 30 分钟到达考点，核验身份后按准考证上的考场、座位号就座；开考 15 分钟后不得入场。',
  '理论知识考试在规定时间内于技能学堂在线考试系统作答，须本人实名登录、独立完成，不得由他人代考。',
  '手机、智能手表等通讯和电子设备须关机后存放在指定位置，不得带至座位，一经发现按违纪处理。',
  '操作技能考核须穿戴符合本职业安全规范的劳动防护用品，服从考评员指挥，严格遵守安全操作规程。',
  '考试期间保持安静，不得交头接耳、夹带资料或抄袭他人，不得将试卷、材料带出考场。',
  '替考、作弊等违纪行为一经查实，当次考试成绩无效，并按国家有关规定处理。',
  '请妥善保管本准考证，成绩发布与证书领取时可能需要出示。',
];

/**
 * The admission ticket of a journey: refused with 1313 (saying why) when the learner is not a
 * candidate, with 1312 (saying when) before it is issued; otherwise the candidate's number, photo,
 * identity (the name and the masked number only), occupation and level, both sessions and the rules.
 */
export function admissionTicket(sources: JourneySources, facts: JourneyFacts): AdmissionTicket {
  if (facts.notAdmitted !== null) throw new BusinessError(CODE_TICKET_NOT_ADMITTED, facts.notAdmitted);
  if (!facts.ticketIssued) throw new BusinessError(CODE_TICKET_NOT_ISSUED, `准考证将于 ${when(facts.ticketAt)} 发放，请届时查看`);
  const { plan, application, schedule, accountId, round } = facts;
  const holder = holderOf(sources, accountId, application);
  const photo = application.details?.items.find((item) => item.kind === 'photo' && item.review === 'accepted')?.file ?? null;
  const { room, seat } = practicalSeatOf(accountId, plan.id, round);
  return {
    planId: plan.id,
    ticketNo: ticketNoOf(accountId, plan.id, schedule.examDate),
    issuedAt: shanghaiIso(facts.ticketAt),
    name: holder.name,
    idNumberMasked: holder.idNumberMasked,
    photo: photo && { ...photo },
    professionName: plan.professionName,
    professionCode: professionCodeOf(plan.professionName, plan.professionId),
    skillLevel: plan.skillLevel,
    planTitle: facts.title,
    institutionName: plan.institutionName,
    sessions: [
      {
        part: 'theory',
        start: shanghaiIso(schedule.theory.start),
        end: shanghaiIso(schedule.theory.end),
        venue: '技能学堂在线考试系统',
        address: '线上，本人实名登录作答',
        room: null,
        seat: null,
        note: '在考试时间内登录技能学堂进入本场考试，限本人作答，最多 2 次，以最高分计；交卷前请检查作答。',
      },
      {
        part: 'practical',
        start: shanghaiIso(schedule.practical.start),
        end: shanghaiIso(schedule.practical.end),
        venue: plan.institutionName,
        address: plan.address,
        room,
        seat,
        note: '请携带身份证原件和本准考证，着劳动防护用品，于开考前 30 分钟到达考点签到。',
      },
    ],
    rules: [...TICKET_RULES],
    examId: facts.examId,
  };
}
