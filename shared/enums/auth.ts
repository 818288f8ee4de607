import { defineEnum } from './define-enum';

/** 登录方式（POST /api/user/login 的 loginType）。 */
export const LoginType = defineEnum({
  PASSWORD: [1, '账号密码登录'],
  CODE: [2, '验证码登录'],
  SOCIAL_OPEN: [10, '开放平台授权'],
  SOCIAL_MP: [11, '公众号授权'],
});
export type LoginTypeValue = (typeof LoginType)['values'][number];

/** 社交登录回调（query 带 code 与 state）使用的登录方式：开放平台授权。 */
export const LOGIN_TYPE_SOCIAL_OPEN = LoginType.SOCIAL_OPEN;

/** 验证场景（短信验证码的 type）。 */
export const VerifyScene = defineEnum({
  REGISTER: [1, '注册'],
  LOGIN: [2, '登录'],
  AUTO_REGISTER: [3, '自动注册'],
  RECOVER_PASSWORD: [4, '找回密码'],
  RESET_PASSWORD: [5, '重置密码'],
  SOCIAL_BIND: [6, '绑定社交账号'],
  // Not in the spec's list (1–6): confirming 注销账号 by SMS (issue 26). Only the signed-in
  // POST /user/deletion/code sends it, to the account's own phone; the public send refuses it.
  DELETE_ACCOUNT: [7, '注销账号'],
});
export type VerifySceneValue = (typeof VerifyScene)['values'][number];

/**
 * 注册请求（POST /api/user/register）的 type。规格未给出具体取值；
 * 这里取验证场景「注册」(1)，与发送注册验证码时的 type 一致。
 */
export const REGISTER_TYPE = VerifyScene.REGISTER;

/** 验证码发送渠道。 */
export const CodeChannel = defineEnum({
  SMS: [1, '短信'],
});
export type CodeChannelValue = (typeof CodeChannel)['values'][number];

/** 扫码登录状态。 */
export const QrScanStatus = defineEnum({
  EXPIRED: [-1, '已过期'],
  NOT_SCANNED: [0, '未扫描'],
  SCANNED: [1, '已扫描'],
});
export type QrScanStatusValue = (typeof QrScanStatus)['values'][number];

/**
 * 社交平台（社交绑定登录的 socialType）。规格未给出取值：
 * 站点只接入一个开放平台（微信扫码登录），取 1。
 */
export const SocialType = defineEnum({
  WECHAT_OPEN: [1, '微信开放平台'],
});
export type SocialTypeValue = (typeof SocialType)['values'][number];

/**
 * 扫码登录的应用类型（POST /api/qr/generate 的 type）。规格未给出取值：
 * 只有一个伴生 App（技能学堂App），取 1。
 */
export const AppType = defineEnum({
  SKILL_APP: [1, '技能学堂App'],
});
export type AppTypeValue = (typeof AppType)['values'][number];

/** 角色（三级）：超级管理员、管理员、用户。 */
export const RoleLevel = defineEnum({
  SUPER_ADMIN: [1, '超级管理员'],
  ADMIN: [2, '管理员'],
  USER: [3, '用户'],
});
export type RoleLevelValue = (typeof RoleLevel)['values'][number];

/** 角色（两级）：管理员、用户。 */
export const SimpleRole = defineEnum({
  ADMIN: [1, '管理员'],
  USER: [2, '用户'],
});
export type SimpleRoleValue = (typeof SimpleRole)['values'][number];
