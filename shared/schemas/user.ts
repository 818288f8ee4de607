import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const userSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  /** Masked phone, e.g. 138****8000 — the full number never leaves the API. */
  phone: z.string(),
  gender: z.number().int().optional(),
  signature: z.string().optional(),
  realNameVerified: z.boolean(),
  coinBalance: z.number().int().nonnegative(),
  wechatBound: z.boolean(),
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({
  token: z.string().min(16),
  user: userSchema,
});
export type AuthResult = z.infer<typeof authResultSchema>;
