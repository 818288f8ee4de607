import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''))
  .pipe(z.url({ protocol: /^https?$/, error: '必须是 http:// 或 https:// 开头的地址 (must be an http(s) URL)' }))
  .optional();

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number({ error: '必须是整数 (must be an integer)' }).int('必须是整数 (must be an integer)').min(1).max(max).default(fallback);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: '必须是 true 或 false (must be true or false)' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: '必须是端口号 (must be a port number)' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Unset: the bundled mock API is mounted in-process at /api. */
  API_UPSTREAM: optionalUrl,
  API_TIMEOUT_MS: positiveInt(10_000, 120_000),
  SSR_TIMEOUT_MS: positiveInt(10_000, 60_000),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `必须是 ${LOG_LEVELS.join(' / ')} 之一` }).default('info'),
  /** Behind nginx: trust X-Forwarded-* from this many hops (or true/false). */
  TRUST_PROXY: z.union([booleanFlag, z.coerce.number().int().min(0).max(10)]).default(false),
  /** Seconds a mock QR ticket lives (mock API only). */
  MOCK_QR_TTL_SECONDS: positiveInt(120, 3600),
  /** Seconds before the mock sends the same phone another SMS code (mock API only). */
  MOCK_SMS_RESEND_SECONDS: positiveInt(60, 3600),
  /** Per-IP limits on /api: SMS codes sent and password logins per minute. */
  RATE_LIMIT_SMS_PER_MIN: positiveInt(5, 100_000),
  RATE_LIMIT_LOGIN_PER_MIN: positiveInt(20, 100_000),
  /**
   * WeChat QR-connect (扫码登录) page and the site's open-platform appid. Unset with the bundled mock:
   * the mock's stand-in page and a mock appid; unset with API_UPSTREAM: WeChat's real page, and
   * WeChat login stays off until an appid is configured.
   */
  WECHAT_CONNECT_URL: z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value), { error: '必须是 http(s) 地址或以 / 开头的路径 (must be an http(s) URL or a path)' })
    .optional(),
  WECHAT_APP_ID: z.string().trim().regex(/^[\w-]{1,64}$/, { error: '必须是 1-64 位字母、数字、下划线或连字符 (must be 1-64 word characters)' }).optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads configuration from the environment. A bad value refuses to start with a message naming
 * the variable, e.g. `PORT: 必须是端口号 (must be a port number) (got "abc")`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `${key}: ${issue.message} (got ${JSON.stringify(input[key])})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return { ...parsed.data, ...overrides };
}
