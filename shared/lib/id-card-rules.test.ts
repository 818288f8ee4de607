import { describe, expect, it } from 'vitest';
import { checkIdNumber, checkRealName, idCheckChar, maskIdNumber, maskName, normaliseIdNumber, normaliseRealName } from './id-card-rules';

const TODAY = '2026-11-26';
/** Well-formed numbers (check characters computed by GB 11643; the first is the standard's own sample). */
const VALID = [
  '11010519491231002X',
  '11010119900307803X',
  '310115200002290013',
  '330106198705123016',
  '510108200101014210',
  '650102201212124567',
  '810000199909091234',
  '710000202002020228',
];
const withCheck = (first17: string) => first17 + idCheckChar(first17);

describe('real name', () => {
  it.each(['王明', '李', '欧阳锋', '阿卜杜·热合曼', '买买提·艾力', '爱新觉罗·溥仪', '张三丰'])(
    '%s: Chinese, with the middle dot of minority names',
    (name) => {
      expect(checkRealName(name)).toBe(name === '李' ? '姓名不能少于 2 个字' : true);
    },
  );

  it('is trimmed, inner spaces go, and look-alike dots become the middle dot', () => {
    expect(normaliseRealName(' 王 小明 ')).toBe('王小明');
    expect(checkRealName(' 王 小明 ')).toBe(true);
    expect(normaliseRealName('阿卜杜•热合曼')).toBe('阿卜杜·热合曼');
    expect(normaliseRealName('阿卜杜・热合曼')).toBe('阿卜杜·热合曼');
    expect(checkRealName('阿卜杜・热合曼')).toBe(true);
  });

  it('says what is wrong, one message each', () => {
    expect(checkRealName('')).toBe('请输入真实姓名');
    expect(checkRealName('   ')).toBe('请输入真实姓名');
    expect(checkRealName('Wang Ming')).toMatch(/只能包含中文和间隔点/);
    expect(checkRealName('王明1')).toMatch(/只能包含中文和间隔点/);
    expect(checkRealName('王_明')).toMatch(/只能包含中文和间隔点/);
    expect(checkRealName('王明😀')).toMatch(/只能包含中文和间隔点/);
    expect(checkRealName('·王明')).toBe('间隔点「·」只能用在两个字之间');
    expect(checkRealName('王明·')).toBe('间隔点「·」只能用在两个字之间');
    expect(checkRealName('王··明')).toBe('间隔点「·」只能用在两个字之间');
    expect(checkRealName('王')).toBe('姓名不能少于 2 个字');
    expect(checkRealName('王'.repeat(20))).toBe(true);
    expect(checkRealName('王'.repeat(21))).toBe('姓名不能超过 20 个字');
  });

  it('counts a rare character outside the BMP as one', () => {
    expect(checkRealName('𠮷野')).toBe(true);
  });
});

describe('ID number (GB 11643-1999)', () => {
  it.each(VALID)('accepts %s', (id) => {
    expect(checkIdNumber(id, TODAY)).toBe(true);
    expect(idCheckChar(id)).toBe(id[17]);
  });

  it('accepts a lower-case x and spaces, and normalises them', () => {
    expect(checkIdNumber('11010519491231002x', TODAY)).toBe(true);
    expect(checkIdNumber(' 110105 19491231 002x ', TODAY)).toBe(true);
    expect(normaliseIdNumber(' 110105 19491231 002x ')).toBe('11010519491231002X');
  });

  it('refuses an empty, short, long or non-digit number', () => {
    expect(checkIdNumber('', TODAY)).toBe('请输入身份证号');
    expect(checkIdNumber('11010519491231002', TODAY)).toBe('身份证号应为 18 位');
    expect(checkIdNumber('11010519491231002X1', TODAY)).toBe('身份证号应为 18 位');
    expect(checkIdNumber('110105194912310', TODAY)).toBe('身份证号应为 18 位');
    expect(checkIdNumber('1101051949123100XX', TODAY)).toBe('身份证号前 17 位应为数字，最后一位为数字或 X');
    expect(checkIdNumber('11010519491231002Y', TODAY)).toBe('身份证号前 17 位应为数字，最后一位为数字或 X');
    expect(checkIdNumber('１１０１０５１９４９１２３１００２Ｘ', TODAY)).toBe('身份证号前 17 位应为数字，最后一位为数字或 X');
  });

  it.each(['00', '10', '16', '20', '24', '30', '38', '40', '47', '49', '55', '60', '66', '70', '72', '80', '84', '90', '99'])(
    'refuses province code %s',
    (code) => {
      expect(checkIdNumber(withCheck(`${code}010519900101123`), TODAY)).toBe('身份证号中的地区码不正确');
    },
  );

  it.each(['11', '15', '21', '23', '31', '37', '41', '46', '50', '54', '61', '65', '71', '81', '83'])(
    'accepts province code %s',
    (code) => {
      expect(checkIdNumber(withCheck(`${code}010519900101123`), TODAY)).toBe(true);
    },
  );

  it.each([
    ['a 13th month', '19901301'],
    ['a 0th month', '19900001'],
    ['a 32nd day', '19900132'],
    ['the 0th day', '19900100'],
    ['31 April', '19900431'],
    ['29 February of a common year', '19900229'],
    ['29 February 1900 (not a leap year)', '19000229'],
    ['a date before 1900', '18991231'],
    ['tomorrow', '20261127'],
    ['next year', '20270101'],
  ])('refuses %s as the birth date', (_, birth) => {
    expect(checkIdNumber(withCheck(`110105${birth}123`), TODAY)).toBe('身份证号中的出生日期不正确');
  });

  it('accepts the edges: 1 January 1900, 29 February of a leap year, today, a child', () => {
    expect(checkIdNumber(withCheck('11010519000101123'), TODAY)).toBe(true);
    expect(checkIdNumber(withCheck('11010520000229123'), TODAY)).toBe(true);
    expect(checkIdNumber(withCheck('11010520261126123'), TODAY)).toBe(true);
    expect(checkIdNumber(withCheck('11010520200601123'), TODAY)).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(checkIdNumber('110105194912310021', TODAY)).toBe('身份证号校验位不正确，请核对后重新输入');
    expect(checkIdNumber('110101199003078030', TODAY)).toBe('身份证号校验位不正确，请核对后重新输入');
    expect(checkIdNumber('33010619870512301X', TODAY)).toBe('身份证号校验位不正确，请核对后重新输入');
  });

  it('catches every single-digit change and every swap of two different neighbours in the first 17', () => {
    const id = '330106198705123016';
    for (let i = 0; i < 17; i++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === id[i]) continue;
        const changed = id.slice(0, i) + digit + id.slice(i + 1);
        expect(checkIdNumber(changed, TODAY), changed).not.toBe(true);
      }
      if (i < 16 && id[i] !== id[i + 1]) {
        const swapped = id.slice(0, i) + id[i + 1] + id[i] + id.slice(i + 2);
        expect(checkIdNumber(swapped, TODAY), swapped).not.toBe(true);
      }
    }
  });

  it('maps every remainder to its check character (1 0 X 9 8 7 6 5 4 3 2)', () => {
    const seen = new Set<string>();
    for (let serial = 0; serial < 200 && seen.size < 11; serial++)
      seen.add(idCheckChar(`11010519900101${String(serial).padStart(3, '0')}`));
    expect([...seen].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']);
  });

  it('checks the birth date against today by default (Beijing)', () => {
    expect(checkIdNumber('11010519491231002X')).toBe(true);
    expect(checkIdNumber(withCheck('11010530000101123'))).toBe('身份证号中的出生日期不正确');
  });
});

describe('masking', () => {
  it.each([
    ['王小明', '王*明'],
    ['李明', '李*'],
    ['欧阳少锋', '欧**锋'],
    ['阿卜杜·热合曼', '阿*****曼'],
    [' 王 小明 ', '王*明'],
    ['王', '王'],
    ['', ''],
  ])('name %s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });

  it('keeps the first 3 and the last 4 of an ID number, never the birth date', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('11010519491231002x')).toBe('110***********002X');
    expect(maskIdNumber('330106198705123016')).toHaveLength(18);
    expect(maskIdNumber('330106198705123016')).not.toContain('19870512');
    expect(maskIdNumber('123')).toBe('***');
  });
});
