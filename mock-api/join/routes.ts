import type { FastifyInstance } from 'fastify';
import { getMyJoinApplication, submitJoinApplication } from '@shared/api/join';
import { AuditStatus } from '@shared/enums/order';
import type { JoinApplication } from '@shared/schemas/join';
import { shanghaiIso } from '../core/faker';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { JoinApplicationRecord } from './join-applications';
import type { MockStore } from '../core/store';

const toApplication = (application: JoinApplicationRecord): JoinApplication => ({
  id: application.id,
  applicationNo: application.applicationNo,
  status: application.status,
  fields: { ...application.fields },
  agreementVersion: application.agreementVersion,
  rejectReason: application.rejectReason,
  submittedAt: shanghaiIso(application.submittedAt),
  reviewedAt: application.reviewedAt === null ? null : shanghaiIso(application.reviewedAt),
});

/** 入驻意向: the signed-in account's application and its review. */
export function registerJoinRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '请先登录后再申请入驻');
    return account;
  };

  handle(app, getMyJoinApplication, ({ token }) => {
    const application = store.joinApplications.of(requireAccount(token).id);
    return application
      ? { status: application.status, application: toApplication(application) }
      : { status: AuditStatus.NOT_APPLIED, application: null };
  });

  handle(app, submitJoinApplication, ({ token, body }) => toApplication(store.joinApplications.submit(requireAccount(token).id, body)));
}
