import { describe, expect, it } from 'vitest';
import { QuestionKind } from '@shared/enums/exam';
import { PROFESSIONS } from '../catalogue/vocabulary';
import type { BankQuestion } from './bank-builder';
import { auditCalculation } from './calculation-audit';
import { buildBank } from './bank-builder';

const question = (rest: Partial<BankQuestion>): BankQuestion => ({
  id: 1,
  kind: QuestionKind.JUDGE,
  stem: '',
  options: [],
  rightOptions: [],
  rightJudge: null,
  blanks: [],
  reference: '',
  explanation: '',
  family: 'calc0',
  part: 'practice',
  rotation: null,
  point: 5,
  ...rest,
});

describe('the calculation audit', () => {
  it('flags the tolerance statement keyed 正确 although 0.033 − 0.02 is 0.013', () => {
    const stem = '某轴的公称尺寸为φ50mm，上极限偏差为0.033mm，下极限偏差为0.02mm，则其尺寸公差为0.01mm。';
    expect(auditCalculation(question({ stem, rightJudge: true }))).toMatchObject({ verdict: 'wrong', key: false });
    expect(auditCalculation(question({ stem, rightJudge: false }))).toMatchObject({ verdict: 'right' });
  });

  it('checks a single’s keyed option, a blank’s spellings, and the rounding the stem asks for', () => {
    const single = question({
      kind: QuestionKind.SINGLE,
      stem: '某电阻元件的阻值为10Ω，通过的电流为2A，则其两端电压为（　）V。',
      options: ['5', '20', '40', '12'],
      rightOptions: [0],
    });
    expect(auditCalculation(single)).toMatchObject({ verdict: 'wrong', key: 1 });
    expect(auditCalculation({ ...single, rightOptions: [1] })).toMatchObject({ verdict: 'right' });
    const fill = question({
      kind: QuestionKind.FILL,
      stem: '某成年人身高1.7m、体重65kg，其体重指数（BMI）约为______（保留一位小数）。',
      blanks: [['22.5']],
    });
    expect(auditCalculation(fill)).toMatchObject({ verdict: 'right' });
    expect(auditCalculation({ ...fill, blanks: [['22.49']] })).toMatchObject({ verdict: 'wrong', key: '22.5' });
    expect(auditCalculation(question({ stem: '安全电压为36V。', family: 'f1' }))).toEqual({ verdict: 'unknown' });
  });
});

describe('every calculation in every bank', { timeout: 120_000 }, () => {
  it('is one the audit knows, and its key is what the printed numbers give', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (let professionId = 1; professionId <= PROFESSIONS.length; professionId += 1) {
      for (let level = 1; level <= 5; level += 1) {
        for (const item of buildBank(professionId, level, (index) => index)) {
          if (!item.family.startsWith('calc')) continue;
          const audit = auditCalculation(item);
          checked += 1;
          if (audit.verdict === 'unknown') wrong.push(`unknown template: ${item.stem}`);
          else if (audit.verdict === 'wrong') wrong.push(`${PROFESSIONS[professionId - 1]!.name} L${level}: ${item.stem} — ${audit.why}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(5_000);
    expect(wrong.slice(0, 20), `${wrong.length} wrong`).toEqual([]);
  });
});
