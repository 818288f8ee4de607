import { describe, expect, it } from 'vitest';
import { displayPath } from './display-path';

describe('displayPath', () => {
  it('shows a non-ASCII path as its characters (issue 26: the 404 page showed %E8%AF%BE…)', () => {
    expect(displayPath('/%E8%AF%BE%E7%A8%8B/%E7%94%B5%E5%B7%A5')).toBe('/课程/电工');
    expect(displayPath('/course/%F0%9F%98%80x')).toBe('/course/😀x');
    expect(displayPath('/plain/path')).toBe('/plain/path');
  });

  it('never throws on malformed escapes: what cannot be decoded stays as written', () => {
    expect(displayPath('/a%E8%AFb')).toBe('/a%E8%AFb');
    expect(displayPath('/%ZZ/%E7%94%B5%E8%AF')).toBe('/%ZZ/电%E8%AF');
    expect(displayPath('/%E7%94%B5%80%E5%B7%A5')).toBe('/电%80工');
    expect(displayPath('/%')).toBe('/%');
  });

  it('decodes markup as text only, and keeps invisible control characters encoded', () => {
    expect(displayPath('/%3Cscript%3E')).toBe('/<script>');
    expect(displayPath('/a%0Ab%E2%80%A8c')).toBe('/a%0Ab%E2%80%A8c');
  });
});
