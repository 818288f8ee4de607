import { ICP_LOOKUP_URL, psbLookupUrl, siteLegalMarker, type SiteLegal } from '@shared/lib/site-legal';
import { html, type TrustedHtml } from './html';
import { LOGO_MARK_SVG } from './logo-mark';

/** The footer's class map, passed in by client/components/site-footer.tsx (which owns the stylesheet). */
export type FooterStyles = Readonly<Record<string, string>>;

const COLUMNS = [
  {
    title: '关于我们',
    links: [
      { to: '/contactus', label: '联系我们' },
      { to: '/rule', label: '平台规则' },
      { to: '/service', label: '服务条款' },
      { to: '/privacy', label: '隐私协议' },
    ],
  },
  {
    title: '帮助',
    links: [
      { to: '/certificate/query', label: '证书查询' },
      { to: '/feedback', label: '意见反馈' },
      { to: '/recover', label: '找回密码' },
      { to: '/study', label: '我的学习' },
      { to: '/order', label: '我的订单' },
    ],
  },
  {
    title: '合作',
    links: [
      { to: '/business', label: '企业培训' },
      { to: '/join', label: '机构入驻' },
      { to: '/pricing', label: '价格方案' },
      { to: '/institutional', label: '合作机构' },
    ],
  },
] as const;

// Static but for the filing line: built once per filing line (one per process), sent to React as one chunk.
const footerMarkup = (legal: SiteLegal | null, styles: FooterStyles) =>
  html`<div class="${styles.inner}"><div class="${styles.top}"><div class="${styles.about}"><a href="/" class="${styles.brand}">${LOGO_MARK_SVG(30)}<span>技能学堂</span></a><p class="${styles.slogan}">学一门手艺，多一份底气。</p><p class="${styles.intro}">职业技能在线学习平台：课程、直播、模拟考试与等级认定报名，一站式提升就业竞争力。</p></div><nav aria-label="页脚" class="${styles.columns}">${COLUMNS.map(
    (column) =>
      html`<div class="${styles.column}"><h2 class="${styles.columnTitle}">${column.title}</h2><ul class="${styles.list}">${column.links.map(
        (link) => html`<li><a href="${link.to}">${link.label}</a></li>`,
      )}</ul></div>`,
  )}</nav></div><div class="${styles.bottom}"><p>© 2026 技能学堂 · 职业技能在线学习平台</p>${filingLine(legal, styles)}</div></div>`;

/** The ICP and public-security filing numbers, each linked to its public record; nothing when none is configured. */
function filingLine(legal: SiteLegal | null, styles: FooterStyles) {
  if (!legal?.icp && !legal?.psb) return null;
  return html`<p class="${styles.filings}" data-testid="site-filings">${legal.icp ? html`<a href="${ICP_LOOKUP_URL}" target="_blank" rel="noopener noreferrer">${legal.icp}</a>` : null}${legal.psb ? html`<a href="${psbLookupUrl(legal.psb)}" target="_blank" rel="noopener noreferrer">${legal.psb}</a>` : null}</p>`;
}

const built = new Map<string, TrustedHtml>();

/** The footer's content: brand and slogan, 关于我们 / 帮助 / 合作 columns, the copyright and the filing numbers. */
export function footerMarkupFor(legal: SiteLegal | null, styles: FooterStyles): TrustedHtml {
  const key = siteLegalMarker(legal);
  let markup = built.get(key);
  if (!markup) built.set(key, (markup = footerMarkup(legal, styles)));
  return markup;
}
