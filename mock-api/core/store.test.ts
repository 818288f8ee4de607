import { describe, expect, it } from 'vitest';
import { MockStore } from './store';

describe('MockStore seed data', () => {
  it('is the same for the same seed and different for another', () => {
    const a = new MockStore();
    const b = new MockStore();
    expect(JSON.stringify(b.catalogue)).toBe(JSON.stringify(a.catalogue));
    expect(JSON.stringify(new MockStore({ seed: 7 }).catalogue)).not.toBe(JSON.stringify(a.catalogue));
  });

  it('speaks Chinese and is frozen against in-process callers', () => {
    const { catalogue } = new MockStore();
    expect(catalogue.courses.length).toBeGreaterThanOrEqual(200);
    expect(catalogue.courses[0]!.teacher.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    expect(Object.isFrozen(catalogue.courses[0])).toBe(true);
    expect(() => {
      (catalogue.courses[0] as { title: string }).title = 'x';
    }).toThrow();
  });
});
