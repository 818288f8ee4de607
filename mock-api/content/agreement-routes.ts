import type { FastifyInstance } from 'fastify';
import { getAgreement, getSiteContact } from '@shared/api/agreement';
import { agreementTypeOf } from '@shared/schemas/agreement';
import { AGREEMENTS, SITE_CONTACT } from './agreements';
import { BusinessError, CODE_NOT_FOUND, handle } from '../core/define-handler';

/** The legal texts (plain data in mock-api/content/agreements) and /contactus. */
export function registerAgreementRoutes(app: FastifyInstance): void {
  handle(app, getAgreement, ({ params }) => {
    const type = agreementTypeOf(params.type);
    if (type === null) throw new BusinessError(CODE_NOT_FOUND, '协议不存在');
    return AGREEMENTS[type as keyof typeof AGREEMENTS];
  });
  handle(app, getSiteContact, () => SITE_CONTACT);
}
