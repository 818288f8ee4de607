import { describe, expect, it, vi } from 'vitest';
import { BOT_UA_PREFIX, isBot } from './plugins/ssr';

describe('isBot: crawlers get the whole page at once', () => {
  it.each([
    'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)',
    'Mozilla/5.0 (compatible; Bytespider; spider-feedback@bytedance.com)',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  ])('%s is a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 MicroMessenger/8.0.47',
    '',
  ])('%s is a person', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });

  it('reads a bounded prefix of the header: a marker past it does not count', () => {
    const padding = 'Mozilla/5.0 '.repeat(Math.ceil(BOT_UA_PREFIX / 12));
    expect(isBot(`${padding}Googlebot`)).toBe(false);
    expect(isBot(`Googlebot ${padding}`)).toBe(true);
  });

  it('a 15 KB header built to make a backtracking expression quadratic is answered, and as a person', () => {
    // The old expression `headlesschrome\/\d+ .*\(compatible` rescanned the rest of the header from
    // every `HeadlessChrome/1 `: ~10 ms a request at 15 KB. Only the bounded prefix is read now.
    const hostile = 'HeadlessChrome/1 '.repeat(900);
    expect(hostile.length).toBeGreaterThan(15_000);
    const test = vi.spyOn(RegExp.prototype, 'test');
    expect(isBot(hostile)).toBe(false);
    expect(test.mock.calls.map(([input]) => String(input).length)).toEqual([BOT_UA_PREFIX]);
    test.mockRestore();
    expect(isBot(`${hostile}(compatible; Googlebot)`)).toBe(false);
  });
});
