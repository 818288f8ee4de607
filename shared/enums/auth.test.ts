import { describe, it, expect, expectTypeOf } from 'vitest';
import { expectEnum } from './enum-testing';
import {
  AppType,
  CodeChannel,
  LOGIN_TYPE_SOCIAL_OPEN,
  LoginType,
  type LoginTypeValue,
  QrScanStatus,
  REGISTER_TYPE,
  RoleLevel,
  SimpleRole,
  SocialType,
  VerifyScene,
} from './auth';

describe('auth enumerations (spec §3)', () => {
  it('LoginType: 1 password, 2 code, 10 open platform, 11 official account', () => {
    expectEnum(LoginType, [
      [1, '账号密码登录'],
      [2, '验证码登录'],
      [10, '开放平台授权'],
      [11, '公众号授权'],
    ]);
    expect(LoginType.is(3)).toBe(false);
    expectTypeOf<LoginTypeValue>().toEqualTypeOf<1 | 2 | 10 | 11>();
  });

  it('the social callback logs in with the open-platform type', () => {
    expect(LOGIN_TYPE_SOCIAL_OPEN).toBe(10);
    expect(LoginType.label(LOGIN_TYPE_SOCIAL_OPEN)).toBe('开放平台授权');
  });

  it('VerifyScene: register, login, auto-register, recover, reset, social bind, and our 7 注销账号', () => {
    expectEnum(VerifyScene, [
      [1, '注册'],
      [2, '登录'],
      [3, '自动注册'],
      [4, '找回密码'],
      [5, '重置密码'],
      [6, '绑定社交账号'],
      [7, '注销账号'],
    ]);
    expect(REGISTER_TYPE).toBe(VerifyScene.REGISTER);
    expect(VerifyScene.SOCIAL_BIND).toBe(6);
    expect(VerifyScene.DELETE_ACCOUNT).toBe(7);
  });

  it('CodeChannel: 1 SMS', () => {
    expectEnum(CodeChannel, [[1, '短信']]);
  });

  it('QrScanStatus: -1 expired, 0 not scanned, 1 scanned', () => {
    expectEnum(QrScanStatus, [
      [-1, '已过期'],
      [0, '未扫描'],
      [1, '已扫描'],
    ]);
    expect(QrScanStatus.EXPIRED).toBe(-1);
  });

  it('SocialType and AppType (values chosen: the spec does not show them)', () => {
    expectEnum(SocialType, [[1, '微信开放平台']]);
    expectEnum(AppType, [[1, '技能学堂App']]);
  });

  it('role lists', () => {
    expectEnum(RoleLevel, [
      [1, '超级管理员'],
      [2, '管理员'],
      [3, '用户'],
    ]);
    expectEnum(SimpleRole, [
      [1, '管理员'],
      [2, '用户'],
    ]);
  });
});
