import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import underPressure from '@fastify/under-pressure';
import { trustProxyOption, trustsNoProxy, type AppConfig } from './config';
import { childLoggerWithTrace, loggerOptions, pathOnly, requestIdGenerator } from './logging';
import { requestTrace, traceresponseOf } from './trace-context';
import { security } from './plugins/security';
import { apiProxy } from './plugins/api-proxy';
import { bundledMockControls } from './plugins/bundled-mock-controls';
import { liveSocketAdmission } from './live-socket-admission';
import { staticAssets } from './plugins/static-assets';
import { errorDocumentAnswer, sendErrorDocument, ssr } from './plugins/ssr';
import { MOCK_WECHAT_APP_ID, WECHAT_QR_CONNECT_URL, wechatConnect } from './plugins/wechat-connect';
import { seoFiles } from './plugins/seo-files';
import { health } from './plugins/health';
import { compressionOptions } from './plugins/compression';
import { handleClientError } from './client-errors';
import { PageCache } from './page-cache';
import { gatewayStatusOf, upstreamTransport } from './upstream-transport';
import { certificationDownloads } from './plugins/certification-downloads';
import { pdfFontFor } from './downloads/pdf-font';
import { productionRenderer } from './render/production-renderer';
import { devRenderer } from './render/dev-renderer';
import type { Renderer } from './render/renderer';
import { ifBuiltWithFilingLine, loadPrerenderedPages } from './render/prerendered-pages';
import { siteLegalMarker } from '@shared/lib/site-legal';
import { prerenderDir } from './paths';
import { SiteMetrics } from './metrics/site-metrics';
import { meteredTransport } from './metrics/metered-transport';
import { metricsPlugin } from './plugins/metrics';
import { realUserTimings } from './plugins/real-user-timings';

export interface BuildAppOptions {
  /** Vite middleware + HMR instead of the production build. */
  dev?: boolean;
  /** Use this renderer instead of the build's (tests). */
  renderer?: Renderer;
  /** Pretty logs for people at a terminal. */
  prettyLogs?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them as operators would). */
  logStream?: { write: (line: string) => void };
  /** The /api rate-limit window (one minute); tests shorten it to see a window end. */
  rateLimitWindowMs?: number;
  /** Saturation thresholds (tests lower them to see the 503 without saturating the machine). */
  pressure?: { maxEventLoopDelay?: number; sampleInterval?: number };
  /** Use this page cache (tests control its clock); default: one sized by PAGE_CACHE_MAX_MB / _ENTRIES. */
  pageCache?: PageCache;
  /** Keep metrics in this registry (tests read it); default: one when METRICS_PORT is set, else none. */
  metrics?: SiteMetrics;
}

/**
 * The site: ecosystem plugins → ours (API, static files, SSR) → decorators → hooks. One function
 * for `npm start`, `npm run dev`, the tests and the benchmark.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const dev = options.dev ?? false;
  const app = Fastify({
    logger: {
      ...loggerOptions(config.LOG_LEVEL, options.prettyLogs ?? dev),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify's own request lines log the full URL (query included); ours log the path only.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // Every line of a request's log names its trace (W3C traceparent, continued or new): server/trace-context.ts.
    childLoggerFactory: childLoggerWithTrace,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 2048, ignoreDuplicateSlashes: false },
    // Shutting down, a request that still arrives on an open keep-alive connection is served (with
    // `Connection: close`), not refused with Fastify's English 503 that nginx would pass on.
    return503OnClosing: false,
    // Requests Node's parser rejects (431, 408, bad syntax): a Chinese answer and `Connection: close`.
    clientErrorHandler: handleClientError,
    // Bad URLs (malformed escapes) and similar router-level failures get a 400 page, not JSON or a crash.
    frameworkErrors: (error, request, reply) => {
      // The onResponse hook does not run for router-level failures: this is the request's one log line.
      const durationMs = Math.round((reply as unknown as FastifyReply).elapsedTime * 10) / 10;
      request.log.info(
        { method: request.method, path: pathOnly(request.url), status: 400, durationMs, code: error.code },
        'request completed',
      );
      // No onRequest hook runs either: the trace is named here (see the hook below).
      (reply as unknown as FastifyReply).header('traceresponse', traceresponseOf(requestTrace(request.raw)));
      if (request.url.startsWith('/api/')) {
        (reply as unknown as FastifyReply).code(400).send({ code: 400, msg: '请求格式错误' });
        return;
      }
      sendErrorDocument(reply as unknown as FastifyReply, 400);
    },
  });

  // Error and not-found handlers first: plugins registered after this inherit them (a 413 on /api
  // answers the JSON envelope in Chinese, not Fastify's English default).
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error, path: pathOnly(request.url) }, 'request failed');
    if (reply.sent || reply.raw.headersSent) return;
    // The rest of an oversized body is still on the socket: the connection cannot carry another request.
    if (status === 413) reply.header('connection', 'close');
    if (request.url.startsWith('/api/')) {
      const msg = status >= 500 ? '服务器内部错误' : status === 413 ? '请求内容过大' : '请求格式错误';
      return reply.code(status).send({ code: status, msg });
    }
    return sendErrorDocument(reply, status >= 500 ? 500 : status);
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ code: 404, msg: '资源不存在' });
    return sendErrorDocument(reply, 404, `Page not found: ${pathOnly(request.url)}`);
  });

  // Every answer names this server's span of the request's trace (pages, /api, errors, refusals),
  // before any plugin: hooks added later would not reach the plugins registered before them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('traceresponse', traceresponseOf(requestTrace(request.raw)));
    done();
  });

  // Metrics first: its hooks must see every route (docs/operations.md). The page route ids come
  // from the renderer, created further down and only asked once a request has ended.
  const metrics = options.metrics ?? (config.METRICS_PORT === undefined ? undefined : new SiteMetrics());
  const rendererModule = () => renderer.load();
  if (metrics)
    await app.register(metricsPlugin, {
      metrics,
      pageRouteOf: async (path) => (await rendererModule()).pageRuleFor(path).routeId,
      listen: config.METRICS_PORT === undefined ? undefined : { port: config.METRICS_PORT, host: config.METRICS_HOST },
    });

  // Ecosystem (compression before any route: it attaches itself to routes as they are declared)
  await app.register(cookie);
  await app.register(compress, compressionOptions);
  await app.register(security);
  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    ...options.pressure,
    retryAfter: 5,
    // The answer is returned, not sent: under-pressure then sends it and stops the request there
    // (its README; its types say void). A handler that sends and returns nothing lets the request go
    // on through the next hooks while the 503 is still being sent, and their answer collides with it.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      reply.header('retry-after', '5');
      if (!request.url.startsWith('/api/')) return errorDocumentAnswer(reply, 503);
      reply.code(503).header('cache-control', 'no-store');
      return { code: 503, msg: '服务繁忙，请稍后重试' };
    }) as (request: FastifyRequest, reply: FastifyReply) => void,
  });

  // Ours: health checks, the API (over HTTP, whichever it is), static files, pages.
  await app.register(health, { upstream: config.API_UPSTREAM });
  const rateLimits = {
    smsPerMinute: config.RATE_LIMIT_SMS_PER_MIN,
    loginPerMinute: config.RATE_LIMIT_LOGIN_PER_MIN,
    qrPerMinute: config.RATE_LIMIT_QR_PER_MIN,
    windowMs: options.rateLimitWindowMs,
    redisUrl: config.REDIS_URL,
  };
  // One path to the API, the real one or the bundled mock alike: the proxy for /api (sockets and
  // files included) and a keep-alive pool for the SSR loaders and downloads.
  const upstream = upstreamTransport(config.API_UPSTREAM, config.API_TIMEOUT_MS);
  const transport = metrics ? meteredTransport(upstream.factory, metrics, gatewayStatusOf) : upstream.factory;
  const files = upstream.files;
  app.addHook('onClose', () => upstream.close());
  await app.register(apiProxy, {
    prefix: '/api',
    upstream: config.API_UPSTREAM,
    timeoutMs: config.API_TIMEOUT_MS,
    rateLimits,
    admitSocket: liveSocketAdmission(transport),
  });
  const bundledMock = config.BUNDLED_MOCK === '1';
  // The bundled mock's developer controls (SMS codes, the QR app, WeChat's stand-in) on the site's origin.
  if (bundledMock) await app.register(bundledMockControls, { prefix: '/__mock', upstream: config.API_UPSTREAM });

  // The WeChat icon's hop to the QR-connect page (the mock's stand-in unless configured).
  await app.register(wechatConnect, {
    connectUrl: config.WECHAT_CONNECT_URL ?? (bundledMock ? '/__mock/wechat/connect' : WECHAT_QR_CONNECT_URL),
    appId: config.WECHAT_APP_ID ?? (bundledMock ? MOCK_WECHAT_APP_ID : null),
    siteOrigin: config.SITE_ORIGIN,
  });

  // The learner's downloads (admission ticket and certificate PDFs, the journey's calendar): site
  // routes under /study, rendered from the API's answers. Without a Chinese font the PDFs answer 503.
  const pdfFont = pdfFontFor(config.PDF_FONT_PATH);
  if (!pdfFont.font)
    app.log.warn(
      { problem: pdfFont.problem },
      'no Chinese font for the PDF downloads (准考证, 证书): they answer 503 until PDF_FONT_PATH names one or fonts-wqy-microhei is installed (see docs/operations.md)',
    );
  await app.register(certificationDownloads, { transport, files, font: pdfFont, siteOrigin: config.SITE_ORIGIN, validate: dev });

  const renderer = options.renderer ?? (dev ? await devRenderer(app) : productionRenderer());
  if (!dev && !options.renderer) await app.register(staticAssets);
  const siteLegal = config.SITE_ICP || config.SITE_PSB ? { icp: config.SITE_ICP ?? null, psb: config.SITE_PSB ?? null } : null;
  const prerendered = dev
    ? undefined
    : ifBuiltWithFilingLine(loadPrerenderedPages(prerenderDir), siteLegalMarker(siteLegal), (message) => app.log.warn(message));
  // The browsers' Core Web Vitals (real-user timings), kept only when metrics are.
  let knownRouteIds: Promise<ReadonlySet<string>> | undefined;
  await app.register(realUserTimings, {
    metrics,
    sampleRate: config.RUM_SAMPLE_RATE,
    pageRouteIds: () => (knownRouteIds ??= rendererModule().then((module) => new Set(module.pageRouteIds()))),
  });
  await app.register(seoFiles, { transport, siteOrigin: config.SITE_ORIGIN, renderer });
  // Development renders every request: a cached page would hide the change just made.
  const pageCache =
    options.pageCache ??
    (dev || config.PAGE_CACHE_MAX_MB === 0
      ? undefined
      : new PageCache({ maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024, maxEntries: config.PAGE_CACHE_MAX_ENTRIES }));
  await app.register(ssr, {
    renderer,
    transport,
    prerendered,
    abortAfterMs: config.SSR_TIMEOUT_MS,
    dev,
    siteOrigin: config.SITE_ORIGIN,
    pageCache,
    siteLegal,
  });

  // Hooks: a proxy in front that the server does not trust means insecure cookies and one shared
  // rate-limit key for every visitor: say so once, loudly, at the first request that shows it.
  if (trustsNoProxy(config.TRUST_PROXY)) {
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned && request.headers['x-forwarded-proto'] !== undefined) {
        warned = true;
        app.log.warn(
          { header: 'x-forwarded-proto', trustProxy: config.TRUST_PROXY },
          'X-Forwarded-Proto arrived but TRUST_PROXY is off: cookies are set without Secure and every visitor shares the proxy address for rate limits. Behind one nginx set TRUST_PROXY=1 (see docs/operations.md).',
        );
      }
      done();
    });
  }

  // Hooks: shutting down, every answer still to be sent says `Connection: close`, so a keep-alive
  // client (nginx) sends its next request to another instance, not into a closing one.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  // Hooks: one JSON line per request with id, method, path (never the query), status, duration.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: pathOnly(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });

  return app;
}
