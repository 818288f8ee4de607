import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { metaOf, parsePage, textOf, titleOf } from './test-support/html';

describe('/certificate/query (证书查询) rendered on the server', () => {
  let app: FastifyInstance;
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
    // An empty one stays on the form.
    expect((await app.inject('/certificate/query?no=%20')).statusCode).toBe(200);
  });
});

describe('/certificate/verify/:no (证书核验) rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

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
    const response = await app.inject('/certificate/verify/s20251234567890123');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/certificate/verify/S20251234567890123');
  });
});
