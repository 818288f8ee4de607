import { afterAll, describe, expect, it } from 'vitest';
import { agreementSchema, siteContactSchema } from '@shared/schemas/agreement';
import { buildMockApi } from '../app';
import { envelopeOf } from '../core/test-support';

describe('agreements and the contact page', () => {
  const { app } = buildMockApi({ liveSimulation: false });
  afterAll(() => app.close());
  const get = async (url: string) => envelopeOf(await app.inject({ method: 'GET', url }), url);

  it('serves the terms of service with its numbered chapters, the refund rule included', async () => {
    const body = await get('/agreement/1');
    expect(body.code).toBe(0);
    const terms = agreementSchema.parse(body.data);
    expect(terms).toMatchObject({ type: 1, title: '技能学堂服务条款' });
    expect(terms.sections.length).toBeGreaterThanOrEqual(10);
    const headings = terms.sections.map((section) => section.heading).join(' ');
    for (const topic of [
      '账号注册与使用',
      '课程与服务',
      '付费与退款',
      '技能币',
      '用户内容与社区规范',
      '知识产权',
      '隐私',
      '免责',
      '协议变更',
      '争议解决',
    ])
      expect(headings).toContain(topic);
    const refund = terms.sections.find((section) => section.heading.includes('付费与退款'))!.paragraphs.join('');
    expect(refund).toContain('7 天内');
    expect(refund).toContain('30%');
  });

  it('serves the privacy policy in the shape the PIPL expects', async () => {
    const policy = agreementSchema.parse((await get('/agreement/2')).data);
    const text = JSON.stringify(policy);
    for (const topic of ['收集', 'skill_token', '共享', '中华人民共和国境内', '存储期限', '你的权利', '未成年人', '联系我们'])
      expect(text).toContain(topic);
  });

  it('serves the onboarding agreement, and plain text only (no markup)', async () => {
    const onboarding = agreementSchema.parse((await get('/agreement/3')).data);
    expect(onboarding.title).toBe('技能学堂机构入驻协议');
    for (const type of [1, 2, 3]) expect(JSON.stringify((await get(`/agreement/${type}`)).data)).not.toMatch(/<[a-z]/i);
  });

  it('answers an unknown type with 404 (the site shows its 404 page)', async () => {
    for (const type of ['0', '4', 'abc', '1.5', '01x']) expect((await get(`/agreement/${type}`)).code, type).toBe(404);
  });

  it('serves the contact channels: hotline, hours, e-mail, business, media, onboarding and feedback links, address', async () => {
    const contact = siteContactSchema.parse((await get('/site/contact')).data);
    expect(contact.hotline).toMatch(/^400-/);
    expect(contact.channels.map((channel) => channel.key)).toEqual(['service', 'business', 'join', 'media', 'feedback']);
    expect(contact.channels.find((channel) => channel.key === 'join')!.link!.href).toBe('/join');
    expect(contact.channels.find((channel) => channel.key === 'feedback')!.link!.href).toBe('/feedback');
    expect(contact.address.street).toContain('杭州市');
  });
});
