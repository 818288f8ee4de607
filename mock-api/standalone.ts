import { buildMockApi, type MockApi } from './app';
import { devControls } from './dev-controls';

type Env = Record<string, string | undefined>;

const seconds = (env: Env, name: string) => (env[name] ? Number(env[name]) : undefined);

/**
 * The standalone mock API as `npm run mock-api` and the image run it (mock-api/main.ts), before it
 * listens. Its developer controls (/__mock: anyone's SMS code, paying any order, answer keys,
 * approving reviews) are registered only with MOCK_CONTROLS=1: a mock reachable from a network
 * (the compose file's) must not hand them out. The site never proxies them either way.
 */
export async function buildStandaloneMock(env: Env): Promise<MockApi> {
  const mock = buildMockApi({
    orderTtlSeconds: seconds(env, 'MOCK_ORDER_TTL_SECONDS'),
    refundStepSeconds: seconds(env, 'MOCK_REFUND_STEP_SECONDS'),
    reviewStepSeconds: seconds(env, 'MOCK_REVIEW_STEP_SECONDS'),
    qrTtlSeconds: seconds(env, 'MOCK_QR_TTL_SECONDS'),
    smsResendSeconds: seconds(env, 'MOCK_SMS_RESEND_SECONDS'),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    liveSimulation: env.MOCK_LIVE_SIMULATION !== '0',
    siteOrigin: env.MOCK_SITE_ORIGIN || undefined,
  });
  if (env.MOCK_CONTROLS === '1') await mock.app.register(devControls, { prefix: '/__mock', mock });
  return mock;
}
