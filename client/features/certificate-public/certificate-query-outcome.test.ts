import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/api-client';
import {
  CODE_CERTIFICATE_QUERY_CHALLENGE,
  CODE_CERTIFICATE_QUERY_LIMITED,
  CODE_CERTIFICATE_QUERY_NO_MATCH,
} from '@shared/api/certification';
import { QUERY_FAILED_MESSAGE, refusalOf, visibleOutcome, type QueryOutcome } from './certificate-query-outcome';

const ASKED = { name: '李四', idNumber: '11010519491231002X' };

describe('证书查询 outcome', () => {
  it('says a refusal in the API words, and a failure as one to retry', () => {
    expect(refusalOf(new ApiError('未查询到相符的证书', 200, CODE_CERTIFICATE_QUERY_NO_MATCH), ASKED)).toEqual({
      kind: 'refused',
      for: ASKED,
      reason: 'no-match',
      message: '未查询到相符的证书',
    });
    expect(refusalOf(new ApiError('查询过于频繁，请 1 分钟后再试', 200, CODE_CERTIFICATE_QUERY_LIMITED), ASKED)).toMatchObject({
      reason: 'limited',
      message: '查询过于频繁，请 1 分钟后再试',
    });
    expect(refusalOf(new ApiError('请先回答验证题', 200, CODE_CERTIFICATE_QUERY_CHALLENGE), ASKED)).toMatchObject({
      reason: 'challenge',
      message: '请先回答验证题',
    });
    expect(refusalOf(new ApiError('服务器内部错误', 500), ASKED)).toMatchObject({ reason: 'failed', message: QUERY_FAILED_MESSAGE });
    expect(refusalOf(new TypeError('Failed to fetch'), ASKED)).toMatchObject({ reason: 'failed', message: QUERY_FAILED_MESSAGE });
  });

  it('shows an answer only while the form still asks what it answered', () => {
    const found: QueryOutcome = { kind: 'found', for: ASKED, certificates: [] };
    expect(visibleOutcome(found, { name: ' 李四', idNumber: '11010519491231002x' })).toBe(found);
    expect(visibleOutcome(found, { name: '李', idNumber: ASKED.idNumber })).toBeNull();
    const noMatch = refusalOf(new ApiError('未查询到相符的证书', 200, CODE_CERTIFICATE_QUERY_NO_MATCH), ASKED);
    expect(visibleOutcome(noMatch, ASKED)).toBe(noMatch);
    expect(visibleOutcome(noMatch, { ...ASKED, name: '李五' })).toBeNull();
    expect(visibleOutcome(null, ASKED)).toBeNull();
  });

  it('keeps 查询过于频繁 in sight whatever is typed: it is about the visitor, not the values', () => {
    const limited = refusalOf(new ApiError('查询过于频繁', 200, CODE_CERTIFICATE_QUERY_LIMITED), ASKED);
    expect(visibleOutcome(limited, { name: '王五', idNumber: '' })).toBe(limited);
  });
});
