import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that serve the bundled mock API on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.API_UPSTREAM).toBeUndefined();
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
  ])('refuses %s=%s and names the variable', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ API_UPSTREAM: '', PORT: '' }).PORT).toBe(3000);
  });
});
