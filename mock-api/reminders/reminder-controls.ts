import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@shared/lib/escape-html';
import {
  REMINDER_EVENT_HINTS,
  REMINDER_EVENT_LABELS,
  REMINDER_EVENTS,
  WECHAT_RETURN_PARAMS,
  WECHAT_SHEET_MAX_EVENTS,
  type ReminderEvent,
} from '@shared/lib/reminder-rules';
import type { MockApi } from '../app';
import { BusinessError } from '../core/define-handler';
import { shanghaiIso } from '../core/faker';

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const STATE = /^[\w-]{0,64}$/;
const TITLE = '微信订阅消息（模拟）';

type Query = Record<string, unknown>;
const text = (value: unknown, max = 2048): string => (typeof value === 'string' && value.length <= max ? value.trim() : '');

/** `reviewDue,ticketIssued` → the known events, once each, at most WeChat's three; null for anything else. */
function eventsOf(raw: string): ReminderEvent[] | null {
  const events = [...new Set(raw.split(',').filter(Boolean))];
  const known = events.every((event) => (REMINDER_EVENTS as readonly string[]).includes(event));
  return known && events.length >= 1 && events.length <= WECHAT_SHEET_MAX_EVENTS ? (events as ReminderEvent[]) : null;
}

/** The redirect_uri as a same-origin URL (the site's page), or null for anything pointing elsewhere. */
function sameOriginTarget(request: FastifyRequest, value: string): URL | null {
  if (!value) return null;
  try {
    const base = `${request.protocol}://${request.host}`;
    const url = new URL(value, base);
    return url.origin === new URL(base).origin ? url : null;
  } catch {
    return null;
  }
}

function page(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${TITLE}</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#ededed;color:#111}
main{max-width:420px;margin:0 auto;min-height:100vh;display:flex;flex-direction:column;justify-content:flex-end}
form,.sheet{background:#fff;border-radius:12px 12px 0 0;padding:20px 20px 28px}
h1{font-size:17px;margin:0 0 12px}.hint{color:#666;font-size:13px;line-height:1.6}.error{color:#b91c1c}
label{display:flex;gap:12px;align-items:flex-start;min-height:44px;padding:10px 0;border-bottom:1px solid #eee;font-size:16px}
label input{width:22px;height:22px;margin:2px 0 0;accent-color:#07c160}label small{display:block;color:#888;font-size:13px}
.buttons{display:flex;gap:12px;margin-top:20px}button{flex:1;min-height:44px;font-size:16px;border:0;border-radius:8px;cursor:pointer}
button[value=allow]{background:#07c160;color:#fff}button[value=cancel]{background:#f2f2f2;color:#07c160}
</style></head><body><main>${body}</main></body></html>`);
}

const refused = (reply: FastifyReply, message: string) =>
  page(reply, `<div class="sheet"><h1>${TITLE}</h1><p class="error" role="alert">${escapeHtml(message)}</p></div>`, 400);

/** Back to the site's page with the sheet's answer (a ticket, or `cancel`) and the state it was given. */
function backTo(reply: FastifyReply, target: URL, answer: string, state: string) {
  target.searchParams.set(WECHAT_RETURN_PARAMS.ticket, answer);
  target.searchParams.set(WECHAT_RETURN_PARAMS.state, state);
  return reply
    .code(303)
    .header('location', target.pathname + target.search + target.hash)
    .send();
}

/**
 * Developer controls of the reminders (`/__mock/reminders/…`):
 * - `GET deliveries?accountId=|phone=` — settles what is due for the learner (as reading their messages
 *   would) and answers what the stand-in SMS and WeChat senders sent them, oldest first (phone masked);
 * - `GET wechat-subscribe?events=a,b&redirect_uri=…&state=…` — the stand-in of WeChat's one-time subscribe
 *   sheet (1–3 events, plain HTML, no script): 允许 posts back and goes to redirect_uri (this origin only)
 *   with `wxSubscribe={ticket}&state=…` (the ticket is single use, 10 minutes); 取消 with `wxSubscribe=cancel`.
 *   `POST wechat-subscribe {events}` as JSON allows them all and answers `{ticket, events}` (tests).
 */
export async function reminderControls(app: FastifyInstance, { mock }: { mock: MockApi }) {
  const { store, reminders } = mock;

  app.get('/deliveries', async (request) => {
    const query = request.query as Query;
    const phone = text(query.phone, 32);
    const account = phone ? store.accounts.byPhone(phone) : store.accounts.byId(Number(query.accountId));
    if (!account) throw new BusinessError(404, '账号不存在（请提供 accountId 或 phone）');
    store.settleMessages(account.id);
    const sent = reminders.deliveriesOf(account.id).map((delivery) => ({ ...delivery, at: shanghaiIso(delivery.at) }));
    return { code: 0, msg: 'success', data: sent };
  });

  app.get('/wechat-subscribe', async (request, reply) => {
    const query = request.query as Query;
    const events = eventsOf(text(query.events, 200));
    const target = sameOriginTarget(request, text(query.redirect_uri));
    const state = text(query.state, 64);
    if (!events) return refused(reply, `events 参数错误：1–${WECHAT_SHEET_MAX_EVENTS} 种提醒，用逗号分隔`);
    if (!target) return refused(reply, 'redirect_uri 无效：只能跳转回本站地址');
    if (!STATE.test(state)) return refused(reply, 'state 参数错误');
    const rows = events
      .map(
        (event) =>
          `<label><input type="checkbox" name="event-${event}" checked><span>${escapeHtml(REMINDER_EVENT_LABELS[event])}<small>${escapeHtml(REMINDER_EVENT_HINTS[event])}</small></span></label>`,
      )
      .join('\n');
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return page(
      reply,
      `<form method="post" action="/__mock/reminders/wechat-subscribe" aria-labelledby="sheet-title">
<h1 id="sheet-title">技能学堂 申请向你发送以下订阅消息</h1>
${rows}
<p class="hint">每勾选一项，技能学堂可向你发送一次该提醒。此页面代替微信的订阅消息弹窗，仅在使用内置模拟接口时存在。</p>
${hidden('events', events.join(','))}${hidden('redirect_uri', text(query.redirect_uri))}${hidden('state', state)}
<div class="buttons"><button type="submit" name="action" value="cancel">取消</button><button type="submit" name="action" value="allow">允许</button></div>
</form>`,
    );
  });

  app.post<{ Body: unknown }>('/wechat-subscribe', async (request, reply) => {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Query;
    const events = eventsOf(text(body.events, 200));
    // JSON (a test, the contract check): every event allowed, the ticket answered in the envelope.
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      if (!events) throw new BusinessError(400, `events 参数错误：1–${WECHAT_SHEET_MAX_EVENTS} 种提醒，用逗号分隔`);
      return { code: 0, msg: 'success', data: { ticket: reminders.issueTicket(events), events } };
    }
    const target = sameOriginTarget(request, text(body.redirect_uri));
    const state = text(body.state, 64);
    if (!events || !target || !STATE.test(state)) return refused(reply, '订阅请求无效，请返回重试');
    const allowed = events.filter((event) => body[`event-${event}`] === 'on');
    if (text(body.action) !== 'allow' || !allowed.length) return backTo(reply, target, 'cancel', state);
    return backTo(reply, target, reminders.issueTicket(allowed), state);
  });
}
