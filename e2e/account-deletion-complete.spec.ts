import { expect } from '@playwright/test';
import { login, register } from '@shared/api/user';
import { requestDeletion, sendDeletionCode } from '@shared/api/account-lifecycle';
import { LoginType, REGISTER_TYPE } from '@shared/enums/auth';
import { contractClient } from './support/api';
import { randomPhone, registerAccount, smsCodeFor } from './support/accounts';
import { mockControls } from './support/mock';
import { test } from './support/toasts';

/**
 * 注销账号 completed once its 15-day cooling-off has passed. The request is aged by a developer control
 * (`/__mock/account/deletion/elapse`) rather than 15 days on the shared clock, which would end every
 * other test's session (they live 7 days); the clock's own rule is tested in mock-api/account/account-lifecycle.test.ts.
 */
test('after the 15-day cooling-off the account cannot sign in and its phone registers anew', async ({ page }) => {
  const password = 'Start@1234';
  const { phone } = await registerAccount(page.request, password, randomPhone('133'));
  const client = contractClient(page.request);
  await client.call(login, { body: { account: phone, security: password, loginType: LoginType.PASSWORD } });
  await page.waitForTimeout(1_100); // the register code's resend wait
  await client.call(sendDeletionCode);
  const code = await mockControls(page.request).latestSmsCode(phone);
  await client.call(requestDeletion, { body: { security: code } });
  expect(await mockControls(page.request).elapseDeletion(phone)).toEqual({ removed: true });
  const refused = await client.envelope(login, { body: { account: phone, security: password, loginType: LoginType.PASSWORD } });
  expect(refused).toMatchObject({ code: 1001, msg: '手机号或密码错误' });
  await page.waitForTimeout(1_100);
  const fresh = await smsCodeFor(page.request, phone, REGISTER_TYPE);
  expect(
    (await client.envelope(register, { body: { account: phone, security: fresh, password, type: REGISTER_TYPE, agreed: true } })).code,
  ).toBe(0);
});
