import { describe, expect, it } from 'vitest';
import { fieldAria, fieldProblem } from './use-rule-form';

describe('rule-form helpers', () => {
  it('ties an input to its hint and its message', () => {
    expect(fieldAria('lead', 'phone', undefined)).toEqual({
      id: 'lead-phone',
      'data-field': 'phone',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(fieldAria('lead', 'phone', '手机号格式错误', true)).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': 'lead-phone-hint lead-phone-error',
    });
  });

  it('reads the field of an API refusal (the mock names it), else nothing', () => {
    expect(fieldProblem('请求体参数错误：phone：手机号格式错误')).toEqual({ field: 'phone', text: '手机号格式错误' });
    expect(fieldProblem('请求体参数错误：needs.0：培训需求选择不正确')).toEqual({ field: 'needs', text: '培训需求选择不正确' });
    expect(fieldProblem('该手机号今天已提交 5 次咨询')).toBeUndefined();
  });
});
