import { MessageType } from '@shared/enums/message';
import type { AuthResult } from '@shared/schemas/user';
import { toUser, type Account } from '../account/account-seed';
import type { MockStore } from '../core/store';

/**
 * Every way of signing in ends here (password, SMS code, WeChat, QR): a session named by the
 * browser's User-Agent, and a pending 注销 cancelled — signing in during the cooling-off period is
 * how the learner takes the request back (/privacy). The learner is told twice: the answer says so
 * (the site shows it at once) and the message centre keeps a notice (type 49).
 */
export function signIn(store: MockStore, account: Account, userAgent: string | undefined): AuthResult {
  const cancelled = account.deletionRequestedAt != null;
  if (cancelled) {
    store.accounts.cancelDeletion(account);
    store.messages.notify(account.id, {
      type: MessageType.ACCOUNT_DELETION,
      senderId: null,
      action: '注销申请已撤销',
      title: '账号注销',
      quote: '',
      content: '你在冷静期内登录了账号，注销申请已自动撤销，账号和数据均保持不变。如仍需注销，可在「账号安全」重新申请。',
      link: '/setting/account',
    });
  }
  return {
    token: store.issueToken(account.id, userAgent),
    user: toUser(account),
    ...(cancelled ? { deletionCancelled: true } : {}),
  };
}
