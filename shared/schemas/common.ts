// zod/mini everywhere in shared/: the contract ships to the browser, and classic zod alone was
// 450 KB of the client bundle (mini: 15 KB).
import * as z from 'zod/mini';

/** Entity ids travel as positive integers. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
export const idParamsSchema = z.object({ id: idSchema });

export const int = () => z.int();
export const nonNegativeInt = () => z.int().check(z.nonnegative());
export const positiveInt = () => z.int().check(z.positive());

/** Prices are integers in fen (分). */
export const fenSchema = nonNegativeInt();

/** ISO-8601 timestamp with offset, e.g. 2026-11-22T09:30:00+08:00. */
export const timestampSchema = z.string().check(z.minLength(10));

export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 24),
});

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    total: nonNegativeInt(),
    page: positiveInt(),
    size: positiveInt(),
  });
}
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export const phoneSchema = z.string().check(z.trim(), z.regex(/^1\d{10}$/));
