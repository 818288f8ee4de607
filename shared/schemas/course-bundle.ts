import * as z from 'zod/mini';
import { fenSchema, idSchema } from './common';

/** A series (系列课, product type 3) or a pack (课程包, product type 2) of courses. */
export const courseBundleCardSchema = z.object({
  id: idSchema,
  title: z.string(),
  cover: z.string(),
  courseIds: z.array(idSchema),
  price: fenSchema,
});
export type CourseBundleCard = z.infer<typeof courseBundleCardSchema>;
