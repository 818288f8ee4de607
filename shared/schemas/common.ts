import { z } from 'zod';

/** Entity ids travel as positive integers. */
export const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParamsSchema = z.object({ id: idSchema });

/** Prices are integers in fen (分). */
export const fenSchema = z.number().int().nonnegative();

/** ISO-8601 timestamp with offset, e.g. 2026-11-22T09:30:00+08:00. */
export const timestampSchema = z.string().min(10);

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(24),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  });
}
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export const phoneSchema = z.string().trim().regex(/^1\d{10}$/);
