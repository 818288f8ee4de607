import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';

/** A community question as search lists it; the community itself is issue 11's. */
export const questionCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  answerCount: nonNegativeInt(),
  createdAt: timestampSchema,
  /** The first lines of the question's body, plain text. */
  excerpt: z.string(),
  tags: z.array(z.string()),
  /** An answer has been accepted. */
  solved: z.boolean(),
  viewCount: nonNegativeInt(),
  /** The trade it is about, when known. */
  professionId: z.nullable(idSchema),
});
export type QuestionCard = z.infer<typeof questionCardSchema>;
