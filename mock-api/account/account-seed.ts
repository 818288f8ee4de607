import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { User } from '@shared/schemas/user';
import { MOCK_EPOCH, shanghaiIso } from '../core/faker';
import { accountAvatarUrl } from '../media/generated-avatar';

export interface Account {
  id: number;
  phone: string;
  passwordHash: string;
  nickname: string;
  gender: number;
  signature: string;
  realNameVerified: boolean;
  coinBalance: number;
  wechatOpenId: string | null;
  createdAt: string;
  /** An uploaded avatar (`/api/community/image/…`); unset: the generated one. */
  avatar?: string;
  /** EducationBasic 1–7. */
  education?: number | null;
  /** `YYYY-MM-DD`. */
  birthday?: string | null;
  /** 注销账号 requested at this time (ms); signing in within the cooling-off period clears it. */
  deletionRequestedAt?: number | null;
}

/** Demo accounts listed in the README; both use the password Demo@1234. */
export const DEMO_ACCOUNTS = [
  { phone: '13800138000', password: 'Demo@1234', nickname: '技能学员小王', wechatOpenId: 'demo-wechat-bound' },
  { phone: '13900139000', password: 'Demo@1234', nickname: '焊工老李', wechatOpenId: null },
] as const;

// scrypt with a per-user salt: the mock stores passwords the way a real service must.
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  const hash = scryptSync(password, salt, 32, { N: 1024 }).toString('hex');
  return `${salt}:${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const candidate = scryptSync(password, salt, 32, { N: 1024 });
  return timingSafeEqual(candidate, Buffer.from(hash, 'hex'));
}

export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}****${phone.slice(7)}`;

export function toUser(account: Account): User {
  return {
    id: account.id,
    nickname: account.nickname,
    avatar: account.avatar ?? accountAvatarUrl(account),
    phone: maskPhone(account.phone),
    gender: account.gender,
    signature: account.signature,
    realNameVerified: account.realNameVerified,
    coinBalance: account.coinBalance,
    wechatBound: account.wechatOpenId !== null,
    createdAt: account.createdAt,
  };
}

export function generateAccounts(faker: Faker): Account[] {
  return DEMO_ACCOUNTS.map((demo, index) => ({
    id: index + 1,
    phone: demo.phone,
    // Fixed salt keeps the seed deterministic; accounts created at run time get random salts.
    passwordHash: hashPassword(demo.password, `demo-salt-${index + 1}`),
    nickname: demo.nickname,
    gender: faker.helpers.arrayElement([1, 2]),
    signature: '每天进步一点点，技能改变生活。',
    realNameVerified: index === 0,
    coinBalance: faker.number.int({ min: 0, max: 3000 }),
    wechatOpenId: demo.wechatOpenId,
    createdAt: shanghaiIso(MOCK_EPOCH - (400 - index * 90) * 86_400_000),
  }));
}
