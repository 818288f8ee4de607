import { describe, expect, it } from 'vitest';
import {
  checkContactPhone,
  checkJoin,
  checkJoinAgreed,
  checkJoinCategory,
  checkJoinCreditCode,
  checkJoinEmail,
  checkJoinIntro,
  checkJoinName,
  normaliseJoin,
  type JoinFields,
} from './join-rules';

const valid: JoinFields = {
  type: 1,
  name: '杭州数智职业技能培训学校',
  category: 2,
  creditCode: '91350100M000100Y43',
  contactName: '王晓明',
  contactPhone: '13800138000',
  email: 'join@example.com',
  region: '浙江省 杭州市',
  intro: '专注电工、焊工与养老护理员等职业技能培训十余年，拥有 30 名持证讲师。',
  agreed: true,
};

describe('onboarding application rules (browser and API)', () => {
  it('accepts a complete institution application', () => {
    expect(checkJoin(valid)).toEqual({});
  });

  it('requires a valid unified social credit code for an institution, reusing the GB 32100 check', () => {
    expect(checkJoinCreditCode('', 1)).toBe('请输入统一社会信用代码');
    expect(checkJoinCreditCode('91350100M000100Y44', 1)).toMatch(/统一社会信用代码校验位不正确/);
    expect(checkJoinCreditCode('9135 0100 m000 100y43', 1)).toBe(true);
  });

  it('lets a person leave the credit code empty, but checks one that is given', () => {
    expect(checkJoinCreditCode('', 2)).toBe(true);
    expect(checkJoinCreditCode('123', 2)).toMatch(/18 位/);
  });

  it('names: an institution 4–60 characters, a lecturer 2–20 letters', () => {
    expect(checkJoinName('', 1)).toBe('请输入机构名称');
    expect(checkJoinName('某校', 1)).toBe('机构名称不能少于 4 个字');
    expect(checkJoinName('', 2)).toBe('请输入讲师姓名');
    expect(checkJoinName('李师傅', 2)).toBe(true);
    expect(checkJoinName('李师傅123', 2)).toMatch(/只能包含/);
  });

  it('phone is 1 and ten digits, with the message 手机号格式错误', () => {
    expect(checkContactPhone('13800138000')).toBe(true);
    expect(checkContactPhone('23800138000')).toBe('手机号格式错误');
    expect(checkContactPhone('1380013800')).toBe('手机号格式错误');
    expect(checkContactPhone('')).toBe('请输入联系人手机号');
  });

  it('category 1–7, e-mail, intro 20–500 and the agreement', () => {
    expect(checkJoinCategory(7)).toBe(true);
    expect(checkJoinCategory(0)).toBe('请选择机构分类');
    expect(checkJoinEmail('')).toBe('请输入联系邮箱');
    expect(checkJoinEmail('a@b')).toBe('邮箱格式不正确');
    expect(checkJoinIntro('太短了')).toBe('简介不能少于 20 个字');
    expect(checkJoinIntro('好'.repeat(501))).toBe('简介不能超过 500 个字');
    expect(checkJoinIntro('好'.repeat(500))).toBe(true);
    expect(checkJoinAgreed(false)).toBe('请阅读并同意《机构入驻协议》');
  });

  it('reports every problem of a form by field', () => {
    const problems = checkJoin({ ...valid, creditCode: '91350100M000100Y44', contactPhone: '123', agreed: false });
    expect(Object.keys(problems).sort()).toEqual(['agreed', 'contactPhone', 'creditCode']);
  });

  it('normalises what is kept', () => {
    expect(normaliseJoin({ ...valid, name: ' 杭州数智职业技能培训学校 ', creditCode: ' 9135 0100 m000 100y43 ' })).toMatchObject({
      name: '杭州数智职业技能培训学校',
      creditCode: '91350100M000100Y43',
    });
  });
});
