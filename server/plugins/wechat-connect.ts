import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { safeSitePath } from '@shared/auth/site-paths';
import {
  WECHAT_CONNECT_PATH,
  WECHAT_STATE_COOKIE,
  WECHAT_STATE_MAX_AGE_SECONDS,
  pathWithoutSocialParams,
} from '@shared/auth/wechat-connect';
import { cookieNameFor, siteCookie } from '../auth-cookie';
import { siteOriginOf } from '../site-origin';
import { sendErrorDocument } from './ssr';

export interface WechatConnectOptions {
  /** The open platform's QR-connect page (or the mock's stand-in). */
  connectUrl: string;
  /** Null: WeChat login is not configured here. */
  appId: string | null;
  /** SITE_ORIGIN: where WeChat sends the visitor back (else the request's validated origin). */
  siteOrigin?: string;
}

export const WECHAT_QR_CONNECT_URL = 'https://open.weixin.qq.com/connect/qrconnect';
export const MOCK_WECHAT_APP_ID = 'wx0mock0skill0site';

/** Spec §2: SHA-256 hex of a timestamp plus a random string. */
export const newWechatState = (): string =>
  createHash('sha256')
    .update(`${Date.now()}${randomBytes(16).toString('hex')}`)
    .digest('hex');

/**
 * GET /auth/wechat/connect?redirect=/path — the WeChat icon's first stop. The server builds the
 * redirect_uri from its own host (so it can only ever point back here), draws the state, keeps it
 * in a cookie the returning page compares with the query, and sends the browser to the QR-connect
 * page. The cookie is readable by page scripts on purpose: the check happens in the browser, on
 * whatever page the visitor comes back to.
 */
export async function wechatConnect(app: FastifyInstance, options: WechatConnectOptions) {
  app.get(WECHAT_CONNECT_PATH, async (request, reply) => {
    if (!options.appId) return sendErrorDocument(reply, 503, '微信登录暂未开放');
    const query = request.query as Record<string, unknown>;
    const requested = safeSitePath(typeof query.redirect === 'string' ? query.redirect : null) ?? '/';
    const back = new URL(requested, 'http://site.local');
    // The validated origin: a forged Host (or X-Forwarded-Host/-Proto) can neither steer redirect_uri nor break the URL.
    const origin = siteOriginOf(request, options.siteOrigin);
    const redirectUri = `${origin}${pathWithoutSocialParams({ pathname: back.pathname, search: back.search })}`;
    const state = newWechatState();
    const target = new URL(options.connectUrl, origin);
    target.search = new URLSearchParams({
      appid: options.appId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    target.hash = 'wechat_redirect';
    reply.setCookie(
      cookieNameFor(request, WECHAT_STATE_COOKIE),
      state,
      siteCookie(request, WECHAT_STATE_MAX_AGE_SECONDS, { httpOnly: false }),
    );
    const location = options.connectUrl.startsWith('/') ? `${target.pathname}${target.search}${target.hash}` : target.toString();
    return reply.code(302).header('location', location).header('cache-control', 'no-store').send();
  });
}
