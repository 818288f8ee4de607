import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import * as cheerio from 'cheerio';
import { CODE_TICKET_NOT_ADMITTED, CODE_TICKET_NOT_ISSUED } from '@shared/api/certification';
import { certificatePdfPath, journeyCalendarPath, ticketPdfPath } from '@shared/lib/certification-journey';
import type { Certificate } from '@shared/schemas/certification';
import type { FetchedFile, FileFetcherFactory, TransportFactory } from '../api-transport';
import { pdfFontFor } from '../downloads/pdf-font';
import { CERTIFICATE_FIXTURE, JOURNEY_FIXTURE, TICKET_FIXTURE, samplePhoto } from '../test-support/certification-fixtures';
import { readPdf } from '../test-support/pdf-reading';
import { certificationDownloads, type CertificationDownloadsOptions } from './certification-downloads';

/**
 * The downloads against a stand-in API that answers as the contract says, per learner: `ann` has
 * plan 12's ticket (with her photo), journey and certificate; `bob` has none of them (404, an empty
 * list); plan 13's ticket is not issued yet, plan 14's application is not admitted, plan 15's API call
 * fails; `gone` is a session the API no longer knows.
 */
const ok = (data: unknown) => ({ status: 200, body: { code: 0, msg: 'ok', data } });
const refusal = (code: number, msg: string) => ({ status: 200, body: { code, msg } });
const notFound = { status: 404, body: { code: 404, msg: '资源不存在' } };

const calls: { token: string | undefined; path: string }[] = [];
const fileReads: { token: string | undefined; path: string }[] = [];

const fakeApi: TransportFactory =
  ({ token, onUpstreamFailure }) =>
  async ({ path }) => {
    calls.push({ token, path });
    if (token === 'gone') return refusal(401, '登录已失效，请重新登录');
    if (path === '/certification/journeys/15/ticket' || path === '/certification/journeys/15') {
      onUpstreamFailure?.(504);
      throw new Error('headers timeout');
    }
    if (path === '/certification/journeys/13/ticket') return refusal(CODE_TICKET_NOT_ISSUED, '准考证将于 12月1日 09:00 发放');
    if (path === '/certification/journeys/14/ticket') return refusal(CODE_TICKET_NOT_ADMITTED, '报名费未缴纳，报名已失效');
    if (path === '/certification/certificates') return ok(token === 'ann' ? ([CERTIFICATE_FIXTURE] satisfies Certificate[]) : []);
    if (token !== 'ann') return notFound;
    if (path === '/certification/journeys/12/ticket') return ok(TICKET_FIXTURE);
    if (path === '/certification/journeys/12') return ok(JOURNEY_FIXTURE);
    return notFound;
  };

const photo = samplePhoto();
const fakeFiles: FileFetcherFactory =
  ({ token }) =>
  async (path): Promise<FetchedFile> => {
    fileReads.push({ token, path });
    return token === 'ann' && path === `/enrollment/file/${TICKET_FIXTURE.photo!.id}`
      ? { status: 200, contentType: 'image/png', body: photo }
      : { status: 404, contentType: 'application/json', body: Buffer.from('{"code":404}') };
  };

async function downloadsApp(overrides: Partial<CertificationDownloadsOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(certificationDownloads, {
    transport: fakeApi,
    files: fakeFiles,
    font: pdfFontFor(undefined),
    siteOrigin: 'https://www.example.com',
    validate: true,
    ...overrides,
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await downloadsApp();
});
afterAll(() => app.close());

const as = (token: string) => ({ cookie: `skill_token=${token}` });

describe('signed out', () => {
  it.each([
    '/study/certification/12/ticket.pdf',
    `/study/certificates/${CERTIFICATE_FIXTURE.no}.pdf`,
    '/study/certification/12/calendar.ics',
  ])('%s → 302 to sign in and back, the API never asked', async (url) => {
    calls.length = 0;
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=1&redirect=${encodeURIComponent(url)}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(calls).toEqual([]);
  });

  it('a session the API no longer knows: the cookie is cleared and the visitor told to sign in again', async () => {
    const response = await app.inject({ url: '/study/certification/12/ticket.pdf', headers: as('gone') });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=expired&redirect=${encodeURIComponent('/study/certification/12/ticket.pdf')}`);
    expect(String(response.headers['set-cookie'])).toMatch(/^skill_token=;.*Max-Age=0/);
  });
});

describe('the admission ticket PDF', () => {
  it('is the learner’s ticket with their photo, as a private attachment', async () => {
    fileReads.length = 0;
    const response = await app.inject({ url: ticketPdfPath(12), headers: as('ann') });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="admission-ticket-${TICKET_FIXTURE.ticketNo}.pdf"; filename*=UTF-8''${encodeURIComponent(`准考证-${TICKET_FIXTURE.ticketNo}.pdf`)}`,
    });
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages[0]!.text).toContain(TICKET_FIXTURE.ticketNo);
    expect(pdf.pages[0]!.text).toContain(TICKET_FIXTURE.name);
    expect(pdf.pages[0]!.images).toBe(1);
    // The photo is read with the learner's own session, from the API's private file route.
    expect(fileReads).toEqual([{ token: 'ann', path: `/enrollment/file/${TICKET_FIXTURE.photo!.id}` }]);
  });

  it('another learner’s plan is a 404, and no photo is read for them', async () => {
    fileReads.length = 0;
    const response = await app.inject({ url: '/study/certification/12/ticket.pdf', headers: as('bob') });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).not.toContain(TICKET_FIXTURE.name);
    expect(fileReads).toEqual([]);
  });

  it.each([
    [13, '准考证尚未发放', '准考证将于 12月1日 09:00 发放'],
    [14, '暂无准考证', '报名费未缴纳，报名已失效'],
  ])('plan %i: 409 saying why (%s), with the way back to the journey', async (planId, heading, why) => {
    const response = await app.inject({ url: `/study/certification/${planId}/ticket.pdf`, headers: as('ann') });
    expect(response.statusCode).toBe(409);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const $ = cheerio.load(response.body);
    expect($('h1').text()).toBe(heading);
    expect($('p').text()).toBe(why);
    expect($('a').attr('href')).toBe(`/study/certification/${planId}`);
    // The page's one <style> carries the CSP's nonce.
    expect(response.headers['content-security-policy']).toContain(`'nonce-${$('style').attr('nonce')}'`);
  });

  it('an API that does not answer: the gateway status, not a crash', async () => {
    const response = await app.inject({ url: '/study/certification/15/ticket.pdf', headers: as('ann') });
    expect(response.statusCode).toBe(504);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each(['0', '012', 'abc', '99999999999999999999'])('a plan id that is no id (%s) is a 404 before the API', async (planId) => {
    calls.length = 0;
    const response = await app.inject({ url: `/study/certification/${planId}/ticket.pdf`, headers: as('ann') });
    expect(response.statusCode).toBe(404);
    expect(calls).toEqual([]);
  });
});

describe('the certificate PDF', () => {
  it('is the holder’s certificate with the QR code of the verification page on the site’s origin', async () => {
    const response = await app.inject({ url: certificatePdfPath(CERTIFICATE_FIXTURE.no), headers: as('ann') });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    expect(response.headers['content-disposition']).toContain(`filename="certificate-${CERTIFICATE_FIXTURE.no}.pdf"`);
    const text = (await readPdf(response.rawPayload)).pages[0]!.text;
    expect(text).toContain(CERTIFICATE_FIXTURE.no);
    expect(text).toContain(CERTIFICATE_FIXTURE.holderName);
    expect(text).toContain(`https://www.example.com/certificate/verify/${CERTIFICATE_FIXTURE.no}`);
  });

  it('without SITE_ORIGIN the QR code points at the origin the request came to', async () => {
    const local = await downloadsApp({ siteOrigin: undefined });
    const response = await local.inject({
      url: `/study/certificates/${CERTIFICATE_FIXTURE.no}.pdf`,
      headers: { ...as('ann'), host: 'skill.test:8080' },
    });
    expect((await readPdf(response.rawPayload)).pages[0]!.text).toContain(
      `http://skill.test:8080/certificate/verify/${CERTIFICATE_FIXTURE.no}`,
    );
    await local.close();
  });

  it('only the holder: another learner asking for that number gets a 404', async () => {
    const response = await app.inject({ url: `/study/certificates/${CERTIFICATE_FIXTURE.no}.pdf`, headers: as('bob') });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(CERTIFICATE_FIXTURE.holderName);
  });

  it.each(['s310115202604001572', 'S31', 'S310115202604001572.pdf'])(
    'a number of the wrong shape (%s) is a 404 before the API',
    async (no) => {
      calls.length = 0;
      expect((await app.inject({ url: `/study/certificates/${no}.pdf`, headers: as('ann') })).statusCode).toBe(404);
      expect(calls).toEqual([]);
    },
  );
});

describe('the journey calendar', () => {
  it('is text/calendar, an attachment with a UTF-8 name, private', async () => {
    const response = await app.inject({ url: journeyCalendarPath(12), headers: as('ann') });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="certification-12.ics"; filename*=UTF-8''${encodeURIComponent(`考证日程-${JOURNEY_FIXTURE.planTitle}.ics`).replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    });
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(JOURNEY_FIXTURE.calendar.length);
    expect(response.body).toContain(`UID:${JOURNEY_FIXTURE.calendar[0]!.uid}@www.example.com\r\n`);
  });

  it('another learner’s plan is a 404; an API failure its gateway status', async () => {
    expect((await app.inject({ url: '/study/certification/12/calendar.ics', headers: as('bob') })).statusCode).toBe(404);
    expect((await app.inject({ url: '/study/certification/15/calendar.ics', headers: as('ann') })).statusCode).toBe(504);
  });
});

describe('a loop of downloads', () => {
  it('the PDFs of one address are limited per minute (429 with Retry-After); the calendar is not', async () => {
    const limited = await downloadsApp({ pdfPerMinute: 2 });
    const statuses = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await limited.inject({ url: ticketPdfPath(12), headers: as('ann') })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await limited.inject({ url: certificatePdfPath(CERTIFICATE_FIXTURE.no), headers: as('ann') });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(cheerio.load(refused.body)('h1').text()).toBe('下载过于频繁');
    expect((await limited.inject({ url: journeyCalendarPath(12), headers: as('ann') })).statusCode).toBe(200);
    await limited.close();
  });
});

describe('without a Chinese font', () => {
  it('the PDFs answer 503 pointing to the printable pages; the calendar still works', async () => {
    const fontless = await downloadsApp({ font: { font: null, problem: 'none installed' } });
    const ticket = await fontless.inject({ url: '/study/certification/12/ticket.pdf', headers: as('ann') });
    expect(ticket.statusCode).toBe(503);
    const $ = cheerio.load(ticket.body);
    expect($('p').text()).toContain('打印');
    expect($('a').attr('href')).toBe('/study/certification/12/ticket');
    const certificate = await fontless.inject({ url: `/study/certificates/${CERTIFICATE_FIXTURE.no}.pdf`, headers: as('ann') });
    expect(certificate.statusCode).toBe(503);
    expect(cheerio.load(certificate.body)('a').attr('href')).toBe('/study/certification/12#certificate');
    // Another learner's number is still a 404, font or not.
    expect((await fontless.inject({ url: `/study/certificates/${CERTIFICATE_FIXTURE.no}.pdf`, headers: as('bob') })).statusCode).toBe(404);
    expect((await fontless.inject({ url: '/study/certification/12/calendar.ics', headers: as('ann') })).statusCode).toBe(200);
    // Signed out is still a sign-in first.
    expect((await fontless.inject({ url: '/study/certification/12/ticket.pdf' })).statusCode).toBe(302);
    await fontless.close();
  });
});
