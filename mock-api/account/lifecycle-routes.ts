import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bindWechat,
  CODE_DELETION_BLOCKED,
  CODE_DEVICE_UNKNOWN,
  getDeletionStatus,
  listDevices,
  requestDeletion,
  sendDeletionCode,
  signOutDevice,
  signOutOtherDevices,
  type DeletionBlocker,
} from '@shared/api/account-lifecycle';
import { VerifyScene } from '@shared/enums/auth';
import { isOrderAwaitingPayment, RefundStatus } from '@shared/enums/order';
import { MessageType } from '@shared/enums/message';
import { DELETION_COOLING_OFF_DAYS, deletionDueAt } from '@shared/lib/account-deletion-rules';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { toUser, type Account } from './account-seed';
import { shanghaiIso } from '../core/faker';
import { SMS_CODE_TTL_MS, type MockStore } from '../core/store';
import { deviceName } from './device-name';
import { bindWechatTo } from './wechat-binding';
import { consumeSms, CODE_SMS_TOO_SOON, CODE_SOCIAL_STATE } from '../auth/routes';

const SOCIAL_STATE = /^[0-9a-f]{64}$/i;
/** Refunds still moving: applied, agreed, being paid back. */
const PENDING_REFUND = new Set<number>([RefundStatus.APPLYING, RefundStatus.AGREED, RefundStatus.REFUNDING]);
const UNDER_REVIEW = 1;

/**
 * The learner's account beyond its credentials (issue 26, shared/api/account-lifecycle.ts): WeChat
 * bound while signed in, the signed-in devices, 注销账号 and the data export.
 */
export function registerAccountLifecycleRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined): Account => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return account;
  };

  handle(app, bindWechat, ({ token, body }) => {
    const account = requireAccount(token);
    const openId = body.code.startsWith('wx-') ? body.code.slice(3) : '';
    if (!openId || !SOCIAL_STATE.test(body.state)) throw new BusinessError(CODE_SOCIAL_STATE, '授权信息无效，请重新绑定');
    // The same rule as the bind form of a WeChat sign-in (account/wechat-binding.ts).
    bindWechatTo(store, account, openId);
    return { user: toUser(account) };
  });

  handle(app, listDevices, ({ token }) => {
    const account = requireAccount(token);
    return {
      devices: store.sessions.sessionsOf(account.id).map(({ token: sessionToken, info }) => ({
        id: info.id,
        device: deviceName(info.userAgent),
        place: null,
        signedInAt: shanghaiIso(info.signedInAt),
        lastUsedAt: shanghaiIso(info.lastUsedAt),
        current: sessionToken === token,
      })),
    };
  });

  handle(app, signOutDevice, ({ token, params }) => {
    const account = requireAccount(token);
    // Only among this account's sessions: another learner's device id is as unknown as a made-up one.
    const target = store.sessions.tokenOfSession(account.id, params.id);
    if (!target) throw new BusinessError(CODE_DEVICE_UNKNOWN, '该设备不存在或已退出登录');
    store.sessions.end(target);
    return null;
  });

  handle(app, signOutOtherDevices, ({ token }) => {
    const account = requireAccount(token);
    const before = store.sessions.sessionsOf(account.id).length;
    store.sessions.endAll(account.id, token);
    return { ended: before - store.sessions.sessionsOf(account.id).length };
  });

  /** What must happen before the account may go: money in flight and a review under way. */
  const blockersOf = (account: Account): DeletionBlocker[] => {
    const blockers: DeletionBlocker[] = [];
    const orders = store.orders.listOf(account.id);
    if (orders.some((order) => isOrderAwaitingPayment(order.status)))
      blockers.push({ kind: 'unpaid-order', message: '你有待支付的订单：请先完成支付或取消订单', href: '/order/course' });
    if (orders.some((order) => order.refund && PENDING_REFUND.has(order.refund.status)))
      blockers.push({ kind: 'pending-refund', message: '你有正在处理的退款：请等待退款完成后再申请', href: '/order/course' });
    if (
      store.applications
        .listOf(account.id)
        .some((application) => store.applications.statusOf(account.id, application.planId) === UNDER_REVIEW)
    )
      blockers.push({
        kind: 'application-under-review',
        message: '你有审核中的报名申请：请等待审核结果或撤回申请后再申请',
        href: '/study/certification',
      });
    return blockers;
  };

  handle(app, getDeletionStatus, ({ token }) => ({
    blockers: blockersOf(requireAccount(token)),
    coolingOffDays: DELETION_COOLING_OFF_DAYS,
  }));

  handle(app, sendDeletionCode, ({ token }) => {
    const account = requireAccount(token);
    const previous = store.sms.get(account.phone);
    if (previous && store.now() - previous.sentAt < store.smsResendMs) {
      throw new BusinessError(CODE_SMS_TOO_SOON, `验证码发送过于频繁，请 ${Math.ceil(store.smsResendMs / 1000)} 秒后再试`);
    }
    store.sms.set(account.phone, {
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      scene: VerifyScene.DELETE_ACCOUNT,
      sentAt: store.now(),
      expiresAt: store.now() + SMS_CODE_TTL_MS,
      failures: 0,
      used: false,
    });
    return { phone: toUser(account).phone };
  });

  handle(app, requestDeletion, ({ token, body }) => {
    const account = requireAccount(token);
    // Blockers first: a learner told to pay an order first keeps the code for after.
    const blockers = blockersOf(account);
    if (blockers.length > 0) throw new BusinessError(CODE_DELETION_BLOCKED, blockers.map((blocker) => blocker.message).join('；'));
    // Only a code of the deletion scene, sent to this account's own phone, single use.
    consumeSms(store, account.phone, body.security, [VerifyScene.DELETE_ACCOUNT]);
    const requestedAt = store.now();
    store.accounts.requestDeletion(account, requestedAt);
    const removesAt = shanghaiIso(deletionDueAt(requestedAt));
    store.messages.notify(account.id, {
      type: MessageType.ACCOUNT_DELETION,
      senderId: null,
      action: '已申请注销账号',
      title: '账号注销',
      quote: '',
      content: `你已申请注销账号，${DELETION_COOLING_OFF_DAYS} 天冷静期内登录即自动撤销；期满后账号将被删除。`,
      link: '/setting/account',
    });
    // Every device is signed out: the next sign-in, anywhere, is the learner taking it back.
    store.sessions.endAll(account.id);
    return { removesAt };
  });
}
