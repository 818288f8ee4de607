import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common';

/** An enrolment plan (报名计划): the fields listed here are read by profession paths, search and home. */
export const enrollmentPlanCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  professionId: idSchema,
  skillLevel: z.int().check(z.gte(1), z.lte(5)),
  institutionId: idSchema,
  enrolStart: timestampSchema,
  enrolEnd: timestampSchema,
  examDate: timestampSchema,
});
export type EnrollmentPlanCard = z.infer<typeof enrollmentPlanCardSchema>;
