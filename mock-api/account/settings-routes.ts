import type { FastifyInstance } from 'fastify';
import { CODE_AVATAR_NOT_YOURS, CODE_NICKNAME_TAKEN, getMyProfile, updateMyAvatar, updateMyProfile } from '@shared/api/profile-settings';
import { nicknameKey } from '@shared/lib/profile-rules';
import type { MyProfile } from '@shared/schemas/profile-settings';
import { maskPhone, toUser, type Account } from './account-seed';
import { BusinessError, CODE_UNAUTHORIZED, handle } from '../core/define-handler';
import type { MockStore } from '../core/store';

export function registerProfileSettingsRoutes(app: FastifyInstance, store: MockStore): void {
  const requireAccount = (token: string | undefined) => {
    const account = store.accountByToken(token);
    if (!account) throw new BusinessError(CODE_UNAUTHORIZED, '登录已失效，请重新登录');
    return account;
  };

  const profileOf = (account: Account): MyProfile => ({
    id: account.id,
    nickname: account.nickname,
    avatar: toUser(account).avatar,
    gender: account.gender === 1 || account.gender === 2 ? account.gender : 0,
    education: account.education ?? null,
    birthday: account.birthday ?? null,
    bio: account.signature,
    phone: maskPhone(account.phone),
    coinBalance: account.coinBalance,
    realNameVerified: account.realNameVerified,
    createdAt: account.createdAt,
  });
  const saved = (account: Account) => ({ profile: profileOf(account), user: toUser(account) });

  handle(app, getMyProfile, ({ token }) => profileOf(requireAccount(token)));

  handle(app, updateMyProfile, ({ token, body }) => {
    const account = requireAccount(token);
    // A look-alike of someone else's nickname could take their @ messages (keeping one's own is fine).
    const key = nicknameKey(body.nickname);
    if (
      key !== nicknameKey(account.nickname) &&
      store.accounts.find((other) => other.id !== account.id && nicknameKey(other.nickname) === key) !== undefined
    ) {
      throw new BusinessError(CODE_NICKNAME_TAKEN, '该昵称已被使用，请换一个');
    }
    account.nickname = body.nickname;
    account.gender = body.gender;
    account.education = body.education;
    account.birthday = body.birthday || null;
    account.signature = body.bio;
    return saved(account);
  });

  handle(app, updateMyAvatar, ({ token, body }) => {
    const account = requireAccount(token);
    const image = store.uploads.byUrl(body.url);
    // Only a picture this learner uploaded: no one can wear another's upload (or a vanished one).
    if (!image || image.ownerId !== account.id) throw new BusinessError(CODE_AVATAR_NOT_YOURS, '头像图片已失效，请重新上传');
    account.avatar = body.url;
    return saved(account);
  });
}
