import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';

/** A community question as search lists it; the community itself is issue 11's. */
export const questionCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  answerCount: nonNegativeInt(),
  createdAt: timestampSchema,
});
export type QuestionCard = z.infer<typeof questionCardSchema>;
