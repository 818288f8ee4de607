import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/app';
import { parsePage, textOf, textsOf, titleOf } from './test-support/html';

describe('/eligibility (报考资格自测) rendered on the server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('without answers: the questions as a GET form, and no verdict yet', async () => {
    const response = await app.inject('/eligibility');
    expect(response.statusCode).toBe(200);
    const $ = parsePage(response.body);
    expect(titleOf($)).toBe('报考资格自测 - 技能学堂');
    expect($('form[method="get"][action="/eligibility"] input[name="years"][required]').length).toBe(1);
    expect(textOf($)).not.toContain('可报考：');
    expect($('[data-status]').length).toBe(0);
  });

  it('with answers in the URL: every level judged, the focus level marked, and open levels linked to their plans', async () => {
    const $ = parsePage((await app.inject('/eligibility?years=5&held=1&heldYear=2022&level=2&profession=7')).body);
    expect(
      $('[data-status]')
        .toArray()
        .map((level) => level.attribs['data-status']),
    ).toEqual(['held', 'eligible', 'not-yet', 'not-yet', 'not-yet']);
    expect($('[data-status][aria-current="true"] h3').text()).toBe('中级工/四级');
    expect(textsOf($, '[data-status="eligible"] a')).toEqual(['查看该等级的报名计划']);
    expect($('[data-status="eligible"] a').attr('href')).toBe('/enrollment?level=2&profession=7');
    // A level not yet open says in one line what its nearest way in lacks, not every condition.
    expect(textsOf($, '[data-status="not-yet"] p')).toEqual([
      '还差：取得中级工/四级证书，取得证书后再工作 5 年',
      '还差：取得高级工/三级证书，取得证书后再工作 4 年',
      '还差：取得技师/二级证书，取得证书后再工作 4 年',
    ]);
    expect($('[data-status="not-yet"] li').length).toBe(0);
    // The form keeps what was asked.
    expect($('input[name="years"]').attr('value')).toBe('5');
    expect($('input[name="heldYear"]').attr('value')).toBe('2022');
  });

  it('answers the form cannot hold are ignored, never echoed', async () => {
    const response = await app.inject('/eligibility?years=%3Cscript%3E&schooling=%3Cb%3E&level=9');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<b>');
    expect(parsePage(response.body)('[data-status]').length).toBe(0);
  });
});
