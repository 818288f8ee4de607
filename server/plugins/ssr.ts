import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createApiClient, type Transport } from '@shared/api/api-client';
import { clearTokenCookie, forwardedClientOf, requestToken, sessionEffectOf, sessionGone } from '../auth-cookie';
import { TOKEN_COOKIE } from '../upstream-headers';
import { siteCookieName } from '@shared/auth/cookie-names';
import type { PageCache } from '../page-cache';
import { canonicalPagePath } from '../canonical-path';
import { siteOriginOf } from '../site-origin';
import type { TransportFactory } from '../api-transport';
import { newTrace, requestTrace } from '../trace-context';
import type { PageRule, Renderer, RenderResult } from '../render/renderer';
import { errorDocument } from '../render/error-document';
import { PageBodyStream, wholeDocumentOf } from '../render/page-body-stream';
import type { PrerenderedPages } from '../render/prerendered-pages';
import { PERSONAL_CACHE_CONTROL, remainingCacheControl, sendStoredPage } from '../render/cache-policy';
import { sendPrerenderedPage, sendSharedPage, storedPageOf } from '../render/shared-page';
import { loginRedirectTarget } from '@shared/auth/login-redirect';
import { signedInLoginBounce } from '../sign-in-link';
import type { SiteLegal } from '@shared/lib/site-legal';
import { contentSecurityPolicy } from './security';

export interface SsrOptions {
  renderer: Renderer & { devHead?: (nonce: string) => string };
  /** Build-time pages served to signed-out visitors without rendering. */
  prerendered?: PrerenderedPages;
  transport: TransportFactory;
  abortAfterMs: number;
  dev: boolean;
  /** SITE_ORIGIN: the origin of canonical and Open Graph URLs (else the request's). */
  siteOrigin?: string;
  /** Rendered pages kept for signed-out visitors on routes whose rule says `cache`; absent: off. */
  pageCache?: PageCache;
  /** SITE_ICP / SITE_PSB: the footer's filing line; absent, none. */
  siteLegal?: SiteLegal | null;
}

/**
 * Any token cookie, under either name and whatever its value, makes the answer personal: such a
 * request is never answered from the page cache nor stored in it.
 */
const carriesAnyTokenCookie = (request: FastifyRequest) =>
  request.cookies[siteCookieName(TOKEN_COOKIE, false)] !== undefined || request.cookies[siteCookieName(TOKEN_COOKIE, true)] !== undefined;

const MAX_PATH_LENGTH = 2048;

/** Crawler User-Agents name themselves early: only this much of the header is read. */
export const BOT_UA_PREFIX = 512;
const BOTS = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse/i;

/**
 * Crawlers get the whole page at once (onAllReady). A regular expression over an attacker-sized
 * header is an attack surface, so the check reads a bounded prefix with an expression that has
 * no nested or overlapping repetition (linear in what it reads).
 */
export function isBot(userAgent: string | undefined): boolean {
  return BOTS.test((userAgent ?? '').slice(0, BOT_UA_PREFIX));
}

/** 122 random bits per response; randomUUID draws from a cached entropy pool (randomBytes per request cost ~1.5 % of SSR). */
const newNonce = () => randomUUID().replaceAll('-', '');

/** The error document's status and headers set on `reply`, and its body, for handlers that return their answer. */
export function errorDocumentAnswer(reply: FastifyReply, status: number, detail?: string): string {
  const nonce = newNonce();
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy(nonce, false));
  return errorDocument(status, nonce, detail);
}

export function sendErrorDocument(reply: FastifyReply, status: number, detail?: string) {
  return reply.send(errorDocumentAnswer(reply, status, detail));
}

/**
 * A self call answered 401 during the render means the cookie's session is gone: clear the cookie
 * with this page (as the /api route does), so the next page load is simply signed out instead of
 * failing the same way again.
 */
function clearingStaleToken(request: FastifyRequest, reply: FastifyReply, base: Transport): Transport {
  return async (call) => {
    const response = await base(call);
    if (sessionEffectOf(call.method, call.path) === 'check' && sessionGone(response.body, response.status) && !reply.sent)
      clearTokenCookie(request, reply);
    return response;
  };
}

/** A page render read to its end: head, React's whole output, the hydration state, as bytes. */
const finishedDocument = (result: Extract<RenderResult, { type: 'page' }>) => wholeDocumentOf(result.head, result.tail, result.pipe);

/** A redirect no cache keeps: where it leads depends on the visitor's token or on the URL's spelling. */
const redirectUncached = (reply: FastifyReply, status: number, location: string) =>
  reply.code(status).header('location', location).header('cache-control', 'no-store').send();

/** Every page request: run the route loaders, answer redirects as HTTP redirects, stream the page. */
export async function ssr(app: FastifyInstance, options: SsrOptions) {
  const { renderer, transport, dev, pageCache } = options;

  /** A signed-out render of a URL, complete (onAllReady), for the cache: the page, or undefined if it is not worth keeping. */
  async function renderForCache(
    url: string,
    origin: string,
    nonce: string,
    client: ReturnType<typeof forwardedClientOf>,
  ): Promise<Buffer | undefined> {
    let failed = false;
    const module = await renderer.load();
    // A refresh in the background is no visitor's request: a trace of its own, named in its calls' log lines.
    const trace = newTrace();
    const log = app.log.child({ traceId: trace.traceId });
    const result = await module.render({
      request: new Request(new URL(url, 'http://skill.local')),
      api: createApiClient(transport({ token: undefined, client, log, trace, onUpstreamFailure: () => (failed = true) }), {
        validate: dev,
      }),
      hasToken: false,
      nonce,
      origin,
      siteLegal: options.siteLegal ?? null,
      assets: renderer.assets,
      buildId: renderer.buildId,
      waitForAll: true,
      abortAfterMs: options.abortAfterMs,
      onError: () => (failed = true),
    });
    if (result.type !== 'page') return undefined;
    if (result.status !== 200 || failed) {
      result.abort();
      return undefined;
    }
    const html = await finishedDocument(result);
    return failed ? undefined : html;
  }

  /** Replaces a stale page in the background, one render per URL at a time; the old page stays until then. */
  function refreshInBackground(
    cache: PageCache,
    key: string,
    url: string,
    origin: string,
    rule: Extract<PageRule, { kind: 'cache' }>,
    client: ReturnType<typeof forwardedClientOf>,
  ) {
    if (!cache.claimRefresh(key)) return;
    const nonce = newNonce();
    renderForCache(url, origin, nonce, client)
      .then(async (html) => html && cache.store(key, await storedPageOf(html, nonce, dev), rule.freshSeconds, rule.staleSeconds))
      .catch((error: unknown) => app.log.warn({ err: error, path: url.split('?', 1)[0] }, 'page cache refresh failed'))
      .finally(() => cache.releaseRefresh(key));
  }

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (path.length > MAX_PATH_LENGTH) return sendErrorDocument(reply, 404, 'Page not found');
    // One spelling per page before any rule: `/./study` must meet the protected-route check as `/study`.
    const canonical = canonicalPagePath(path);
    if (canonical === null) return sendErrorDocument(reply, 400);
    if (canonical !== path) {
      const location = queryAt === -1 ? canonical : canonical + request.url.slice(queryAt);
      return redirectUncached(reply, 301, location);
    }
    // A payload that was not prerendered is a fast 404, never a render (only the path counts, not the query).
    if (path.endsWith('/_payload.json')) return reply.code(404).send({ code: 404, msg: '资源不存在' });
    const token = requestToken(request);
    // The route table (access, rules) lives in the renderer module: loaded once, then a resolved promise.
    const module = await renderer.load();
    // A sign-in link opened with a token: straight on, before the home page renders only to leave.
    const bounce = token && queryAt !== -1 ? signedInLoginBounce(request.url.slice(queryAt)) : null;
    if (bounce) return redirectUncached(reply, 302, bounce);
    // Spec §4/§5: a protected page without a token → home with the login modal, and the way back.
    if (!token && module.isProtectedPath(path)) {
      return redirectUncached(reply, 302, loginRedirectTarget(request.url));
    }
    const nonce = newNonce();
    const origin = siteOriginOf(request, options.siteOrigin);
    // Prerendered pages are for signed-out visitors and the exact path (no query to honour).
    const prebuilt = !token && path === request.url ? options.prerendered?.html(path, nonce, origin) : undefined;
    const personal = carriesAnyTokenCookie(request);
    if (prebuilt) return sendPrerenderedPage(reply, prebuilt, nonce, personal, dev);
    // Signed-out visitors of a cached route share one document per URL, kept here (origin included:
    // canonical links carry it) and by any shared cache in front; anything with a token cookie is
    // rendered for its visitor alone.
    const rule = personal ? undefined : module.pageRuleFor(path).rule;
    const sharedRule = rule?.kind === 'cache' ? rule : undefined;
    const cacheKey = sharedRule && pageCache ? origin + request.url : '';
    if (sharedRule && pageCache) {
      const hit = pageCache.lookup(cacheKey);
      if (hit) {
        if (hit.state === 'stale') refreshInBackground(pageCache, cacheKey, request.url, origin, sharedRule, forwardedClientOf(request));
        return sendStoredPage(
          request,
          reply,
          hit.page,
          hit.state === 'fresh' ? 'HIT' : 'STALE',
          remainingCacheControl(hit.page, pageCache.now()),
        );
      }
    }
    // A visitor who goes away mid-render cancels the loaders' API calls and the React stream. Only
    // then: aborting after every finished response would build an AbortError each time (~2 % of SSR CPU).
    const controller = new AbortController();
    let abortRender: (() => void) | undefined;
    reply.raw.once('close', () => {
      if (reply.raw.writableFinished) return;
      controller.abort();
      abortRender?.();
    });

    // The first failure of the API itself (slow, down, unreadable, 5xx): a page that failed for it says so.
    let upstreamFailure: number | undefined;
    const apiTransport = transport({
      token,
      client: forwardedClientOf(request),
      log: request.log,
      trace: requestTrace(request.raw),
      signal: controller.signal,
      onUpstreamFailure: (status) => (upstreamFailure ??= status),
    });
    let renderFailed = false;
    const result = await module
      .render({
        request: new Request(new URL(request.url, 'http://skill.local'), { signal: controller.signal }),
        api: createApiClient(token ? clearingStaleToken(request, reply, apiTransport) : apiTransport, { validate: dev }),
        hasToken: Boolean(token),
        nonce,
        origin,
        siteLegal: options.siteLegal ?? null,
        assets: renderer.devHead ? { ...renderer.assets, devHead: renderer.devHead(nonce) } : renderer.assets,
        buildId: renderer.buildId,
        // A shared page is sent whole: its CSP names the hashes of scripts React writes last.
        waitForAll: sharedRule !== undefined || isBot(request.headers['user-agent']),
        abortAfterMs: options.abortAfterMs,
        onError: (error) => {
          renderFailed = true;
          if (error instanceof Error && renderer.fixStack) renderer.fixStack(error);
          request.log.error({ err: error }, 'render error');
        },
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return undefined;
        throw error;
      });
    // The visitor left while the loaders ran (their calls were cancelled): not a server error. 499 as nginx logs it.
    if (!result) return reply.code(499).send();

    if (result.type === 'redirect') return redirectUncached(reply, result.status, result.location);
    if (result.type === 'page' && result.status >= 500 && upstreamFailure !== undefined) {
      result.abort();
      return sendErrorDocument(reply, upstreamFailure);
    }
    if (result.type === 'response') {
      reply.code(result.response.status);
      result.response.headers.forEach((value, key) => reply.header(key, value));
      return reply.send(await result.response.text());
    }

    if (sharedRule && result.status === 200 && !renderFailed && upstreamFailure === undefined) {
      abortRender = result.abort;
      const html = await finishedDocument(result);
      return sendSharedPage(request, reply, html, {
        nonce,
        rule: sharedRule,
        cacheKey,
        pageCache,
        dev,
        failed: renderFailed || upstreamFailure !== undefined,
      });
    }

    // Head first, React's stream next, the hydration state last — through one stream so the tail
    // is written exactly when React ends, and in React's batches.
    const body = new PageBodyStream(result.head, result.tail);
    result.pipe(body);
    abortRender = result.abort;
    return (
      reply
        .code(result.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', personal ? PERSONAL_CACHE_CONTROL : 'no-store')
        .header('vary', 'Cookie')
        .header('content-security-policy', contentSecurityPolicy(nonce, dev))
        // nginx passes a streamed page on as it comes (deploy/nginx.conf buffers, to cache shared pages).
        .header('x-accel-buffering', 'no')
        .send(body)
    );
  }

  // Fastify answers HEAD from the GET route too.
  app.get('/*', renderPage);
}
