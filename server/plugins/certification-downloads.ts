import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createApiClient, isApiError, type ApiClient } from '@shared/api/api-client';
import {
  CODE_TICKET_NOT_ADMITTED,
  CODE_TICKET_NOT_ISSUED,
  getAdmissionTicket,
  getJourney,
  listMyCertificates,
} from '@shared/api/certification';
import { fileRoutes } from '@shared/api/file-routes';
import { loginRedirectTarget } from '@shared/auth/login-redirect';
import { contentDisposition } from '@shared/lib/content-disposition';
import { CERTIFICATE_NO_PATTERN, certificateVerifyPath } from '@shared/lib/certification-journey';
import type { AdmissionTicket, Certificate } from '@shared/schemas/certification';
import type { FileFetcher, FileFetcherFactory, TransportFactory } from '../api-transport';
import { clearTokenCookie, forwardedClientOf, requestToken } from '../auth-cookie';
import { siteOriginOf } from '../site-origin';
import { errorDocument, noticeDocument, type Notice } from '../render/error-document';
import { renderAdmissionTicket } from '../downloads/admission-ticket-pdf';
import { renderCertificate } from '../downloads/certificate-pdf';
import { journeyCalendar } from '../downloads/journey-calendar';
import type { PdfFontLookup } from '../downloads/pdf-font';
import { imageKindOf } from '../downloads/photo';
import { requestTrace } from '../trace-context';
import { contentSecurityPolicy } from './security';

export interface CertificationDownloadsOptions {
  transport: TransportFactory;
  files: FileFetcherFactory;
  /** The PDFs' font, found at startup; none → the PDF routes answer 503. */
  font: PdfFontLookup;
  /** SITE_ORIGIN: the origin of the certificate's QR code and the calendar's UIDs (else the request's). */
  siteOrigin?: string;
  /** Check the API's answers against the contract (development). */
  validate?: boolean;
  /** PDFs rendered per client address per minute (each costs ~50–75 ms of CPU); default PDF_RENDERS_PER_MINUTE. */
  pdfPerMinute?: number;
}

/** A learner downloads a few documents; a loop that renders PDFs for the CPU they cost is stopped here. */
export const PDF_RENDERS_PER_MINUTE = 20;

/** The learner's journey page (the 409s link back to it), its printable ticket, and where it shows the certificate. */
export const journeyPagePath = (planId: number) => `/study/certification/${planId}`;
export const printableTicketPath = (planId: number) => `${journeyPagePath(planId)}/ticket`;
const certificatePagePath = (certificate: Certificate) =>
  certificate.planId === null
    ? certificateVerifyPath(certificate.no, certificate.verificationCode)
    : `${journeyPagePath(certificate.planId)}#certificate`;

export const TICKET_PDF_ROUTE = '/study/certification/:planId/ticket.pdf';
export const CALENDAR_ROUTE = '/study/certification/:planId/calendar.ics';
/** The certificate's number is the file's name: /study/certificates/S310115202604001572.pdf. */
export const CERTIFICATE_PDF_ROUTE = '/study/certificates/:no.pdf';

const PLAN_ID = /^[1-9]\d{0,15}$/;
const PHOTO_PATH = fileRoutes.find((route) => route.id === 'enrollment.material')!.path;

/** Personal documents: never stored by a browser or a proxy, never sniffed into something else. */
const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } as const;

/** The request's answer when the API could not give one (unreachable, too slow, a 5xx): its status for the visitor. */
class UpstreamFailed extends Error {
  constructor(readonly status: number) {
    super(`the API failed (${status})`);
  }
}

function sendNotice(reply: FastifyReply, notice: Notice) {
  const nonce = randomUUID().replaceAll('-', '');
  return reply
    .code(notice.status)
    .headers(PRIVATE_HEADERS)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, false))
    .send(noticeDocument(notice, nonce));
}

function sendError(reply: FastifyReply, status: number) {
  const nonce = randomUUID().replaceAll('-', '');
  return reply
    .code(status)
    .headers(PRIVATE_HEADERS)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, false))
    .send(errorDocument(status, nonce));
}

/**
 * The learner's downloads of the certification journey (issue 25 §3), rendered here from the API's
 * JSON with the learner's session: the admission ticket (PDF), the certificate with its QR code (PDF)
 * and the journey's calendar (.ics). Signed-in only, like the /study pages they belong to: a visitor
 * without a session is sent to sign in and back; another learner's plan or certificate is a 404.
 */
export async function certificationDownloads(app: FastifyInstance, options: CertificationDownloadsOptions) {
  const { transport, files, font } = options;
  // Counted in this process (each instance allows the limit): the renders are this process's CPU.
  await app.register(rateLimit, { global: false });
  const pdfRenders = app.createRateLimit({
    max: options.pdfPerMinute ?? PDF_RENDERS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `pdf:${request.ip}`,
  });

  /** Over the limit: 429 saying when to try again (true); else false and the render is counted. */
  async function renderRefused(request: FastifyRequest, reply: FastifyReply, back: string): Promise<boolean> {
    const result = await pdfRenders(request);
    if (result.isAllowed || !result.isExceeded) return false;
    reply.header('retry-after', String(result.ttlInSeconds));
    await sendNotice(reply, {
      status: 429,
      title: '下载过于频繁',
      message: '下载过于频繁',
      detail: `请 ${result.ttlInSeconds} 秒后再试。`,
      link: { href: back, label: '返回我的考证' },
      showStatus: false,
    });
    return true;
  }

  /** The API as this learner, or a redirect to sign in (undefined) when there is no session. */
  function learnerApi(request: FastifyRequest, reply: FastifyReply): { api: ApiClient; fetchFile: FileFetcher } | undefined {
    const token = requestToken(request);
    if (!token) {
      void reply.code(302).header('location', loginRedirectTarget(request.url)).header('cache-control', 'no-store').send();
      return undefined;
    }
    let failure: number | undefined;
    const context = {
      token,
      client: forwardedClientOf(request),
      log: request.log,
      trace: requestTrace(request.raw),
      onUpstreamFailure: (status: number) => (failure ??= status),
    };
    const api = createApiClient(transport(context), { validate: options.validate });
    const guarded: ApiClient = {
      call: async (endpoint, input) => {
        try {
          return await api.call(endpoint, input);
        } catch (error) {
          if (failure !== undefined) throw new UpstreamFailed(failure >= 500 && failure !== 504 ? 502 : failure);
          throw error;
        }
      },
    };
    return { api: guarded, fetchFile: files(context) };
  }

  /** The API's refusals and failures as this site answers a download: sign in again, 404, 409 with why, 502/504. */
  function sendFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, planId?: number) {
    if (error instanceof UpstreamFailed) return sendError(reply, error.status);
    if (!isApiError(error)) throw error;
    if (error.code === 401 || error.status === 401) {
      clearTokenCookie(request, reply);
      return reply
        .code(302)
        .header('location', loginRedirectTarget(request.url, { expired: true }))
        .header('cache-control', 'no-store')
        .send();
    }
    if (planId !== undefined && (error.code === CODE_TICKET_NOT_ISSUED || error.code === CODE_TICKET_NOT_ADMITTED)) {
      return sendNotice(reply, {
        status: 409,
        title: error.code === CODE_TICKET_NOT_ISSUED ? '准考证尚未发放' : '暂无准考证',
        message: error.code === CODE_TICKET_NOT_ISSUED ? '准考证尚未发放' : '暂无准考证',
        detail: error.message,
        link: { href: journeyPagePath(planId), label: '返回我的考证' },
        showStatus: false,
      });
    }
    if (error.status === 404 || error.code === 404 || (error.code !== undefined && error.code < 500)) return sendError(reply, 404);
    request.log.warn({ status: error.status, code: error.code }, 'download: the API failed');
    return sendError(reply, 502);
  }

  const noFont = (href: string, label: string) => ({
    status: 503,
    title: '暂时无法生成 PDF',
    message: '暂时无法生成 PDF',
    detail: '服务器缺少中文字体，PDF 暂时无法生成。您可以打开可打印的页面，用浏览器「打印 → 另存为 PDF」保存。',
    link: { href, label },
    showStatus: false,
  });

  async function ticketPhoto(request: FastifyRequest, fetchFile: FileFetcher, ticket: AdmissionTicket) {
    if (!ticket.photo) return null;
    try {
      const file = await fetchFile(PHOTO_PATH.replace(':file', encodeURIComponent(ticket.photo.id)));
      if (file.status === 200 && imageKindOf(file.body)) return file.body;
      request.log.warn({ status: file.status }, 'ticket: the photo could not be read; the ticket is printed with an empty photo frame');
    } catch (error) {
      request.log.warn({ err: error }, 'ticket: the photo could not be read; the ticket is printed with an empty photo frame');
    }
    return null;
  }

  app.get<{ Params: { planId: string } }>(TICKET_PDF_ROUTE, async (request, reply) => {
    if (!PLAN_ID.test(request.params.planId)) return sendError(reply, 404);
    const planId = Number(request.params.planId);
    const learner = learnerApi(request, reply);
    if (!learner) return reply;
    if (!font.font) return sendNotice(reply, noFont(printableTicketPath(planId), '打开可打印的准考证'));
    if (await renderRefused(request, reply, journeyPagePath(planId))) return reply;
    let ticket: AdmissionTicket;
    try {
      ticket = await learner.api.call(getAdmissionTicket, { params: { id: planId } });
    } catch (error) {
      return sendFailure(request, reply, error, planId);
    }
    const pdf = await renderAdmissionTicket(font.font, ticket, await ticketPhoto(request, learner.fetchFile, ticket));
    return reply
      .headers(PRIVATE_HEADERS)
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        contentDisposition(`准考证-${ticket.ticketNo}.pdf`, 'attachment', `admission-ticket-${ticket.ticketNo}.pdf`),
      )
      .send(pdf);
  });

  app.get<{ Params: { no: string } }>(CERTIFICATE_PDF_ROUTE, async (request, reply) => {
    const { no } = request.params;
    if (!CERTIFICATE_NO_PATTERN.test(no)) return sendError(reply, 404);
    const learner = learnerApi(request, reply);
    if (!learner) return reply;
    let certificates;
    try {
      certificates = await learner.api.call(listMyCertificates);
    } catch (error) {
      return sendFailure(request, reply, error);
    }
    // Only the holder: the number must be one of this session's own certificates.
    const certificate = certificates.find((candidate) => candidate.no === no);
    if (!certificate) return sendError(reply, 404);
    if (!font.font) return sendNotice(reply, noFont(certificatePagePath(certificate), '查看证书'));
    if (await renderRefused(request, reply, certificatePagePath(certificate))) return reply;
    const verifyUrl = siteOriginOf(request, options.siteOrigin) + certificateVerifyPath(certificate.no, certificate.verificationCode);
    const pdf = await renderCertificate(font.font, certificate, verifyUrl);
    return reply
      .headers(PRIVATE_HEADERS)
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        contentDisposition(`职业技能等级证书-${certificate.no}.pdf`, 'attachment', `certificate-${certificate.no}.pdf`),
      )
      .send(pdf);
  });

  app.get<{ Params: { planId: string } }>(CALENDAR_ROUTE, async (request, reply) => {
    if (!PLAN_ID.test(request.params.planId)) return sendError(reply, 404);
    const planId = Number(request.params.planId);
    const learner = learnerApi(request, reply);
    if (!learner) return reply;
    let journey;
    try {
      journey = await learner.api.call(getJourney, { params: { id: planId } });
    } catch (error) {
      return sendFailure(request, reply, error, planId);
    }
    const host = new URL(siteOriginOf(request, options.siteOrigin)).hostname;
    return reply
      .headers(PRIVATE_HEADERS)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', contentDisposition(`考证日程-${journey.planTitle}.ics`, 'attachment', `certification-${planId}.ics`))
      .send(journeyCalendar(journey, host, new Date()));
  });
}
