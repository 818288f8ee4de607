import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { login, register, sendSmsCode } from '@shared/api/user';
import { LoginType, REGISTER_TYPE, VerifyScene } from '@shared/enums/auth';
import { contractClient } from './api';
import { mockControls } from './mock';

/**
 * Who a test is signed in as.
 *
 * - A role: one of the seeded demo accounts (mock-api/account/account-seed.ts), signed in ONCE per run by
 *   the `sign-in` setup project (e2e/sign-in.setup.ts), whose session every test of that role then
 *   shares through `storageState` (`test.use({ storageState: storageStateOf('plain') })`, or
 *   `signInAs(context, role)` midway through a test). A shared session must never end: a test that
 *   signs out, revokes sessions or changes the account's password or phone signs in on its own
 *   (`signInWithPassword`) or uses an account of its own.
 * - A learner of its own (`signInAsNewLearner`, `registerAccount`): for tests that change what is
 *   counted or shown per account (likes, enrolments, orders, real name, password, phone), so tests
 *   running in parallel never see each other's changes.
 */

export const DEMO_PASSWORD = 'Demo@1234';

export const ROLES = {
  /** 技能学员小王: real-name verified, WeChat bound, seeded orders, invoices and messages. */
  learner: { phone: '13800138000', password: DEMO_PASSWORD },
  /** 焊工老李: not real-name verified, no orders; answers other learners' questions. */
  plain: { phone: '13900139000', password: DEMO_PASSWORD },
} as const;
export type Role = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as Role[];

/** Per port, like playwright.config.ts's outputDir: parallel runs never read each other's sessions. */
const stateDir = fileURLToPath(new URL(`../../test-results/.auth/${process.env.E2E_PORT ?? 3210}/`, import.meta.url));

/** The storage state (the session cookie) the setup project saved for a role. */
export const storageStateOf = (role: Role) => join(stateDir, `${role}.json`);

/** Signs a browser context in midway through a test, with the role's shared session. */
export async function signInAs(context: BrowserContext, role: Role): Promise<void> {
  const state = JSON.parse(readFileSync(storageStateOf(role), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await context.addCookies(state.cookies);
}

/**
 * A session of its own for a phone and password (the answer sets the HttpOnly cookie in the request
 * context's jar, which a page's `page.request` shares with the page): for tests that end the session.
 */
export async function signInWithPassword(request: APIRequestContext, phone: string, password = DEMO_PASSWORD) {
  return (await contractClient(request).call(login, { body: { account: phone, security: password, loginType: LoginType.PASSWORD } })).user;
}

/** A phone number no seeded account uses: 13 + 5–8 + eight digits, or `prefix` + random digits to 11. */
export function randomPhone(prefix = `13${5 + Math.floor(Math.random() * 4)}`): string {
  const digits = 11 - prefix.length;
  return `${prefix}${String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0')}`;
}

/** Sends an SMS code of a scene to a phone and reads it from the mock's outbox. */
export async function smsCodeFor(request: APIRequestContext, phone: string, scene: number): Promise<string> {
  await contractClient(request).call(sendSmsCode, { body: { account: phone, type: scene } });
  return mockControls(request).latestSmsCode(phone);
}

/**
 * Signs a request context in as a learner of its own: an SMS login of a new phone creates the
 * account (not real-name verified, no password, no coins).
 */
export async function signInAsNewLearner(request: APIRequestContext): Promise<{ id: number; nickname: string; phone: string }> {
  const phone = randomPhone();
  const code = await smsCodeFor(request, phone, VerifyScene.LOGIN);
  const { user } = await contractClient(request).call(login, { body: { account: phone, security: code, loginType: LoginType.CODE } });
  return { id: user.id, nickname: user.nickname, phone };
}

/** Registers a new account with a password through the API, without signing in; `smsSentAt` starts its phone's resend wait. */
export async function registerAccount(request: APIRequestContext, password: string, phone = randomPhone()) {
  const code = await smsCodeFor(request, phone, REGISTER_TYPE);
  const smsSentAt = Date.now();
  await contractClient(request).call(register, { body: { account: phone, security: code, password, type: REGISTER_TYPE, agreed: true } });
  return { phone, password, smsSentAt };
}
