import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_SERVER_TIMEOUTS } from '@shared/lib/server-timeouts';
import { ICP_PATTERN, PSB_PATTERN } from '@shared/lib/site-legal';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const httpUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.url({ protocol: /^https?$/, error: '必须是 http:// 或 https:// 开头的地址 (must be an http(s) URL)' }));
const optionalUrl = httpUrl.optional();

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number({ error: '必须是整数 (must be an integer)' }).int('必须是整数 (must be an integer)').min(1).max(max).default(fallback);

/** proxy-addr's names for address ranges, usable in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a TRUST_PROXY address list: an IP, an IP/prefix, or a range name. */
function isTrustedAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Who may set X-Forwarded-*: `false` (nobody, the default), a hop count (`1` = the one nginx in
 * front), a list of proxy addresses (`127.0.0.1`, `10.0.0.0/8,loopback`), or `true` (everybody:
 * only when no client can reach the server except through the proxies). Digits are always a hop
 * count — `1` must never mean "true", which would let any client choose its own address.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isTrustedAddress)) return entries.join(',');
    }
    context.addIssue({
      code: 'custom',
      message: '必须是 true、false、0-10 的跳数或代理地址列表 (must be true, false, a hop count 0-10 or a list of proxy addresses)',
    });
    return z.NEVER;
  });

/** How the effective TRUST_PROXY reads in the start log. */
export function describeTrustProxy(value: AppConfig['TRUST_PROXY']): string {
  if (value === true) return 'every hop (X-Forwarded-* from anyone)';
  if (value === false || value === 0) return 'off (the socket address is the client)';
  if (typeof value === 'number')
    return `${value} hop${value === 1 ? '' : 's'} (the last ${value} X-Forwarded-For entr${value === 1 ? 'y' : 'ies'})`;
  return `proxies at ${value}`;
}

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes "the nearest N hops are proxies" (the last N
 * X-Forwarded-For entries are theirs): Fastify 5.12 reads a bare number as "trust nothing", since a
 * count cannot tell a proxy from a client connecting directly — which is why docs/operations.md prefers
 * the proxy's address whenever the port is reachable by anything but nginx.
 */
export function trustProxyOption(value: AppConfig['TRUST_PROXY']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return value === 0 ? false : (_address, hop) => hop < value;
}

/** True when the server believes no X-Forwarded-* header at all. */
export const trustsNoProxy = (value: AppConfig['TRUST_PROXY']) => value === false || value === 0;

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: '必须是端口号 (must be a port number)' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /**
   * The product API's base URL: /api, the live socket, files and the SSR loaders all go there over
   * HTTP. `npm start` and `npm run dev` set it to the bundled mock they start (scripts/bundled-mock.mjs).
   */
  API_UPSTREAM: httpUrl,
  /**
   * 1 only when API_UPSTREAM is the bundled mock that `npm start` / `npm run dev` started for this
   * site: its developer controls are then served under /__mock and WeChat sign-in uses its stand-in.
   * Never set it in front of a real API.
   */
  BUNDLED_MOCK: z.enum(['0', '1'], { error: '只能是 1 或 0' }).default('0'),
  /**
   * The public origin (https://www.example.com) written into canonical URLs, Open Graph tags,
   * robots.txt and the sitemap. Unset: the origin the request arrived on (Host, or the proxy's
   * X-Forwarded-Host/-Proto under TRUST_PROXY).
   */
  SITE_ORIGIN: optionalUrl.refine((value) => value === undefined || new URL(value).origin === value, {
    error: '只能是协议加主机名（及端口），不带路径 (must be an origin: scheme, host and port only)',
  }),
  API_TIMEOUT_MS: positiveInt(10_000, 120_000),
  SSR_TIMEOUT_MS: positiveInt(10_000, 60_000),
  /**
   * Node's own limits on a client (shared/lib/server-timeouts.ts): the whole request, body included, must
   * arrive within REQUEST_TIMEOUT_MS and its headers within HEADERS_TIMEOUT_MS, else 408 and the
   * connection closes (a slow body used to be held for ever). 120 s lets a 5 MB image through a
   * 400 kbit/s line. KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this;
   * above nginx's upstream keepalive_timeout (60 s), so nginx always drops an idle one first and
   * never sends a request into a connection Node is closing (a 502).
   */
  REQUEST_TIMEOUT_MS: positiveInt(DEFAULT_SERVER_TIMEOUTS.requestTimeoutMs, 600_000),
  HEADERS_TIMEOUT_MS: positiveInt(DEFAULT_SERVER_TIMEOUTS.headersTimeoutMs, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(DEFAULT_SERVER_TIMEOUTS.keepAliveTimeoutMs, 600_000),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `必须是 ${LOG_LEVELS.join(' / ')} 之一` }).default('info'),
  /** Behind nginx: trust X-Forwarded-* from this many hops, these addresses, or (true) everyone. */
  TRUST_PROXY: trustProxySchema.default(false),
  /** Per-IP limits on /api: SMS codes sent and password logins per minute. */
  RATE_LIMIT_SMS_PER_MIN: positiveInt(5, 100_000),
  RATE_LIMIT_LOGIN_PER_MIN: positiveInt(20, 100_000),
  RATE_LIMIT_QR_PER_MIN: positiveInt(20, 100_000),
  /**
   * The anonymous page cache (route rules in client/app/page-rules.server.ts): megabytes of rendered pages
   * kept per process, and at most this many URLs. PAGE_CACHE_MAX_MB=0 turns it off.
   */
  PAGE_CACHE_MAX_MB: z.coerce
    .number({ error: '必须是整数 (must be an integer)' })
    .int('必须是整数 (must be an integer)')
    .min(0)
    .max(4096)
    .default(32),
  PAGE_CACHE_MAX_ENTRIES: positiveInt(2_000, 1_000_000),
  /**
   * How far V8 lets the heap grow past what survived the last full GC before collecting again,
   * in percent (V8's --heap-growing-percent). Left to V8, the heap under page load grows to ~330 MB
   * for a ~80 MB live set (RSS ~410 MB); at 50 it stays near 150 MB (RSS ~235 MB), for about 7 %
   * more CPU per request (more full GCs; two interleaved pairs, 2.66 → 2.84 ms). 100: RSS ~265 MB.
   * 0 leaves V8's own policy.
   */
  HEAP_GROWING_PERCENT: z.coerce
    .number({ error: '必须是整数 (must be an integer)' })
    .int('必须是整数 (must be an integer)')
    .min(0)
    .max(1000)
    .default(50),
  /**
   * Load shedding: while the event loop lags more than this (mean over a second), pages and /api
   * answer 503 with Retry-After and /readyz says not ready. 0 turns it off.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: '必须是整数 (must be an integer)' })
    .int('必须是整数 (must be an integer)')
    .min(0)
    .max(60_000)
    .default(2_000),
  /**
   * Shared state for several instances: with a Redis URL the /api rate limits are counted there, so
   * two instances behind nginx allow the limit once, not twice. Unset: each process counts alone.
   */
  REDIS_URL: z
    .string()
    .trim()
    .pipe(
      z.url({
        protocol: /^rediss?$/,
        hostname: /./,
        error: '必须是 redis:// 或 rediss:// 开头的地址 (must be a redis:// or rediss:// URL)',
      }),
    )
    .optional(),
  /**
   * The Prometheus endpoint (`GET /metrics`), on a port of its own so it is never public through
   * nginx: unset, no metrics are kept or served. METRICS_HOST is the interface it listens on
   * (loopback unless a scraper on another host or container needs it).
   */
  METRICS_PORT: z.coerce
    .number({ error: '必须是端口号 (must be a port number)' })
    .int('必须是端口号 (must be a port number)')
    .min(0)
    .max(65535)
    .optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Share of page visits whose browser reports its Core Web Vitals (LCP, INP, CLS, TTFB) to
   * /rum/vitals, 0 to 1. Only kept when METRICS_PORT is set; 0 turns the reports off.
   */
  RUM_SAMPLE_RATE: z.coerce
    .number({ error: '必须是 0 到 1 之间的数 (must be a number from 0 to 1)' })
    .min(0, '必须是 0 到 1 之间的数 (must be a number from 0 to 1)')
    .max(1, '必须是 0 到 1 之间的数 (must be a number from 0 to 1)')
    .default(0.1),
  /**
   * The Chinese font the PDF downloads (准考证, 职业技能等级证书) embed, subset to the characters used:
   * an absolute path to a .ttf/.otf, or to a collection with its face after `#`
   * (`/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKsc-Regular`; without it, the
   * collection's first face). Unset: the first installed of DEFAULT_PDF_FONTS (server/downloads/pdf-font.ts,
   * Debian's fonts-wqy-microhei first). No usable font: the PDF downloads answer 503 and the start log warns.
   */
  PDF_FONT_PATH: z
    .string()
    .trim()
    .refine((value) => value.startsWith('/'), { error: '必须是字体文件的绝对路径 (must be an absolute path to a font file)' })
    .optional(),
  /**
   * WeChat QR-connect (扫码登录) page and the site's open-platform appid. Unset with BUNDLED_MOCK=1:
   * the mock's stand-in page and a mock appid; otherwise WeChat's real page, and WeChat login stays
   * off until an appid is configured.
   */
  WECHAT_CONNECT_URL: z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value), {
      error: '必须是 http(s) 地址或以 / 开头的路径 (must be an http(s) URL or a path)',
    })
    .optional(),
  WECHAT_APP_ID: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, { error: '必须是 1-64 位字母、数字、下划线或连字符 (must be 1-64 word characters)' })
    .optional(),
  /**
   * The footer's filing line (shared/lib/site-legal.ts): the ICP filing number (京ICP备2026012345号-1),
   * linked to beian.miit.gov.cn, and the public-security filing number (京公网安备11010802012345号),
   * linked to its record. Unset: no line at all (development, a private deployment), never a made-up number.
   */
  SITE_ICP: z
    .string()
    .trim()
    .regex(ICP_PATTERN, { error: '必须是 ICP 备案号，如 京ICP备2026012345号-1 (must be an ICP filing number)' })
    .optional(),
  SITE_PSB: z
    .string()
    .trim()
    .regex(PSB_PATTERN, { error: '必须是公安备案号，如 京公网安备11010802012345号 (must be a public-security filing number)' })
    .optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads configuration from the environment. A bad value refuses to start with a message naming
 * the variable, e.g. `PORT: 必须是端口号 (must be a port number) (got "abc")`.
 */
/** Variables whose absence gets a message of its own (zod's would only say "required"). */
const REQUIRED: Partial<Record<keyof AppConfig, string>> = {
  API_UPSTREAM:
    "必须设置为产品 API 的地址；`npm start` 与 `npm run dev` 会启动内置模拟接口并自动设置 (required: the product API's base URL; `npm start` and `npm run dev` start the bundled mock API and set it)",
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const input: Record<string, string> = {};
  const problems: string[] = [];
  for (const key of Object.keys(configSchema.shape) as (keyof AppConfig)[]) {
    const value = env[key];
    if ((value === undefined || value.trim() === '') && REQUIRED[key] && overrides[key] === undefined)
      problems.push(`${key}: ${REQUIRED[key]}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`);
    else if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success || problems.length > 0) {
    const lines = (parsed.error?.issues ?? [])
      .filter((issue) => !problems.some((problem) => problem.startsWith(`${String(issue.path[0])}:`)))
      .map((issue) => {
        const key = String(issue.path[0]);
        return `${key}: ${issue.message} (got ${JSON.stringify(input[key])})`;
      });
    throw new ConfigError(`Invalid configuration:\n  ${[...problems, ...lines].join('\n  ')}`);
  }
  return { ...parsed.data, ...overrides };
}
