import { buildMockApi } from './app';
import { devControls } from './dev-controls';

// Standalone mock API: `npm run mock-api`, then point the site at it with API_UPSTREAM.
const port = Number(process.env.MOCK_API_PORT ?? 3100);
const host = process.env.MOCK_API_HOST ?? '127.0.0.1';
const qrTtl = process.env.MOCK_QR_TTL_SECONDS ? Number(process.env.MOCK_QR_TTL_SECONDS) : undefined;
const smsResend = process.env.MOCK_SMS_RESEND_SECONDS ? Number(process.env.MOCK_SMS_RESEND_SECONDS) : undefined;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`MOCK_API_PORT must be a port number, got "${process.env.MOCK_API_PORT}"`);
  process.exit(1);
}
const seconds = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const mock = buildMockApi({ orderTtlSeconds: seconds('MOCK_ORDER_TTL_SECONDS'), refundStepSeconds: seconds('MOCK_REFUND_STEP_SECONDS'), reviewStepSeconds: seconds('MOCK_REVIEW_STEP_SECONDS'), logger: { level: process.env.LOG_LEVEL ?? 'info' }, qrTtlSeconds: qrTtl, smsResendSeconds: smsResend, liveSimulation: process.env.MOCK_LIVE_SIMULATION !== '0' });
const { app } = mock;
// The developer controls on the mock's own port too (the site mounts them only without API_UPSTREAM).
await app.register(devControls, { prefix: '/__mock', mock });
await app.listen({ port, host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
