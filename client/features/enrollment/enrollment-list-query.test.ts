import { describe, expect, it } from 'vitest';
import { enrollmentListApiQuery, enrollmentListHref, parseEnrollmentListQuery } from './enrollment-list-query';

const parse = (query: string, signedIn = true) => parseEnrollmentListQuery(new URLSearchParams(query), { signedIn });

describe('parseEnrollmentListQuery', () => {
  it('reads every filter', () => {
    expect(parse('mine=1&status=open&category=信息技术&profession=12&level=3&page=2')).toEqual({
      mine: true,
      status: 'open',
      category: '信息技术',
      professionId: 12,
      level: 3,
      page: 2,
    });
  });

  it('defaults: every plan, page 1', () => {
    expect(parse('')).toEqual({ mine: false, status: undefined, category: undefined, professionId: undefined, level: undefined, page: 1 });
  });

  it.each([
    ['status=<script>', { status: undefined }],
    ['status=OPEN', { status: undefined }],
    ['level=9', { level: undefined }],
    ['level=0', { level: undefined }],
    ['page=-3', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['profession=abc', { professionId: undefined }],
    ['mine=yes', { mine: false }],
    [`category=${'长'.repeat(40)}`, { category: undefined }],
  ])('%s is ignored', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('我的报名 only for a signed-in visitor', () => {
    expect(parse('mine=1', false).mine).toBe(false);
  });
});

describe('enrollmentListHref', () => {
  const filters = parse('status=open&category=信息技术&profession=12&level=3&page=4');

  it('a change goes back to page 1 and keeps the other filters', () => {
    expect(enrollmentListHref(filters, { level: 2 })).toBe(
      `/enrollment?status=open&category=${encodeURIComponent('信息技术')}&profession=12&level=2`,
    );
  });

  it('another industry drops the profession; the page alone keeps everything', () => {
    expect(enrollmentListHref(filters, { category: '机械制造' })).toBe(
      `/enrollment?status=open&category=${encodeURIComponent('机械制造')}&level=3`,
    );
    expect(enrollmentListHref(filters, { page: 5 })).toContain('page=5');
  });

  it('no filters is the bare list', () => {
    expect(enrollmentListHref(parse(''), {})).toBe('/enrollment');
  });

  it('the API query: 12 a page, mine as 1', () => {
    expect(enrollmentListApiQuery(parse('mine=1&page=2'))).toEqual({
      page: 2,
      size: 12,
      category: undefined,
      professionId: undefined,
      level: undefined,
      status: undefined,
      mine: '1',
    });
  });
});
