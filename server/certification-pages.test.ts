import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyCard } from '@shared/schemas/certification';
import {
  certificateNoPath,
  certificatePdfPath,
  journeyCalendarPath,
  ticketPdfPath,
  VERIFICATION_CODE_PATTERN,
} from '@shared/lib/certification-journey';
import type { MockStore } from '@skill/mock-api';
import { seedApprovedApplication } from '@skill/mock-api/testing';
import { buildTestApp, type TestApp } from './test-support/app';
import { countOf, parsePage, textOf, textsOf } from './test-support/html';

/**
 * Issue 25 §3 on the server: 我的考证, 考证进度 and 准考证 as rendered before any script runs — who
 * may open them (signed out, another learner, a malformed id), the status each state answers with,
 * and what the learner reads first. The demo learner (技能学员小王) has a finished journey with its
 * certificate and one waiting for its ticket (the mock's seed); 焊工老李 has none.
 */
describe('the certification journey pages, rendered on the server', () => {
  let app: TestApp;
  let store: MockStore;
  const DEMO = '13800138000';
  const PLAIN = '13900139000';
  const tokenOf = (phone: string) => store.issueToken(store.accounts.byPhone(phone)!.id);
  const page = async (url: string, phone?: string) => {
    const response = await app.inject({ url, headers: phone ? { cookie: `skill_token=${tokenOf(phone)}` } : {} });
    return { status: response.statusCode, location: response.headers.location, html: response.body, text: textOf(response.body) };
  };
  const journeys = async (): Promise<JourneyCard[]> => {
    const response = await app.inject({ url: '/api/certification/journeys', headers: { cookie: `skill_token=${tokenOf(DEMO)}` } });
    return (response.json() as { data: JourneyCard[] }).data;
  };
  const finished = async () => (await journeys()).find((journey) => journey.certificateNo !== null)!;
  const waiting = async () => (await journeys()).find((journey) => journey.step === 'ticket' && journey.stepState === 'upcoming')!;

  beforeAll(async () => {
    app = await buildTestApp();
    store = app.mockApi.store;
  });
  afterAll(() => app.close());

  it('signed out, each page sends the visitor to sign in first', async () => {
    for (const url of ['/study/certification', '/study/certification/8', '/study/certification/8/ticket']) {
      const { status, location } = await page(url);
      expect(status, url).toBe(302);
      expect(location, url).toContain('login');
    }
  });

  it('我的考证: the journeys with where each stands, my certificate with its PDF and verification; the study page links here', async () => {
    const cards = await journeys();
    const { status, html } = await page('/study/certification', DEMO);
    expect(status).toBe(200);
    const $ = parsePage(html);
    expect(textsOf($, 'h1')).toEqual(['我的考证']);
    expect(countOf($, '[data-testid="journey-card"]')).toBe(cards.length);
    const done = await finished();
    const upcoming = await waiting();
    const certificate = $('[data-testid="certificate-card"]').first();
    expect(textOf(certificate)).toContain(done.certificateNo!);
    expect(certificate.find(`a[href="${certificatePdfPath(done.certificateNo!)}"]`).attr('download')).toBeDefined();
    // The verification link carries the certificate's 核验码 (8 random characters), never the number alone.
    expect(
      certificate
        .find('a')
        .filter((_, link) => $(link).text() === '查验真伪')
        .attr('href'),
    ).toMatch(new RegExp(`^${certificateNoPath(done.certificateNo!)}\\?code=${VERIFICATION_CODE_PATTERN.source.slice(1, -1)}$`));
    // The card waiting for its ticket says what comes next, in words.
    const next = $('[data-testid="journey-card"]').filter(
      (_, card) => $(card).find(`a[href="/study/certification/${upcoming.planId}"]`).length > 0,
    );
    expect(textOf(next)).toContain('下一步：准考证');
    const study = await page('/study', DEMO);
    expect(parsePage(study.html)('a[href="/study/certification"]').text()).toBe('我的考证');
  });

  it('a learner with nothing yet: the way in, the self-check and the plans', async () => {
    const { status, html } = await page('/study/certification', PLAIN);
    expect(status).toBe(200);
    const $ = parsePage(html);
    expect(textOf($('[role="status"]'))).toContain('还没有考证记录');
    expect($('[role="status"] a[href="/eligibility"]').length).toBe(1);
    expect($('[role="status"] a[href="/enrollment"]').length).toBe(1);
  });

  it('考证进度 of a finished journey: seven steps said in words, the scores against the pass line, the certificate at #certificate', async () => {
    const { planId, certificateNo } = await finished();
    const { status, html } = await page(`/study/certification/${planId}`, DEMO);
    expect(status).toBe(200);
    const $ = parsePage(html);
    const steps = $('[data-testid="journey-timeline"] > li');
    expect(steps.length).toBe(7);
    expect(steps.toArray().map((step) => step.attribs['data-step'])).toEqual([
      'apply',
      'review',
      'fee',
      'ticket',
      'exam',
      'score',
      'certificate',
    ]);
    // A state is told in words, never by colour alone.
    for (const step of steps.toArray()) expect(textOf(step)).toMatch(/已完成|无需此步/);
    expect(textOf($('[data-testid="result-verdict"]')).trim()).toBe('合格');
    expect(textsOf($, '[data-testid="result-parts"] li').every((line) => /合格线 60 分/.test(line))).toBe(true);
    const certificate = $('#certificate');
    expect(textOf(certificate)).toContain(certificateNo!);
    expect(certificate.find('a:contains("下载证书 PDF")').attr('href')).toBe(certificatePdfPath(certificateNo!));
    expect(textOf($('[data-testid="next-step"]'))).toContain('已取得证书');
  });

  it('考证进度 waiting for the ticket: the next step with its date, the ticket block says when, 加入日历 downloads the .ics, the exam’s readiness', async () => {
    const { planId } = await waiting();
    const { status, html } = await page(`/study/certification/${planId}`, DEMO);
    expect(status).toBe(200);
    const $ = parsePage(html);
    expect(textOf($('[data-testid="next-step"]'))).toMatch(/下一步\s*准考证/);
    expect(textOf($('[data-testid="journey-ticket"]'))).toMatch(/准考证将于\s*\d+月\d+日 \d\d:\d\d\s*（考试日前 3 天）发放/);
    const calendar = $('[data-testid="calendar-link"]');
    expect(calendar.attr('href')).toBe(journeyCalendarPath(planId));
    expect(calendar.attr('download')).toBeDefined();
    expect(countOf($, '[data-testid="exam-readiness"]')).toBe(1);
    expect(countOf($, '#certificate')).toBe(1);
  });

  it('another learner’s journey, an unknown plan and a malformed id are the 404 page', async () => {
    const { planId } = await finished();
    for (const [url, phone] of [
      [`/study/certification/${planId}`, PLAIN],
      [`/study/certification/${planId}/ticket`, PLAIN],
      ['/study/certification/999999', DEMO],
      ['/study/certification/abc', DEMO],
      ['/study/certification/0/ticket', DEMO],
    ] as const) {
      const { status, text } = await page(url, phone);
      expect(status, url).toBe(404);
      expect(text, url).toContain('页面不存在');
    }
  });

  it('准考证 issued: the A4 sheet with the number, name, masked ID and sessions; printing and the PDF beside it', async () => {
    const { planId } = await finished();
    const { status, html } = await page(`/study/certification/${planId}/ticket`, DEMO);
    expect(status).toBe(200);
    const $ = parsePage(html);
    const sheet = $('[data-testid="admission-ticket"]');
    expect(textOf(sheet)).toContain('职业技能等级认定准考证');
    expect(textOf(sheet.find('[data-testid="ticket-no"]')).trim()).toMatch(/^\d{8,}$/);
    expect(textOf(sheet)).toMatch(/\d{3}\*+\d{4}/);
    expect(
      sheet
        .find('tbody[data-part]')
        .toArray()
        .map((body) => body.attribs['data-part']),
    ).toEqual(['theory', 'practical']);
    expect(sheet.find('h3').text()).toBe('考场规则');
    expect($('button:contains("打印准考证")').length).toBe(1);
    expect($(`a[href="${ticketPdfPath(planId)}"]`).attr('download')).toBeDefined();
  });

  it('准考证 before its day: 404 with when it comes (1312); not admitted: 403 with why and the way to the journey (1313)', async () => {
    const { planId } = await waiting();
    const early = await page(`/study/certification/${planId}/ticket`, DEMO);
    expect(early.status).toBe(404);
    const $early = parsePage(early.html);
    expect($early('[data-testid="ticket-refusal"]').attr('data-kind')).toBe('not-issued');
    expect(textOf($early('[data-testid="ticket-refusal"]'))).toMatch(/准考证尚未发放.*\d+月\d+日/);
    expect(countOf($early, '[data-testid="admission-ticket"]')).toBe(0);

    // An approved application whose fee is still due is not admitted yet.
    const account = store.accounts.byPhone(PLAIN)!;
    const plan = store.content.enrollmentPlans.find((candidate) => candidate.fee > 0 && !candidate.requiresRealName)!;
    seedApprovedApplication(store, account, plan, store.now());
    const refused = await page(`/study/certification/${plan.id}/ticket`, PLAIN);
    expect(refused.status).toBe(403);
    const $refused = parsePage(refused.html);
    const refusal = $refused('[data-testid="ticket-refusal"]');
    expect(refusal.attr('data-kind')).toBe('not-admitted');
    expect(textOf(refusal)).toContain('无法查看准考证');
    expect(refusal.find(`a[href="/study/certification/${plan.id}"]`).text()).toBe('查看考证进度');
  });
});
