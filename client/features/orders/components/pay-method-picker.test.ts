import { describe, expect, it } from 'vitest';
import { PayMethod } from '@shared/enums/order';
import { splitPayMethods } from './pay-method-picker';

const option = (method: number, available: boolean) => ({ method, available, note: '' });

describe('splitPayMethods (issue 26: four methods a web learner can never use were listed as equals)', () => {
  it('WeChat, 聚合支付 and coins are choices (coins disabled when short); the app-only and offline ones fold into one line', () => {
    const { web, elsewhere } = splitPayMethods([
      option(PayMethod.WECHAT, true),
      option(PayMethod.SKILL_COIN, false),
      option(PayMethod.FREE, false),
      option(PayMethod.AGGREGATED, true),
      option(PayMethod.APPLE, false),
      option(PayMethod.BANK, false),
      option(PayMethod.MEDICAL_TRAINING, false),
    ]);
    expect(web.map((item) => item.method)).toEqual([PayMethod.WECHAT, PayMethod.SKILL_COIN, PayMethod.AGGREGATED]);
    expect(elsewhere.map((item) => item.method)).toEqual([PayMethod.APPLE, PayMethod.BANK, PayMethod.MEDICAL_TRAINING]);
  });

  it('a free product offers 免费; a method the server makes available is never folded away', () => {
    const { web, elsewhere } = splitPayMethods([
      option(PayMethod.WECHAT, false),
      option(PayMethod.FREE, true),
      option(PayMethod.BANK, true),
    ]);
    expect(web.map((item) => item.method)).toEqual([PayMethod.WECHAT, PayMethod.FREE, PayMethod.BANK]);
    expect(elsewhere).toEqual([]);
  });
});
