import * as z from 'zod/mini';
import { defineEndpoint } from './define-endpoint';
import { myProfileSchema, profileSavedSchema, profileUpdateSchema } from '../schemas/profile-settings';

/** The avatar URL is not an image this learner uploaded (or it is gone). */
export const CODE_AVATAR_NOT_YOURS = 5201;
/**
 * The nickname is another account's, or reads the same (case, full-width or look-alike letters,
 * invisible characters aside): an @ of it could not tell the two apart. In the user range, 1016.
 */
export const CODE_NICKNAME_TAKEN = 1016;

export const getMyProfile = defineEndpoint({
  id: 'profile.get',
  method: 'GET',
  path: '/user/profile',
  summary: '个人资料（需要 token）：昵称、头像、性别、学历、生日、个人简介，以及手机号（掩码）、技能币、实名状态',
  data: myProfileSchema,
  codes: [401],
});

export const updateMyProfile = defineEndpoint({
  id: 'profile.update',
  method: 'PUT',
  path: '/user/profile',
  summary:
    '保存个人资料（需要 token）：昵称 2–16 字（不含平台字样；按 NFKC 规范化、去掉不可见字符后保存，与其他账号的昵称不区分大小写和形近字重复 → 1016）、性别 0/1/2、学历 1–7、生日（1900 年至今天）、简介 ≤ 200 字',
  body: profileUpdateSchema,
  data: profileSavedSchema,
  codes: [401, CODE_NICKNAME_TAKEN],
});

export const updateMyAvatar = defineEndpoint({
  id: 'profile.avatar',
  method: 'PUT',
  path: '/user/avatar',
  summary: '更换头像（需要 token）：先经 /community/upload 上传裁剪好的图片，再提交其地址；只能用自己上传的图片',
  body: z.object({ url: z.string().check(z.regex(/^\/api\/community\/image\/[\w-]{1,32}\.(png|jpg|gif|webp)$/, '头像地址不正确')) }),
  data: profileSavedSchema,
  codes: [401, CODE_AVATAR_NOT_YOURS],
});
