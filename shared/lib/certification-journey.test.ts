import { describe, expect, it } from 'vitest';
import { certificateNoSchema, examPartSchema, journeyStepKeySchema, stepStateSchema } from '../schemas/certification';
import {
  CERTIFICATE_NO_PATTERN,
  EXAM_PARTS,
  EXAM_PART_LABELS,
  JOURNEY_SCHEDULE,
  JOURNEY_STEPS,
  JOURNEY_STEP_LABELS,
  STEP_STATES,
  certificateVerifyPath,
} from './certification-journey';

describe('the certification journey’s lists (plain data for the browser) and the contract spell the same values', () => {
  it('steps, states and parts', () => {
    expect(journeyStepKeySchema.options).toEqual([...JOURNEY_STEPS]);
    expect(stepStateSchema.options).toEqual([...STEP_STATES]);
    expect(examPartSchema.options).toEqual([...EXAM_PARTS]);
    expect(Object.keys(JOURNEY_STEP_LABELS)).toEqual([...JOURNEY_STEPS]);
    expect(Object.keys(EXAM_PART_LABELS)).toEqual([...EXAM_PARTS]);
  });

  it('a certificate number: the pattern and the schema agree', () => {
    for (const no of ['S10000126100000001', 'A12345678901234567890', ' S10000126100000001 ']) {
      expect(certificateNoSchema.safeParse(no).success, no).toBe(true);
      expect(CERTIFICATE_NO_PATTERN.test(no.trim()), no).toBe(true);
    }
    for (const no of ['s10000126100000001', 'S1234', `S${'1'.repeat(22)}`, 'S1000012610000000X']) {
      expect(certificateNoSchema.safeParse(no).success, no).toBe(false);
      expect(CERTIFICATE_NO_PATTERN.test(no), no).toBe(false);
    }
    expect(certificateVerifyPath('S10000126100000001', '7KQ2M9XD')).toBe('/certificate/verify/S10000126100000001?code=7KQ2M9XD');
  });

  it('the ticket comes after 缴费截止 (3 days after the window, at least 7 before the exam day), the scores after the practical', () => {
    expect(JOURNEY_SCHEDULE.ticketLeadDays).toBeLessThan(7 - 3);
    expect(JOURNEY_SCHEDULE.scoreDelayDays).toBeGreaterThan(0);
  });
});
