import { escapeHtml } from '@shared/lib/escape-html';

/**
 * A self-contained error page for requests the router never sees (a malformed URL, an absurd
 * path, a render that crashed before its shell). Same copy as the React error page.
 */
const COPY: Record<number, [string, string]> = {
  400: ['请求无效', '抱歉，页面地址无法识别，请检查后重试'],
  401: ['请先登录', '抱歉，您没有权限访问该页面，请先登录'],
  404: ['页面不存在', '您访问的页面不存在！'],
  408: ['请求超时', '抱歉，请求发送超时，请刷新页面重试'],
  413: ['请求内容过大', '抱歉，提交的内容过大，请精简后重试'],
  414: ['地址过长', '您访问的页面不存在！'],
  431: ['请求头过大', '抱歉，请求信息过大，请清除本站 Cookie 后重试'],
  500: ['系统错误', '抱歉，系统出现错误，请稍后重试'],
  502: ['服务暂不可用', '抱歉，系统出现错误，请稍后重试'],
  503: ['服务繁忙', '抱歉，系统出现错误，请稍后重试'],
  504: ['服务响应超时', '抱歉，系统出现错误，请稍后重试'],
};

export function errorDocument(status: number, nonce: string, detail?: string): string {
  const [title, message] = COPY[status] ?? COPY[status >= 500 ? 500 : 404]!;
  return noticeDocument({ status, title, message, detail: detail ?? title }, nonce);
}

export interface Notice {
  status: number;
  /** The tab's title. */
  title: string;
  /** The heading: what happened. */
  message: string;
  /** One line under it: why, or what to do. */
  detail: string;
  /** Where to go from here (default: 返回首页). */
  link?: { href: string; label: string };
  /** The status in large type, as error pages show it (default); a notice to a learner goes without. */
  showStatus?: boolean;
}

/** The same self-contained page for an answer that is not an error of the site (a download not ready yet). */
export function noticeDocument(
  { status, title, message, detail, link = { href: '/', label: '返回首页' }, showStatus = true }: Notice,
  nonce: string,
): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - 技能学堂</title><meta name="robots" content="noindex"><style nonce="${nonce}">
:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6f9;color:#1d2129;font-family:-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif}
@media (prefers-color-scheme:dark){body{background:#111318;color:#e5e6eb}p{color:#a9aeb8}}
main{text-align:center;padding:48px 24px}b{display:block;font-size:72px;line-height:1;color:#1677ff;letter-spacing:4px}h1{font-size:20px;margin:20px 0 8px}p{color:#4e5969;font-size:14px;margin:0 0 28px;word-break:break-all}
a{display:inline-block;padding:10px 28px;border-radius:8px;background:#1677ff;color:#fff;text-decoration:none;font-size:15px}
</style></head><body><main>${showStatus ? `<b>${status}</b>` : ''}<h1>${escapeHtml(message)}</h1><p>${escapeHtml(detail)}</p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></main></body></html>`;
}
