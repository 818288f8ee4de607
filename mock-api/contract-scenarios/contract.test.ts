import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@shared/api/registry';
import { envelopeSchema } from '@shared/api/define-endpoint';
import { getMessageCounts, markMessagesRead } from '@shared/api/message';
import { getQrResult } from '@shared/api/qr';
import { getSelf, login, logout, register } from '@shared/api/user';
import { buildMockApi } from '../app';
import { handledEndpoints } from '../core/define-handler';
import { call, demoToken, scenarios } from './';

describe('mock API implements the contract', () => {
  const { app } = buildMockApi();

  it('has a handler for every declared endpoint', () => {
    const handled = handledEndpoints.get(app) ?? new Set();
    const missing = allEndpoints.filter((endpoint) => !handled.has(endpoint.id)).map((endpoint) => endpoint.id);
    expect(missing).toEqual([]);
    expect(new Set(allEndpoints.map((endpoint) => endpoint.id)).size).toBe(allEndpoints.length);
  });

  it('answers every declared route with an envelope', async () => {
    for (const endpoint of allEndpoints) {
      const url = `${endpoint.path.replace(/:(\w+)/g, '1')}${endpoint.query ? '?readFlag=1' : ''}`;
      const response = await app.inject({ method: endpoint.method, url, payload: endpoint.body ? {} : undefined });
      expect(response.statusCode, endpoint.id).toBe(200);
      expect(envelopeSchema.safeParse(response.json()).success, endpoint.id).toBe(true);
    }
  });
});

// Every declared endpoint has a scenario. That each one succeeds, its `data` parsed with the endpoint's
// schema, is checked over HTTP by scripts/contract-check.test.ts (`npm run contract:check` against the
// standalone mock): the path a real backend is checked on.
describe('every declared endpoint has a contract scenario', () => {
  it('no endpoint is without a scenario, and no scenario is for an undeclared endpoint', () => {
    const declared = allEndpoints.map((endpoint) => endpoint.id).sort();
    expect(Object.keys(scenarios).sort()).toEqual(declared);
  });
});

describe('scenario outcomes carry the behaviour the site relies on', () => {
  it('a completed QR login returns a token that signs in', async () => {
    const mock = buildMockApi();
    const body = await call(mock.app, getQrResult, await scenarios[getQrResult.id]!(mock));
    const data = getQrResult.data.parse(body.data);
    expect(data.completeFlag).toBe(true);
    const self = await call(mock.app, getSelf, { url: getSelf.path, token: data.result!.token });
    expect(self.code).toBe(0);
    // Single use: the same ticket cannot log in twice.
    const again = await call(mock.app, getQrResult, {
      url: getQrResult.path,
      payload: { content: `skill-app://qr-login?ticket=${[...mock.store.qrTickets.keys()][0]}` },
    });
    expect(again.code).toBe(1179);
  });

  it('logout invalidates the token it was called with', async () => {
    const mock = buildMockApi();
    const body = await call(mock.app, logout, await scenarios[logout.id]!(mock));
    expect(body).toMatchObject({ code: 0, data: null });
    const token = [...mock.store.sessions.tokens()][0];
    expect(token).toBeUndefined();
  });

  it('a registered account can log in with its password', async () => {
    const mock = buildMockApi();
    const registered = await call(mock.app, register, await scenarios[register.id]!(mock));
    expect(registered.code).toBe(0);
    const loggedIn = await call(mock.app, login, {
      url: login.path,
      payload: { account: '13700137002', security: 'Newbie@2026', loginType: 1 },
    });
    expect(loggedIn.code).toBe(0);
    expect(login.data.parse(loggedIn.data).user.phone).toBe('137****7002');
  });

  it('marking messages read lowers the unread counts', async () => {
    const mock = buildMockApi();
    const token = await demoToken(mock.app);
    const before = getMessageCounts.data.parse(
      (await call(mock.app, getMessageCounts, { url: `${getMessageCounts.path}?readFlag=1`, token })).data,
    );
    expect(before.find((count) => count.type === 4)?.count).toBeGreaterThan(0);
    const read = await call(mock.app, markMessagesRead, { url: markMessagesRead.path, payload: { type: 3, messageTypes: '4' }, token });
    expect(markMessagesRead.data.parse(read.data).updated).toBeGreaterThan(0);
    const after = getMessageCounts.data.parse(
      (await call(mock.app, getMessageCounts, { url: `${getMessageCounts.path}?readFlag=1`, token })).data,
    );
    expect(after.find((count) => count.type === 4)).toBeUndefined();
  });
});
