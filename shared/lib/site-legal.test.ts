import { describe, expect, it } from 'vitest';
import { ICP_PATTERN, PSB_PATTERN, psbLookupUrl, siteLegalMarker } from './site-legal';

describe('site filing numbers', () => {
  it('accepts the official shapes and refuses placeholders', () => {
    expect(ICP_PATTERN.test('京ICP备2026012345号-1')).toBe(true);
    expect(ICP_PATTERN.test('沪ICP备12345678号')).toBe(true);
    expect(ICP_PATTERN.test('粤B2-20090059')).toBe(false);
    expect(ICP_PATTERN.test('ICP 备案号：上线前公示')).toBe(false);
    expect(PSB_PATTERN.test('京公网安备11010802012345号')).toBe(true);
    expect(PSB_PATTERN.test('京公网安备 11010802012345号')).toBe(true);
    expect(PSB_PATTERN.test('京公网安备123号')).toBe(false);
  });

  it('links the public-security number to its record, and marks a build by both numbers', () => {
    expect(psbLookupUrl('京公网安备 11010802012345号')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=11010802012345');
    expect(siteLegalMarker(null)).toBe('|');
    expect(siteLegalMarker({ icp: '京ICP备2026012345号-1', psb: null })).toBe('京ICP备2026012345号-1|');
  });
});
