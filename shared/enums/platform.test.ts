import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import {
  AgreementType,
  BannerSlot,
  BillingPeriod,
  CustomerServiceType,
  EnableFlag,
  InstitutionCategory,
  InstitutionType,
  PinFlag,
  PlanEdition,
  Visibility,
} from './platform';

describe('platform enumerations (spec §3)', () => {
  it('InstitutionType: institution, individual', () => {
    expectEnum(InstitutionType, [
      [1, '机构'],
      [2, '个人'],
    ]);
  });

  it('InstitutionCategory has seven distinct categories 1–7', () => {
    expect(InstitutionCategory.values).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(InstitutionCategory.options.map((o) => o.label)).size).toBe(7);
    expect(InstitutionCategory.label(7)).toBe('其他');
  });

  it('PlanEdition: team, enterprise, free, private deployment', () => {
    expectEnum(PlanEdition, [
      [1, '团队版'],
      [2, '企业版'],
      [3, '免费版'],
      [4, '私有化部署'],
    ]);
  });

  it('BillingPeriod: year, month, day', () => {
    expectEnum(BillingPeriod, [
      [1, '年'],
      [2, '月'],
      [3, '日'],
    ]);
  });

  it('AgreementType: terms of service, privacy, institution onboarding', () => {
    expectEnum(AgreementType, [
      [1, '服务条款'],
      [2, '隐私协议'],
      [3, '机构入驻协议'],
    ]);
  });

  it('Visibility: whole platform, institution only, platform only', () => {
    expectEnum(Visibility, [
      [1, '全平台'],
      [2, '仅机构'],
      [3, '仅平台'],
    ]);
  });

  it('PinFlag and EnableFlag are 0/1', () => {
    expectEnum(PinFlag, [
      [0, '否'],
      [1, '是'],
    ]);
    expectEnum(EnableFlag, [
      [0, '停用'],
      [1, '启用'],
    ]);
  });

  it('BannerSlot: home/community × desktop/mobile', () => {
    expectEnum(BannerSlot, [
      [1, '首页PC'],
      [2, '首页移动端'],
      [3, '社区PC'],
      [4, '社区移动端'],
    ]);
  });

  it('CustomerServiceType: platform, institution', () => {
    expectEnum(CustomerServiceType, [
      [1, '平台'],
      [2, '机构'],
    ]);
  });
});
