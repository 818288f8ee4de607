import { afterAll, expect, it, vi } from 'vitest';
import { buildMockApi } from '@mock/app';
import { buildApp } from './app';
import { loadConfig } from './config';

const mock = buildMockApi({ liveSimulation: false });
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0', PAGE_CACHE_MAX_MB: '0' }), { mock });
/** What each request logged at level error, by request id (pino's own output is off in tests). */
const errors: { reqId: string; fields: Record<string, unknown>; msg: string | undefined }[] = [];
app.addHook('onRequest', async (request) => {
  request.log.error = ((fields: Record<string, unknown>, msg?: string) =>
    errors.push({ reqId: String(request.id), fields, msg })) as typeof request.log.error;
});
await app.ready();
afterAll(() => app.close());

it('a mock handler that crashes while a page loads is logged in that page request’s log, and the page fails as before', async () => {
  vi.spyOn(mock.store.enrolments, 'favoriteDelta').mockImplementation(() => {
    throw new Error('favoriteDelta broke');
  });
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const response = await app.inject({
    url: '/course/7',
    headers: { 'x-request-id': 'ssr-crash-0001', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
  });
  expect(response.statusCode).toBe(500);
  expect(errors).toContainEqual({
    reqId: 'ssr-crash-0001',
    // The crash line names the call's traceparent, a span of the page request's trace (as the mock's HTTP lines do).
    fields: {
      err: expect.objectContaining({ message: 'favoriteDelta broke' }),
      traceparent: expect.stringMatching(new RegExp(`^00-${traceId}-(?!00f067aa0ba902b7)[\\da-f]{16}-01$`)),
    },
    msg: 'mock api failure',
  });
});
