import type { FastifyInstance } from 'fastify';
import {
  CODE_CERTIFICATE_CODE_REQUIRED,
  CODE_CERTIFICATE_NOT_FOUND,
  CODE_CERTIFICATE_QUERY_NO_MATCH,
  getAdmissionTicket,
  getJourney,
  listJourneys,
  listMyCertificates,
  getQueryChallenge,
  queryCertificates,
  verifyCertificate,
} from '@shared/api/certification';
import { BusinessError, CODE_NOT_FOUND, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { admissionTicket } from './admission-ticket';
import type { Certification } from './certification';
import { certificateView, journeyCard, journeyView, publicCertificateView } from './journey-view';
import type { MockStore } from '../core/store';

/** The one answer to a query that finds nothing, whether the ID number is unknown or the name does not match it. */
export const QUERY_NO_MATCH_MESSAGE = '未查询到与该姓名和身份证号相符的证书，请核对后重试';

export const CODE_REQUIRED_MESSAGE = '请输入证书二维码旁的 8 位核验码；没有核验码的，请到证书查询按持证人姓名和身份证号查询';

/** Per-client limits need an address; one the caller did not give is counted as one unknown client. */
const UNKNOWN_CLIENT = 'unknown';

/**
 * The certification journey (issue 25 §3): my journeys, one journey, its admission ticket and my
 * certificates (signed in; a plan the caller never applied to is the same 404 as an unknown one), and
 * the public verification and 证书查询 (rate-limited per client address, the query per ID number too).
 */
export function registerCertificationRoutes(app: FastifyInstance, store: MockStore, certification: Certification): void {
  const { sources, limits } = certification;
  const learnerOf = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录后查看我的考证');
    return account;
  };
  const journeyOf = (accountId: number, planId: number) => {
    const facts = certification.journeyOf(accountId, planId);
    if (!facts) throw new BusinessError(CODE_NOT_FOUND, '没有找到你的这份报名');
    return facts;
  };

  handle(app, listJourneys, ({ token }) => {
    const { id } = learnerOf(token);
    return certification.journeysOf(id).map((facts) => journeyCard(journeyView(sources, facts), facts.certificate?.no ?? null));
  });

  handle(app, getJourney, ({ params, token }) => journeyView(sources, journeyOf(learnerOf(token).id, params.id)));

  handle(app, getAdmissionTicket, ({ params, token }) => admissionTicket(sources, journeyOf(learnerOf(token).id, params.id)));

  handle(app, listMyCertificates, ({ token }) => {
    const { id } = learnerOf(token);
    // Certificates fall due when read: settle the learner's journeys first.
    certification.journeysOf(id);
    return sources.records.certificates.ofAccount(id).map(certificateView);
  });

  handle(app, verifyCertificate, ({ params, query, clientAddress }) => {
    limits.verify(clientAddress ?? UNKNOWN_CLIENT);
    // Not looked up without the code: a number alone must not say whether it is in the register.
    if (!query.code) throw new BusinessError(CODE_CERTIFICATE_CODE_REQUIRED, CODE_REQUIRED_MESSAGE);
    const record = sources.records.certificates.verified(params.no, query.code);
    if (!record)
      throw new BusinessError(CODE_CERTIFICATE_NOT_FOUND, `未找到编号为 ${params.no} 且核验码相符的证书，请核对证书编号和核验码后重试`);
    return publicCertificateView(record);
  });

  handle(app, getQueryChallenge, ({ clientAddress }) => limits.challenge(clientAddress ?? UNKNOWN_CLIENT));

  handle(app, queryCertificates, ({ body, clientAddress }) => {
    limits.query(clientAddress ?? UNKNOWN_CLIENT, body.idNumber, body.challenge);
    const found = sources.records.certificates.matching(body.name, body.idNumber);
    if (found.length === 0) throw new BusinessError(CODE_CERTIFICATE_QUERY_NO_MATCH, QUERY_NO_MATCH_MESSAGE);
    return { certificates: found.map(publicCertificateView) };
  });
}
