import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdfPath, certificateVerifyPath, journeyCalendarPath, ticketPdfPath } from '@shared/lib/certification-journey';
import type { AdmissionTicket, Certificate, Journey, JourneyCard } from '@shared/schemas/certification';
import { buildTestApp, type TestApp } from './test-support/app';
import { readPdf } from './test-support/pdf-reading';

/**
 * The downloads inside the whole site, against the bundled mock (server/plugins/certification-downloads.test.ts
 * covers every answer against a stand-in API): they win over the page route, answer signed-out visitors
 * as protected pages do, render the demo learner's finished journey (技能学员小王, account 1: his
 * certificate and its ticket, with his photo) and refuse it to another learner (account 2).
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const DOWNLOADS = [ticketPdfPath(1), certificatePdfPath('S310115202604001572'), journeyCalendarPath(1)];

describe('signed out', () => {
  it.each(DOWNLOADS)('%s → 302 to the login modal and back, as a protected page', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=1&redirect=${encodeURIComponent(url)}`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(DOWNLOADS)('%s with a token the API does not know → the cookie cleared, 302 with the expired notice', async (url) => {
    const response = await app.inject({ url, headers: { cookie: 'skill_token=not-a-session' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/?login=expired&redirect=${encodeURIComponent(url)}`);
    expect(String(response.headers['set-cookie'])).toMatch(/^skill_token=;/);
  });
});

describe('not a download', () => {
  it('a certificate number of the wrong shape is the site’s 404 page, with its headers', async () => {
    const cookie = `skill_token=${app.mockApi.store.issueToken(2)}`;
    const response = await app.inject({ url: '/study/certificates/not-a-number.pdf', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  });
});

describe('the demo learner’s finished journey', () => {
  const learner = () => ({ cookie: `skill_token=${app.mockApi.store.issueToken(1)}` });
  const other = () => ({ cookie: `skill_token=${app.mockApi.store.issueToken(2)}` });
  const api = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ url: `/api${url}`, headers: learner() });
    return (response.json() as { data: T }).data;
  };
  let certificate: Certificate;
  let planId: number;
  beforeAll(async () => {
    const cards = await api<JourneyCard[]>('/certification/journeys');
    const finished = cards.find((card) => card.certificateNo !== null)!;
    planId = finished.planId;
    certificate = (await api<Certificate[]>('/certification/certificates')).find((item) => item.no === finished.certificateNo)!;
  });

  it('his admission ticket: the API’s ticket, with the photo of his application', async () => {
    const ticket = await api<AdmissionTicket>(`/certification/journeys/${planId}/ticket`);
    const response = await app.inject({ url: ticketPdfPath(planId), headers: learner() });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages).toHaveLength(1);
    for (const text of [ticket.ticketNo, ticket.name, ticket.idNumberMasked, ...ticket.rules])
      expect(pdf.pages[0]!.text).toContain(text.replace(/\s+/g, ''));
    expect(ticket.photo).not.toBeNull();
    expect(pdf.pages[0]!.images).toBe(1);
  });

  it('his certificate, its QR code on the verification page of the origin asked', async () => {
    const response = await app.inject({ url: certificatePdfPath(certificate.no), headers: { ...learner(), host: 'skill.test' } });
    expect(response.statusCode).toBe(200);
    const text = (await readPdf(response.rawPayload)).pages[0]!.text;
    expect(text).toContain(certificate.no);
    expect(text).toContain(certificate.holderName);
    // The QR code's address carries the certificate's 核验码: the number alone verifies nothing.
    expect(text).toContain(`http://skill.test${certificateVerifyPath(certificate.no, certificate.verificationCode)}`);
  });

  it('his calendar: a VEVENT per dated step of the journey', async () => {
    const journey = await api<Journey>(`/certification/journeys/${planId}`);
    const response = await app.inject({ url: journeyCalendarPath(planId), headers: learner() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(journey.calendar.length);
  });

  it('another learner gets 404 for each of them, and nothing of his in the answer', async () => {
    for (const url of [ticketPdfPath(planId), certificatePdfPath(certificate.no), journeyCalendarPath(planId)]) {
      const response = await app.inject({ url, headers: other() });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(certificate.holderName);
    }
  });
});
