/**
 * The filing numbers a site operated in mainland China must show in its footer: the MIIT ICP
 * filing (ICP 备案号, linked to beian.miit.gov.cn) and the public-security filing (公安备案号,
 * linked to its record on beian.mps.gov.cn). They come from configuration (SITE_ICP, SITE_PSB):
 * a site that has none shows no line at all rather than a made-up number.
 */
export interface SiteLegal {
  /** e.g. 京ICP备2026012345号-1 */
  icp: string | null;
  /** e.g. 京公网安备11010802012345号 */
  psb: string | null;
}

/** Province abbreviation, ICP备 (or ICP证 for a licence), digits, 号, and an optional site number. */
export const ICP_PATTERN = /^[\u4e00-\u9fa5]{1,3}ICP[备证]\d{6,12}号(-\d{1,3})?$/;
/** Province abbreviation, 公网安备, the 14-digit record code, 号. */
export const PSB_PATTERN = /^[\u4e00-\u9fa5]{1,3}公网安备\s?(\d{14})号$/;

export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/**
 * The public-security record's own page: its code is the digits of the number, which the
 * configuration has checked against PSB_PATTERN (so the footer needs no copy of the pattern).
 */
export function psbLookupUrl(psb: string): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${psb.replace(/\D/g, '')}`;
}

/** Which filing line a page was rendered with: prerendered pages built with another one are not served. */
export function siteLegalMarker(legal: SiteLegal | null): string {
  return `${legal?.icp ?? ''}|${legal?.psb ?? ''}`;
}
