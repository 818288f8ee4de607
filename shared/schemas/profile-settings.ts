import * as z from 'zod/mini';
import { idSchema, nonNegativeInt, timestampSchema } from './common';
import { userSchema } from './user';
import { beijingToday, checkBio, checkBirthday, checkNickname, normalizeNickname } from '../lib/profile-rules';

/** 个人资料 as the learner edits it (what others see is the community profile). */
export const myProfileSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  avatar: z.string(),
  /** 0 保密, 1 男, 2 女. */
  gender: z.int().check(z.gte(0), z.lte(2)),
  /** EducationBasic 1–7, or not said. */
  education: z.nullable(z.int().check(z.gte(1), z.lte(7))),
  /** `YYYY-MM-DD`, or not said. */
  birthday: z.nullable(z.string()),
  bio: z.string(),
  phone: z.string(),
  coinBalance: nonNegativeInt(),
  realNameVerified: z.boolean(),
  createdAt: timestampSchema,
});
export type MyProfile = z.infer<typeof myProfileSchema>;

const rule = (check: (value: string) => true | string) =>
  z.string().check(z.refine((value) => check(value) === true, { error: (issue) => String(check(String(issue.input))) }));

export const profileUpdateSchema = z.object({
  // Saved as checked: normalised (NFKC, no invisible characters, trimmed).
  nickname: z.pipe(rule(checkNickname), z.transform(normalizeNickname)),
  gender: z.int().check(z.gte(0, '性别不正确'), z.lte(2, '性别不正确')),
  education: z.nullable(z.int().check(z.gte(1, '学历不正确'), z.lte(7, '学历不正确'))),
  birthday: z.nullable(
    z.string().check(
      z.refine((value) => checkBirthday(value, beijingToday()) === true, {
        error: (issue) => String(checkBirthday(String(issue.input), beijingToday())),
      }),
    ),
  ),
  bio: z.pipe(
    rule(checkBio),
    z.transform((value) => value.trim()),
  ),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The profile as saved, and the signed-in user as the header shows it (nickname, avatar). */
export const profileSavedSchema = z.object({ profile: myProfileSchema, user: userSchema });
