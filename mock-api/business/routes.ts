import type { FastifyInstance } from 'fastify';
import {
  CODE_CONTACT_REQUIRED,
  CODE_FEEDBACK_LIMIT,
  CODE_LEAD_LIMIT,
  CODE_SCREENSHOT_NOT_YOURS,
  CODE_TOO_MANY_SCREENSHOTS,
  createBusinessLead,
  getPlans,
  submitFeedback,
} from '@shared/api/business';
import { checkFeedbackContact, checkScreenshotCount, LEAD_LIMITS, FEEDBACK_LIMITS } from '@shared/lib/business-rules';
import { shanghaiIso } from '../core/faker';
import { BusinessError, handle } from '../core/define-handler';
import { PLANS } from './plans';
import type { MockStore } from '../core/store';

/** GET /platform/plans, POST /business/lead and POST /feedback (mock-api/business/). */
export function registerBusinessRoutes(app: FastifyInstance, store: MockStore): void {
  const desk = store.businessDesk;

  handle(app, getPlans, () => PLANS);

  handle(app, createBusinessLead, ({ body }) => {
    const lead = desk.addLead(body);
    if (!lead)
      throw new BusinessError(CODE_LEAD_LIMIT, `该手机号今天已提交 ${LEAD_LIMITS.perPhonePerDay} 次咨询，我们会尽快联系你，请勿重复提交`);
    return { referenceNo: lead.referenceNo, createdAt: shanghaiIso(lead.createdAt) };
  });

  handle(app, submitFeedback, ({ token, body }) => {
    const account = store.accountByToken(token);
    const count = checkScreenshotCount(body.screenshots.length);
    if (count !== true) throw new BusinessError(CODE_TOO_MANY_SCREENSHOTS, count);
    const contact = checkFeedbackContact(body.contact, account !== undefined);
    if (contact !== true) throw new BusinessError(CODE_CONTACT_REQUIRED, contact);
    if (body.screenshots.length > 0) {
      if (!account) throw new BusinessError(CODE_SCREENSHOT_NOT_YOURS, '上传截图需要先登录');
      // Only pictures this visitor uploaded (and still kept): no one attaches another's upload.
      for (const url of body.screenshots) {
        const image = store.uploads.byUrl(url);
        if (!image || image.ownerId !== account.id) throw new BusinessError(CODE_SCREENSHOT_NOT_YOURS, '截图已失效，请重新上传');
      }
    }
    const ticket = desk.addFeedback({ ...body, screenshots: [...new Set(body.screenshots)], accountId: account?.id ?? null });
    if (!ticket) throw new BusinessError(CODE_FEEDBACK_LIMIT, `每天最多提交 ${FEEDBACK_LIMITS.perDay} 条反馈，请明天再来`);
    return { ticketNo: ticket.ticketNo, createdAt: shanghaiIso(ticket.createdAt) };
  });
}
