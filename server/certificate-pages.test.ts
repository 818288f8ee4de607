import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Certificate } from '@shared/schemas/certification';
import { VERIFY_LIMIT_PER_MINUTE } from '@skill/mock-api/testing';
import { buildTestApp, type TestApp } from './test-support/app';
import { metaOf, parsePage, textOf, titleOf } from './test-support/html';

describe('/certificate/query (证书查询) rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is a public tool for search engines: title, description, canonical, no noindex', async () => {
    const response = await app.inject('/certificate/query');
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe('证书查询 - 技能学堂');
    expect(metaOf($, 'description')).toMatch(/^职业技能等级证书查询：按证书编号核验证书真伪，或按持证人姓名和身份证号查询/);
    expect($('link[rel="canonical"]').attr('href')).toMatch(/\/certificate\/query$/);
    expect($('meta[name="robots"]').length).toBe(0);
  });

  it('the name and ID number form cannot be sent before the script runs (it would put the ID number in a URL)', async () => {
    const $ = parsePage((await app.inject('/certificate/query')).body);
    const form = $('form[aria-label="按姓名和身份证号查询证书"]');
    expect(form.attr('method')).toBe('post');
    expect(form.attr('action')).toBeUndefined();
    expect(form.find('input[name="name"]').length).toBe(1);
    expect(form.find('input[name="idNumber"]').length).toBe(1);
    expect(form.find('button[type="submit"]').attr('disabled')).toBeDefined();
    expect(textOf($)).toContain('不会透露该身份证号是否登记过');
  });

  it('by certificate number: a GET form that works without the script', async () => {
    const $ = parsePage((await app.inject('/certificate/query?by=no')).body);
    expect($('nav[aria-label="查询方式"] [aria-current="page"]').text()).toBe('按证书编号');
    const form = $('form[action="/certificate/query"][method="get"]');
    expect(form.find('input[name="no"]').length).toBe(1);
    expect($('input[name="idNumber"]').length).toBe(0);
  });

  it('a number sent that way goes on to its verification page, as the certificate prints it', async () => {
    const response = await app.inject('/certificate/query?no=%20s2025%201234%205678%209012%203%20');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/certificate/verify/S20251234567890123');
    // With its 核验码 (typed in lower case, with a dash): the verification itself.
    const withCode = await app.inject('/certificate/query?no=S20251234567890123&code=7kq2-m9xd');
    expect(withCode.headers.location).toBe('/certificate/verify/S20251234567890123?code=7KQ2M9XD');
    // An empty one stays on the form.
    expect((await app.inject('/certificate/query?no=%20')).statusCode).toBe(200);
  });
});

describe('/certificate/verify/:no (证书核验) rendered on the server', () => {
  let app: TestApp;
  /** The demo learner's certificate (王晓明), as his own space lists it. */
  let certificate: Certificate;
  beforeAll(async () => {
    app = await buildTestApp();
    const token = app.mockApi.store.issueToken(1);
    const response = await app.inject({ url: '/api/certification/certificates', headers: { cookie: `skill_token=${token}` } });
    certificate = (response.json() as { data: Certificate[] }).data[0]!;
  });
  afterAll(() => app.close());

  it('a genuine certificate: the verdict and its record, the holder masked, no scores, shareable but not indexed', async () => {
    const response = await app.inject(`/certificate/verify/${certificate.no}?code=${certificate.verificationCode}`);
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect($('h1').text()).toBe('证书真实有效');
    const record = Object.fromEntries(
      $('[data-testid="certificate-record"] > div')
        .toArray()
        .map((row) => [$(row).find('dt').text(), $(row).find('dd').text()]),
    );
    expect(record).toEqual({
      证书编号: certificate.no,
      持证人: '王*明',
      身份证号: certificate.idNumberMasked,
      '职业（工种）': certificate.professionName,
      职业编码: certificate.professionCode,
      技能等级: expect.stringMatching(/^(初级工\/五级|中级工\/四级|高级工\/三级|技师\/二级|高级技师\/一级)$/),
      发证日期: expect.stringMatching(/^\d{4}年\d{1,2}月\d{1,2}日$/),
      评价机构: certificate.institutionName,
    });
    expect(response.body).not.toContain('王晓明');
    expect(response.body).not.toContain('theoryScore');
    expect(titleOf($)).toBe('证书核验 - 技能学堂');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]').attr('href')).toMatch(
      new RegExp(`/certificate/verify/${certificate.no}\\?code=${certificate.verificationCode}$`),
    );
    expect(metaOf($, 'og:description')).toContain(`${certificate.no} 真实有效`);
  });

  it('a number no certificate has: 404, the message with the number, the form with it', async () => {
    const unknown = 'S00000000000000000';
    const response = await app.inject(`/certificate/verify/${unknown}?code=ABCDEFGH`);
    expect(response.statusCode).toBe(404);
    const $ = parsePage(response.body);
    expect($('h1').text()).toBe('未查询到该证书');
    expect($('[data-testid="verify-message"]').text()).toBe(`未查询到编号为 ${unknown} 的证书，请核对证书编号。`);
    expect($('input[name="no"]').attr('value')).toBe(unknown);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('too many verifications from one visitor: 429 with when to retry; another visitor is not held back', async () => {
    const from = (remoteAddress: string, no: string) => app.inject({ url: `/certificate/verify/${no}?code=ABCDEFGH`, remoteAddress });
    // Unknown numbers: a genuine one would be answered from the page cache after the first.
    for (let n = 0; n < VERIFY_LIMIT_PER_MINUTE; n += 1)
      expect((await from('198.51.100.7', `S${String(n).padStart(17, '0')}`)).statusCode).toBe(404);
    const limited = await from('198.51.100.7', 'S99999999999999999');
    expect(limited.statusCode).toBe(429);
    const $ = parsePage(limited.body);
    expect($('h1').text()).toBe('请稍后再试');
    expect($('[data-testid="verify-message"]').text()).toMatch(/过于频繁，请于 .+ 后再试/);
    expect((await from('198.51.100.8', 'S99999999999999999')).statusCode).toBe(404);
  });

  it('a number that cannot be one: 404, the rule, what was typed (as text), and the form again', async () => {
    const response = await app.inject('/certificate/verify/%3Cb%3Eabc%22');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<b>abc');
    const $ = parsePage(response.body);
    expect($('h1').text()).toBe('证书编号格式不正确');
    expect($('[data-testid="verify-message"]').text()).toBe('证书编号为 1 个大写字母加 17–21 位数字。你输入的是 <b>abc"。');
    expect($('form[action="/certificate/query"] input[name="no"]').attr('value')).toBe('<b>abc"');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  it('a number typed in lower case or in groups has one address', async () => {
    const response = await app.inject('/certificate/verify/s20251234567890123?code=abcd-efgh');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/certificate/verify/S20251234567890123?code=ABCDEFGH');
    expect((await app.inject('/certificate/verify/s20251234567890123')).headers.location).toBe('/certificate/verify/S20251234567890123');
  });

  it('the number alone (an old QR code, a number read off the paper): asks for the 核验码 or 证书查询, the same for any number', async () => {
    const pages = [];
    for (const no of [certificate.no, 'S00000000000000000']) {
      const response = await app.inject(`/certificate/verify/${no}`);
      expect(response.statusCode).toBe(200);
      const $ = parsePage(response.body);
      expect($('h1').text()).toBe('请输入核验码');
      expect($('[data-testid="verify-message"]').text()).toContain(`核验编号为 ${no} 的证书还需要核验码`);
      expect($('[data-testid="verify-message"] a[href="/certificate/query"]').text()).toBe('证书查询');
      expect($('[data-testid="certificate-record"]').length).toBe(0);
      expect($('form[action="/certificate/query"] input[name="code"]').length).toBe(1);
      pages.push($('main').text().replace(no, 'N'));
    }
    // Nothing on the page tells a registered number from an unknown one.
    expect(pages[0]).toBe(pages[1]);
  });
});
