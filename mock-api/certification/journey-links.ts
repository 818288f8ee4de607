import { ProductType } from '@shared/enums/order';
import { seedOf } from '../core/seeded-random';
import { dayAndTime, shanghaiIso } from '../core/faker';

/** The learner's journey page of an application (the site's pages; the messages link here too). */
export const journeyPath = (planId: number): string => `/study/certification/${planId}`;
export const ticketPath = (planId: number): string => `${journeyPath(planId)}/ticket`;
export const certificateAnchorPath = (planId: number): string => `${journeyPath(planId)}#certificate`;
export const resubmitPath = (planId: number): string => `/enrollment/${planId}/apply`;
/** The checkout of the plan's fee, as the enrolment page links it. */
export const feeCheckoutPath = (planId: number): string => `/order/pay/create?productType=${ProductType.ENROLLMENT}&productId=${planId}`;
export const examPath = (examId: number): string => `/exam/${examId}`;
export const planPath = (planId: number): string => `/enrollment/${planId}`;

/** `12月3日 18:00`. */
export const when = (ms: number): string => dayAndTime(shanghaiIso(ms));
/** `18:00`. */
export const clock = (ms: number): string => shanghaiIso(ms).slice(11, 16);

/** 考场 and 座位号 of the practical session: deterministic per candidate and round, like the ticket number. */
export function practicalSeatOf(accountId: number, planId: number, round: number): { room: string; seat: string } {
  const hash = seedOf(accountId, planId, round, 29);
  return { room: `实操考场 ${1 + (hash % 6)}`, seat: String(1 + ((hash >>> 8) % 30)) };
}

/**
 * 准考证号: the round's exam day (YYMMDD), the plan (2 digits) and the candidate's account (7 digits) —
 * digits only, the same on every read, and different for every candidate of every round of every plan.
 */
export function ticketNoOf(accountId: number, planId: number, examDate: number): string {
  const day = shanghaiIso(examDate).slice(2, 10).replaceAll('-', '');
  return `${day}${String(planId).padStart(2, '0')}${String(accountId).padStart(7, '0')}`;
}
