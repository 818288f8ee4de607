import { describe, expect, it } from 'vitest';
import { CompanySize, FeedbackCategory, TrainingNeed } from '../enums/business';
import { expectEnum } from '../enums/enum-testing';
import {
  checkCompanyName,
  checkContactName,
  checkFeedback,
  checkFeedbackContact,
  checkFeedbackDescription,
  checkLead,
  checkLeadRemark,
  checkPhone,
  checkScreenshotCount,
  checkTrainingNeeds,
} from './business-rules';
import { yearlySavingPercent } from './pricing-rules';

const known = { sizes: CompanySize.values, needs: TrainingNeed.values };

describe('enterprise-training enquiry rules', () => {
  it('phone: required, then 1 and 10 digits (spec §5 wording)', () => {
    expect(checkPhone('')).toBe('请输入手机号');
    expect(checkPhone(' 13800138000 ')).toBe(true);
    expect(checkPhone('1380013800')).toBe('手机号格式错误');
    expect(checkPhone('23800138000')).toBe('手机号格式错误');
    expect(checkPhone('1380013800a')).toBe('手机号格式错误');
  });

  it('company and contact names have lengths counted in characters', () => {
    expect(checkCompanyName('')).toBe('请输入企业名称');
    expect(checkCompanyName('甲')).toBe('企业名称不能少于 2 个字');
    expect(checkCompanyName('12345')).toBe('企业名称应包含中文或字母');
    expect(checkCompanyName('字'.repeat(51))).toBe('企业名称不能超过 50 个字');
    expect(checkCompanyName('宁波港城机电')).toBe(true);
    expect(checkContactName('王')).toBe('联系人不能少于 2 个字');
    expect(checkContactName('王经理')).toBe(true);
  });

  it('needs: at least one, known, no repeats; remark ≤ 300', () => {
    expect(checkTrainingNeeds([], known.needs)).toBe('请至少选择一项培训需求');
    expect(checkTrainingNeeds([1, 1], known.needs)).toBe('培训需求选择不正确');
    expect(checkTrainingNeeds([99], known.needs)).toBe('培训需求选择不正确');
    expect(checkTrainingNeeds([1, 2], known.needs)).toBe(true);
    expect(checkLeadRemark('字'.repeat(300))).toBe(true);
    expect(checkLeadRemark('字'.repeat(301))).toBe('备注不能超过 300 字');
  });

  it('a whole lead gives one message per bad field', () => {
    expect(checkLead({ company: '', contact: '', phone: '1', size: null, needs: [], remark: '' }, known)).toEqual({
      company: '请输入企业名称',
      contact: '请输入联系人姓名',
      phone: '手机号格式错误',
      size: '请选择企业规模',
      needs: '请至少选择一项培训需求',
    });
    expect(checkLead({ company: '宁波港城机电', contact: '王经理', phone: '13800138000', size: 2, needs: [3], remark: '' }, known)).toEqual(
      {},
    );
  });
});

describe('feedback rules', () => {
  it('description 10–500 characters', () => {
    expect(checkFeedbackDescription('  ')).toBe('请描述你遇到的问题或建议');
    expect(checkFeedbackDescription('字'.repeat(9))).toBe('问题描述不能少于 10 个字');
    expect(checkFeedbackDescription('字'.repeat(10))).toBe(true);
    expect(checkFeedbackDescription('字'.repeat(501))).toBe('问题描述不能超过 500 个字');
  });

  it('contact: a phone or an e-mail, required only when signed out', () => {
    expect(checkFeedbackContact('', true)).toBe(true);
    expect(checkFeedbackContact('', false)).toContain('手机号或邮箱');
    expect(checkFeedbackContact('13800138000', false)).toBe(true);
    expect(checkFeedbackContact('me@example.com', false)).toBe(true);
    expect(checkFeedbackContact('1380013800', true)).toBe('手机号格式错误');
    expect(checkFeedbackContact('me@', true)).toBe('请输入正确的手机号或邮箱');
  });

  it('at most 3 screenshots', () => {
    expect(checkScreenshotCount(3)).toBe(true);
    expect(checkScreenshotCount(4)).toBe('最多上传 3 张截图');
    expect(
      checkFeedback(
        { category: null, description: '', contact: '', screenshots: [] },
        { categories: FeedbackCategory.values, signedIn: true },
      ),
    ).toEqual({ category: '请选择反馈类型', description: '请描述你遇到的问题或建议' });
  });

  it('the enumerations', () => {
    expectEnum(FeedbackCategory, [
      [1, '功能建议'],
      [2, '内容问题'],
      [3, '页面错误'],
      [4, '支付与订单'],
      [5, '账号问题'],
      [6, '其他'],
    ]);
    expect(CompanySize.values).toEqual([1, 2, 3, 4, 5, 6]);
    expect(TrainingNeed.label(2)).toBe('职业技能等级认定');
  });
});

describe('prices', () => {
  it('the yearly saving is rounded down, absent when there is nothing to save', () => {
    expect(yearlySavingPercent(980_000, 108_000)).toBe(24);
    expect(yearlySavingPercent(2_680_000, 328_000)).toBe(31);
    expect(yearlySavingPercent(0, 0)).toBeNull();
    expect(yearlySavingPercent(1_200_000, 100_000)).toBeNull();
    expect(yearlySavingPercent(null, 100)).toBeNull();
  });
});
