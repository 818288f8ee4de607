import type { AnyEndpoint, HttpMethod } from '@shared/api/define-endpoint';
import { envelopeSchema, isSuccessCode } from '@shared/api/define-endpoint';
import { allEndpoints } from '@shared/api/registry';
import { jsonOrUndefined } from '@shared/lib/parse-json';
import { businessCodesOf } from '@shared/api/openapi-document';
import { changePassword, changePhone, recoverPassword, resetPassword } from '@shared/api/account';
import { applyInvoice, cancelInvoiceRequest } from '@shared/api/invoice';
import { cancelOrder, cancelRefund } from '@shared/api/order';
import { login, sendSmsCode } from '@shared/api/user';
import { DEMO_PASSWORD, DEMO_PHONE, scenarios, type Call } from '@mock/contract-scenarios';
import { mirroredUpstream, type Exchange, type MirroredUpstream, type Upstream } from './mirrored-upstream';
import { remoteScenarios } from './remote-scenarios';
import { probesOf, type Probe } from '@mock/contract-scenarios/probes';

/**
 * `npm run contract:check -- --upstream URL`: each endpoint's success scenario
 * (mock-api/contract-scenarios/) replayed against a backend over HTTP, its answer checked against the
 * contract: HTTP 200, the envelope {code, msg?, data?}, a success code, and `data` parsed with the
 * endpoint's schema. Then the same call spoiled (mock-api/contract-scenarios/probes.ts: signed out, an
 * unknown or malformed id, an empty body or one of wrong types, invalid query values): each answer is
 * an envelope whose code is success or one the endpoint declares (its x-business-codes), 401 signed out
 * where sign-in is required. Each mismatch is one line:
 * `✗ <endpoint id> <METHOD> <url> [<probe>] — <what differs>`.
 */

export interface CheckResult {
  endpoint: string;
  /** Empty when the answer conforms. */
  mismatches: string[];
}

/**
 * One backend serves every endpoint in turn, so the order matters where the mock's contract test
 * gives a scenario a fresh mock: these use up a seeded record (the pending order before it expires,
 * a paid order before its refund moves on, an order not yet invoiced) and go first; deletions go
 * after everything else.
 */
const FIRST = [cancelOrder.id, cancelInvoiceRequest.id, applyInvoice.id, cancelRefund.id];
/** These change the demo account's password or phone: run last, each followed by putting it back. */
const CHANGES_DEMO_ACCOUNT = new Set([changePassword.id, changePhone.id, recoverPassword.id, resetPassword.id]);
/** Between two endpoints, past the community's wait between two posts and the SMS resend wait. */
const MINUTES_BETWEEN_ENDPOINTS = 1;
const SHOWN_BODY = 240;

const requestLine = (method: string, url: string) => `${method} ${url.length > 120 ? `${url.slice(0, 117)}…` : url}`;
const shown = (body: string) => (body.length > SHOWN_BODY ? `${body.slice(0, SHOWN_BODY)}…` : body);

/** What is wrong with one answer to a call the scenario expects to succeed; nothing when it conforms. */
export function answerMismatches(endpoint: AnyEndpoint, status: number, body: string): string[] {
  if (status === 0) return [body];
  if (status !== 200) return [`HTTP ${status}, expected 200: ${shown(body)}`];
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [`the answer is not JSON: ${shown(body)}`];
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success)
    return envelope.error.issues.map((issue) => `envelope ${issue.path.join('.') || '(root)'}: ${issue.message}: ${shown(body)}`);
  const { code, msg } = envelope.data;
  if (!isSuccessCode(code)) {
    const declared = businessCodesOf(endpoint).includes(code);
    return [
      `business code ${code} (${declared ? 'declared for this endpoint' : 'NOT declared for this endpoint'}) where success (0) was expected: ${msg ?? ''}`,
    ];
  }
  const data = endpoint.data.safeParse(envelope.data.data);
  if (data.success) return [];
  return data.error.issues.slice(0, 5).map((issue) => `data.${issue.path.join('.')}: ${issue.message}`);
}

/** The probes of mock-api/contract-scenarios/probes.ts whose answer the contract states: a declared code. */
const FAILURE_PROBES = /^(signed out|.+: unknown id|.+: not a number|empty body|body of wrong types|invalid query values)$/;

function failureProbes(endpoint: AnyEndpoint, call: Call): Probe[] {
  return probesOf(endpoint, { ...call, headers: undefined }).filter((probe) => FAILURE_PROBES.test(probe.label));
}

/**
 * A call the scenario spoiled (signed out, an unknown id, a wrong body) may still succeed (an
 * optional sign-in, an all-optional body), or fail with a business code this endpoint declares; a
 * signed-in endpoint (it declares 401) answers a signed-out caller 401, and a body of wrong types is refused.
 */
export function probeMismatches(endpoint: AnyEndpoint, probe: Probe, status: number, body: string): string[] {
  if (status === 0) return [body];
  if (status !== 200) return [`HTTP ${status}, expected 200: ${shown(body)}`];
  const envelope = envelopeSchema.safeParse(jsonOrUndefined(body));
  if (!envelope.success) return [`not an envelope {code, msg?, data?}: ${shown(body)}`];
  const { code, msg } = envelope.data;
  const declared = businessCodesOf(endpoint);
  if (probe.label === 'signed out' && declared.includes(401) && code !== 401)
    return [`business code ${code} where 401 (signed out) was expected: ${msg ?? ''}`];
  if (probe.label === 'body of wrong types' && isSuccessCode(code))
    return [`success (${code}) for a body of wrong types, expected a refusal (400)`];
  if (!isSuccessCode(code) && !declared.includes(code))
    return [`business code ${code} NOT declared for this endpoint (declared: ${declared.join(', ') || 'none'}): ${msg ?? ''}`];
  return [];
}

/** The demo learner back on DEMO_PHONE / DEMO_PASSWORD, as the following endpoints expect. */
async function restoreDemoAccount(mirror: MirroredUpstream, changed: string) {
  const { app, store } = mirror.mock;
  const post = async (url: string, payload: Record<string, unknown>, token?: string, method: HttpMethod = 'POST') => {
    const answer = await app.inject({ method, url, payload, headers: token ? { token } : {} });
    return answer.json() as { code: number; data?: unknown };
  };
  if (changed === changePhone.id) {
    const signedIn = await post(login.path, { account: '13700137003', security: DEMO_PASSWORD, loginType: 1 });
    const token = (signedIn.data as { token?: string } | undefined)?.token;
    await post(sendSmsCode.path, { account: DEMO_PHONE, type: 6 });
    await post(changePhone.path, { account: DEMO_PHONE, security: store.sms.get(DEMO_PHONE)?.code }, token, changePhone.method);
    return;
  }
  await mirror.advanceClock(MINUTES_BETWEEN_ENDPOINTS);
  await post(sendSmsCode.path, { account: DEMO_PHONE, type: 4 });
  await post(
    recoverPassword.path,
    { account: DEMO_PHONE, security: store.sms.get(DEMO_PHONE)?.code, password: DEMO_PASSWORD },
    undefined,
    recoverPassword.method,
  );
}

/** The last exchange before a scenario gave up: usually the preparing call the upstream refused. */
const lastExchange = (exchanges: Exchange[]) => {
  const last = exchanges.at(-1);
  return last ? ` (last: ${requestLine(last.method, last.url)} → HTTP ${last.status} ${shown(last.body)})` : '';
};

export interface CheckOptions {
  upstream: Upstream;
  /** Endpoint ids to check (all when absent). */
  only?: readonly string[];
  /** Called with each endpoint's result as it is known. */
  onResult?: (result: CheckResult) => void;
  /** Called with each valid call and its answer (scripts/openapi-answers.test.ts holds them against the OpenAPI document). */
  onAnswer?: (answer: { endpoint: AnyEndpoint; call: Call; status: number; body: string }) => void;
}

export async function checkContract({ upstream, only, onResult, onAnswer }: CheckOptions): Promise<CheckResult[]> {
  const chosen = allEndpoints.filter((endpoint) => !only || only.includes(endpoint.id));
  const rank = (endpoint: AnyEndpoint) =>
    FIRST.includes(endpoint.id)
      ? FIRST.indexOf(endpoint.id) - FIRST.length
      : CHANGES_DEMO_ACCOUNT.has(endpoint.id)
        ? 3
        : endpoint.method === 'DELETE'
          ? 2
          : 1;
  const ordered = chosen
    .map((endpoint, index) => ({ endpoint, index }))
    .sort((a, b) => rank(a.endpoint) - rank(b.endpoint) || a.index - b.index)
    .map(({ endpoint }) => endpoint);
  const mirror = await mirroredUpstream(upstream);
  const results: CheckResult[] = [];
  try {
    for (const endpoint of ordered) {
      await mirror.advanceClock(MINUTES_BETWEEN_ENDPOINTS);
      mirror.takeExchanges();
      const result: CheckResult = { endpoint: endpoint.id, mismatches: [] };
      let call: Call | undefined;
      try {
        const remote = remoteScenarios[endpoint.id];
        call = remote ? await remote(mirror) : await scenarios[endpoint.id]!(mirror.mock);
      } catch (error) {
        const message = String((error as Error).message ?? error).split('\n')[0];
        result.mismatches.push(
          `${endpoint.method} ${endpoint.path} — preparing the call failed: ${message}${lastExchange(mirror.takeExchanges())}`,
        );
      }
      if (call) {
        const response = await mirror.mock.app.inject({
          method: endpoint.method,
          url: call.url,
          payload: call.payload as string,
          headers: { ...call.headers, ...(call.token ? { token: call.token } : {}) },
        });
        onAnswer?.({ endpoint, call, status: response.statusCode, body: response.body });
        for (const mismatch of answerMismatches(endpoint, response.statusCode, response.body))
          result.mismatches.push(`${requestLine(endpoint.method, call.url)} — ${mismatch}`);
        for (const probe of failureProbes(endpoint, call)) {
          const answer = await mirror.mock.app.inject({
            method: probe.method,
            url: probe.url,
            payload: probe.body as string,
            headers: probe.token ? { token: probe.token } : {},
          });
          for (const mismatch of probeMismatches(endpoint, probe, answer.statusCode, answer.body))
            result.mismatches.push(`${requestLine(probe.method, probe.url)} [${probe.label}] — ${mismatch}`);
        }
      }
      if (CHANGES_DEMO_ACCOUNT.has(endpoint.id)) await restoreDemoAccount(mirror, endpoint.id);
      results.push(result);
      onResult?.(result);
    }
  } finally {
    await mirror.close();
  }
  return results;
}
