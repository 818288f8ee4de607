import { describe, expect, it } from 'vitest';
import { ConfigError, describeTrustProxy, loadConfig } from './config';
/** Every configuration names its API (required). */
const API = 'http://api.test';

describe('loadConfig', () => {
  it('has defaults: port 3000, an API that is not the bundled mock unless told', () => {
    const config = loadConfig({ API_UPSTREAM: API });
    expect(config.PORT).toBe(3000);
    expect(config.BUNDLED_MOCK).toBe('0');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('reads and normalises values', () => {
    const config = loadConfig({ PORT: '8080', API_UPSTREAM: 'http://127.0.0.1:3100/', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({ PORT: 8080, API_UPSTREAM: 'http://127.0.0.1:3100', LOG_LEVEL: 'warn', TRUST_PROXY: true });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['API_UPSTREAM', 'not a url'],
    ['API_UPSTREAM', 'ftp://example.com'],
    ['LOG_LEVEL', 'loud'],
    ['API_TIMEOUT_MS', '-5'],
    ['TRUST_PROXY', 'maybe'],
    ['WECHAT_CONNECT_URL', 'open.weixin.qq.com/connect'],
    ['WECHAT_CONNECT_URL', 'javascript:alert(1)'],
    ['WECHAT_APP_ID', 'wx id with spaces'],
    ['PDF_FONT_PATH', 'fonts/wqy-microhei.ttc'],
  ])('refuses %s=%s and names the variable', (key, value) => {
    expect(() => loadConfig({ API_UPSTREAM: API, [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ API_UPSTREAM: API, [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ API_UPSTREAM: API, PORT: '', LOG_LEVEL: '' })).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info' });
  });

  it.each([undefined, '', '  '])(
    'refuses a missing or empty API_UPSTREAM (%j), saying that `npm start` brings the bundled mock',
    (value) => {
      expect(() => loadConfig(value === undefined ? {} : { API_UPSTREAM: value })).toThrow(
        /API_UPSTREAM: 必须设置为产品 API 的地址.*npm start/,
      );
    },
  );

  it('keeps the heap near its live size by default (HEAP_GROWING_PERCENT 50); 0 leaves V8 its own policy', () => {
    expect(loadConfig({ API_UPSTREAM: API }).HEAP_GROWING_PERCENT).toBe(50);
    expect(loadConfig({ API_UPSTREAM: API, HEAP_GROWING_PERCENT: '0' }).HEAP_GROWING_PERCENT).toBe(0);
    expect(() => loadConfig({ API_UPSTREAM: API, HEAP_GROWING_PERCENT: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_UPSTREAM: API, HEAP_GROWING_PERCENT: '1.5' })).toThrow(ConfigError);
  });

  describe('TRUST_PROXY', () => {
    it.each([
      ['1', 1],
      ['2', 2],
      ['0', 0],
      ['true', true],
      ['false', false],
      ['127.0.0.1', '127.0.0.1'],
      ['10.0.0.0/8, loopback', '10.0.0.0/8,loopback'],
      ['::1,fd00::/8', '::1,fd00::/8'],
    ])('%s → %j (digits are hop counts, only true/false are booleans)', (value, expected) => {
      expect(loadConfig({ API_UPSTREAM: API, TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
    });

    it.each(['yes', 'no', 'on', '11', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', 'nginx', '127.0.0.1/8/1'])('refuses %s', (value) => {
      expect(() => loadConfig({ API_UPSTREAM: API, TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/);
    });

    it('is off by default, and the start log says what it is', () => {
      expect(loadConfig({ API_UPSTREAM: API }).TRUST_PROXY).toBe(false);
      expect(describeTrustProxy(false)).toMatch(/^off/);
      expect(describeTrustProxy(1)).toBe('1 hop (the last 1 X-Forwarded-For entry)');
      expect(describeTrustProxy(true)).toMatch(/every hop/);
      expect(describeTrustProxy('127.0.0.1')).toBe('proxies at 127.0.0.1');
    });
  });

  describe('REDIS_URL', () => {
    it('is unset by default and when empty: each process counts its own rate limits', () => {
      expect(loadConfig({ API_UPSTREAM: API }).REDIS_URL).toBeUndefined();
      expect(loadConfig({ API_UPSTREAM: API, REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    });

    it.each(['redis://127.0.0.1:6379', 'redis://redis:6379/2', 'rediss://:secret@cache.example.com:6380', ' redis://localhost '])(
      'accepts %j',
      (value) => {
        expect(loadConfig({ API_UPSTREAM: API, REDIS_URL: value }).REDIS_URL).toBe(value.trim());
      },
    );

    it.each(['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis:/127.0.0.1', 'redis://', 'unix:///run/redis.sock', 'redis'])(
      'refuses %j and names the variable',
      (value) => {
        expect(() => loadConfig({ API_UPSTREAM: API, REDIS_URL: value })).toThrow(/REDIS_URL: 必须是 redis:\/\/ 或 rediss:\/\//);
      },
    );
  });

  describe('METRICS_PORT, METRICS_HOST, RUM_SAMPLE_RATE', () => {
    it('keeps no metrics by default; the endpoint listens on loopback when a port is given', () => {
      expect(loadConfig({ API_UPSTREAM: API }).METRICS_PORT).toBeUndefined();
      expect(loadConfig({ API_UPSTREAM: API, METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
      expect(loadConfig({ API_UPSTREAM: API, METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
      expect(loadConfig({ API_UPSTREAM: API, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).METRICS_HOST).toBe('0.0.0.0');
    });

    it('samples a tenth of the visits for real-user timings unless told otherwise', () => {
      expect(loadConfig({ API_UPSTREAM: API }).RUM_SAMPLE_RATE).toBe(0.1);
      expect(loadConfig({ API_UPSTREAM: API, RUM_SAMPLE_RATE: '0' }).RUM_SAMPLE_RATE).toBe(0);
      expect(loadConfig({ API_UPSTREAM: API, RUM_SAMPLE_RATE: '1' }).RUM_SAMPLE_RATE).toBe(1);
    });

    it.each([
      ['METRICS_PORT', 'abc'],
      ['METRICS_PORT', '70000'],
      ['METRICS_PORT', '9464.5'],
      ['RUM_SAMPLE_RATE', '1.5'],
      ['RUM_SAMPLE_RATE', '-0.1'],
      ['RUM_SAMPLE_RATE', 'half'],
    ])('refuses %s=%s and names the variable', (key, value) => {
      expect(() => loadConfig({ API_UPSTREAM: API, [key]: value })).toThrow(new RegExp(`${key}:`));
    });
  });
});
