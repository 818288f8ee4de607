import * as z from 'zod/mini';
import { idSchema, int, nonNegativeInt, timestampSchema } from './common';

export const userSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  /** Masked phone, e.g. 138****8000 — the full number never leaves the API. */
  phone: z.string(),
  gender: z.optional(int()),
  signature: z.optional(z.string()),
  realNameVerified: z.boolean(),
  coinBalance: nonNegativeInt(),
  wechatBound: z.boolean(),
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({
  /** Only from the API itself: the site moves it into the HttpOnly skill_token cookie and strips it. */
  token: z.optional(z.string().check(z.minLength(16))),
  user: userSchema,
  /** This sign-in cancelled the account's pending deletion (注销冷静期内登录即撤销). */
  deletionCancelled: z.optional(z.boolean()),
});
export type AuthResult = z.infer<typeof authResultSchema>;
