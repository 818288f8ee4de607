// The mock API as a package (@skill/mock-api): what the site's tests and the scripts may use. Its
// internals are not imported from outside mock-api/ (lint zone); the site itself imports nothing of it.
import type { AddressInfo } from 'node:net';
import type { MockApi } from './app';
import { buildStandaloneMock } from './standalone';

export { buildMockApi, type MockApi, type MockApiOptions } from './app';
export { buildStandaloneMock } from './standalone';
export { devControls } from './dev-controls';
export type { MockStore } from './core/store';

export interface RunningMock {
  mock: MockApi;
  /** The base URL the site points API_UPSTREAM at (`http://127.0.0.1:PORT`, no trailing slash). */
  url: string;
  close: () => Promise<void>;
}

/** `mock` listening on a free loopback port: a real upstream for a site built in the same process (server tests). */
export async function serveOnLoopback(mock: MockApi): Promise<RunningMock> {
  await mock.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = mock.app.server.address() as AddressInfo;
  // Closing, the site's keep-alive connections are cut too: idle, they would hold the close open for
  // as long as the server's keep-alive hint lets a client keep them (72 s).
  const close = async () => {
    const closed = mock.app.close();
    mock.app.server.closeAllConnections();
    await closed;
  };
  return { mock, url: `http://127.0.0.1:${port}`, close };
}

/**
 * The mock as `npm start` runs it (MOCK_* settings from `env`, its developer controls under /__mock
 * unless MOCK_CONTROLS=0, silent unless LOG_LEVEL says otherwise), listening on a free loopback port.
 */
export async function startMockApi(env: Record<string, string | undefined> = {}): Promise<RunningMock> {
  return serveOnLoopback(await buildStandaloneMock({ LOG_LEVEL: 'silent', MOCK_CONTROLS: '1', ...env }));
}
