import type { FastifyInstance } from 'fastify';
import type { MockApi } from '../app';
import { shanghaiIso } from './faker';
import { BusinessError } from './define-handler';
import { chinaDate, chinaDay } from '../wrong-book/review-schedule';

const [MINUTE, HOUR, DAY] = [60_000, 3_600_000, 86_400_000];
const MAX_DAYS = 400;

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Developer controls of the mock's clock (`/__mock/clock`, JSON), so a browser test or a demo can live
 * through days — a wrong question due tomorrow, reviews 1, 2, 4, 7 and 15 days on, an exam window
 * closing — without waiting (mock-clock.ts):
 * - `GET /` — now, how far the control has moved it, and today in China (UTC+8);
 * - `POST /advance {days?, hours?, minutes?}` — moves the clock forward (never back) by their sum,
 *   up to 400 days; answers the same as `GET /`.
 * Moving more than the session lifetime (7 days) signs everyone out, as waiting that long would.
 */
export async function clockControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { store } = mock;
  const state = () => {
    const now = store.now();
    return {
      code: 0,
      msg: 'success',
      data: { now: shanghaiIso(now), offsetMinutes: Math.round(store.clock.offsetMs / MINUTE), today: chinaDate(chinaDay(now)) },
    };
  };
  app.get('/', async () => state());
  app.post<{ Body: unknown }>('/advance', async (request) => {
    const body = bodyOf(request.body);
    let ms = 0;
    for (const [field, unit] of [
      ['days', DAY],
      ['hours', HOUR],
      ['minutes', MINUTE],
    ] as const) {
      const raw = body[field];
      if (raw === undefined) continue;
      if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) throw new BusinessError(400, `${field} 应为不小于 0 的数`);
      ms += raw * unit;
    }
    if (ms <= 0) throw new BusinessError(400, '请给出要前进的时间（days、hours 或 minutes，时钟只能向前）');
    if (ms > MAX_DAYS * DAY) throw new BusinessError(400, `一次最多前进 ${MAX_DAYS} 天`);
    store.clock.advance(Math.round(ms));
    return state();
  });
}
