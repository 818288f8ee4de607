import { describe, expect, it } from 'vitest';
import {
  institutionListApiQuery,
  institutionListHref,
  institutionListSearch,
  parseInstitutionListQuery,
  withKnownRegion,
} from './institution-list-query';

const parse = (query: string) => parseInstitutionListQuery(new URLSearchParams(query));

describe('institution list query', () => {
  it('reads every filter, the sort and the page', () => {
    expect(parse('type=2&category=7&region=%E5%8C%97%E4%BA%AC%E5%B8%82&keyword=%20%E7%84%8A%E6%8E%A5%20&sort=learners&page=3')).toEqual({
      type: 2,
      category: 7,
      region: '北京市',
      keyword: '焊接',
      sort: 'learners',
      page: 3,
    });
  });

  it.each([
    'type=3',
    'type=-1',
    'category=0',
    'category=8',
    'category=1.5',
    'region=%3Cscript%3E',
    'region=Beijing',
    'sort=%3Cscript%3E',
    'page=-3',
    'page=abc',
    'page=99999999',
    `keyword=${'长'.repeat(31)}`,
  ])('ignores an impossible value: %s', (query) => {
    expect(parse(query)).toEqual({
      type: undefined,
      category: undefined,
      region: undefined,
      keyword: undefined,
      sort: 'recommend',
      page: 1,
    });
  });

  it('round-trips through its canonical query string, defaults left out', () => {
    const filters = parse('sort=rating&type=1&page=2&region=%E5%A4%A9%E6%B4%A5%E5%B8%82');
    expect(institutionListSearch(filters)).toBe('?type=1&region=%E5%A4%A9%E6%B4%A5%E5%B8%82&sort=rating&page=2');
    expect(parse(institutionListSearch(filters).slice(1))).toEqual(filters);
    expect(institutionListSearch(parse(''))).toBe('');
  });

  it('a change goes back to page 1 unless it is the page', () => {
    const filters = parse('type=1&page=3');
    expect(institutionListHref(filters, { category: 2 })).toBe('/institutional?type=1&category=2');
    expect(institutionListHref(filters, { page: 4 })).toBe('/institutional?type=1&page=4');
    expect(institutionListHref(filters, { type: undefined })).toBe('/institutional');
  });

  it('drops a region no institution is in', () => {
    const facets = { types: [], categories: [], regions: [{ name: '北京市', count: 2 }] };
    expect(withKnownRegion(parse('region=%E5%8C%97%E4%BA%AC%E5%B8%82'), facets).region).toBe('北京市');
    expect(withKnownRegion(parse('region=%E7%81%AB%E6%98%9F%E5%B8%82'), facets).region).toBeUndefined();
  });

  it('asks the API for 12 a page', () => {
    expect(institutionListApiQuery(parse('page=2'))).toMatchObject({ page: 2, size: 12, sort: 'recommend' });
  });
});
