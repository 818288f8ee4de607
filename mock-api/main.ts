import type { AddressInfo } from 'node:net';
import { applyServerTimeouts, DEFAULT_SERVER_TIMEOUTS } from '@shared/lib/server-timeouts';
import { buildStandaloneMock } from './standalone';

// The mock API as a service: `npm start` starts it on a loopback port for the site (scripts/bundled-mock.mjs),
// the compose file as its own container. MOCK_CONTROLS=1 adds its developer controls under /__mock.
const port = Number(process.env.MOCK_API_PORT ?? 3100);
const host = process.env.MOCK_API_HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MOCK_API_PORT must be a port number, got "${process.env.MOCK_API_PORT}"`);
  process.exit(1);
}
const { app } = await buildStandaloneMock(process.env);
// The site's client timeouts, same variables and defaults (a slow body is cut with 408, not held for ever).
const ms = (name: string, fallback: number) => (Number(process.env[name]) > 0 ? Number(process.env[name]) : fallback);
applyServerTimeouts(app.server, {
  requestTimeoutMs: ms('REQUEST_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.requestTimeoutMs),
  headersTimeoutMs: ms('HEADERS_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs),
  keepAliveTimeoutMs: ms('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.keepAliveTimeoutMs),
});
await app.listen({ port, host });
// Said aloud when the controls can be reached from elsewhere (the bundled mock listens on loopback).
if (process.env.MOCK_CONTROLS === '1' && !['127.0.0.1', 'localhost', '::1'].includes(host))
  app.log.warn('MOCK_CONTROLS=1: developer controls are served under /__mock on this port; never expose it');
// Started by a launcher with an IPC channel (port 0 included): it learns the port here.
process.send?.({ ready: `http://${host}:${(app.server.address() as AddressInfo).port}` });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
// The launcher went away (the site's process ended): so does the bundled mock.
process.once('disconnect', () => void app.close().then(() => process.exit(0)));
