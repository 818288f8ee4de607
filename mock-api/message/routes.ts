import type { FastifyInstance } from 'fastify';
import { getMessageCounts, listMessages, markMessagesRead } from '@shared/api/message';
import { MarkReadScope } from '@shared/enums/message';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import { toUser } from '../account/account-seed';
import { shanghaiIso } from '../core/faker';
import type { MockStore } from '../core/store';
import { ANONYMOUS_AVATAR } from '../media/generated-avatar';

/** Who an anonymous author's message is from: no id, no name, the anonymous avatar. */
const ANONYMOUS_SENDER = { id: null, nickname: '匿名用户', avatar: ANONYMOUS_AVATAR };

export function registerMessageRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return account;
  };
  const typesOf = (param: string | undefined) => (param ?? '').split(',').filter(Boolean).map(Number);

  handle(app, getMessageCounts, ({ token, query }) => {
    const { id } = requireAccount(token);
    store.settleMessages(id);
    return store.messages.counts(id, query.readFlag);
  });

  handle(app, markMessagesRead, ({ token, body }) => {
    const { id } = requireAccount(token);
    if (body.type === MarkReadScope.ALL) return { updated: store.messages.markRead(id, { all: true }) };
    if (body.type === MarkReadScope.SINGLE) return { updated: body.id === undefined ? 0 : store.messages.markRead(id, { id: body.id }) };
    return { updated: store.messages.markRead(id, { types: typesOf(body.messageTypes) }) };
  });

  handle(app, listMessages, ({ token, query }) => {
    const { id } = requireAccount(token);
    store.settleMessages(id);
    const messages = store.messages.list(id, typesOf(query.messageTypes));
    const start = (query.page - 1) * query.size;
    const list = messages.slice(start, start + query.size).map((message) => {
      const sender = message.senderId === null ? undefined : store.accounts.byId(message.senderId);
      const senderUser = sender ? toUser(sender) : null;
      return {
        id: message.id,
        type: message.type,
        readFlag: message.readFlag,
        createdAt: shanghaiIso(message.createdAt),
        sender: message.anonymousSender
          ? ANONYMOUS_SENDER
          : senderUser
            ? { id: senderUser.id, nickname: senderUser.nickname, avatar: senderUser.avatar }
            : null,
        action: message.action,
        title: message.title,
        quote: message.quote,
        content: message.content,
        link: message.link,
        unsubscribe: message.unsubscribe ?? null,
      };
    });
    return { list, total: messages.length, page: query.page, size: query.size };
  });
}
