import { test as setup } from '@playwright/test';
import { ROLE_NAMES, ROLES, signInWithPassword, storageStateOf } from './support/accounts';

/**
 * Signs each role in once per run and saves its session (the HttpOnly token cookie) for the tests
 * that use the role's storageState (e2e/support/accounts.ts). Tests of the sign-in itself
 * (login, qr-login, wechat-login, stale-token) do not use these: they sign in as a visitor would.
 */
for (const role of ROLE_NAMES) {
  setup(`sign in as ${role} (${ROLES[role].phone})`, async ({ request }) => {
    await signInWithPassword(request, ROLES[role].phone, ROLES[role].password);
    await request.storageState({ path: storageStateOf(role) });
  });
}
