import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineView, fields, kept, viewOfMeta, type Viewed } from './data-view';

interface Answer {
  list: { id: number; title: string; teacher: { name: string; avatar: string }; tags: string[] }[];
  total: number;
  note: string | null;
  extra: { secret: string };
}

const answer: Answer = {
  list: [
    { id: 1, title: '电工', teacher: { name: '杨老师', avatar: '/a.png' }, tags: ['就业'] },
    { id: 2, title: '焊工', teacher: { name: '郭老师', avatar: '/b.png' }, tags: [] },
  ],
  total: 2,
  note: null,
  extra: { secret: 'x' },
};

const itemFields = fields<Answer['list'][number]>()({ id: true, title: true, teacher: { name: true } });
const listView = defineView<Answer>()({ list: kept(itemFields), total: true, note: true });

describe('defineView', () => {
  it('keeps exactly the fields the spec names, item by item and in nested objects', () => {
    const plain = defineView<Answer>()({ list: itemFields, total: true, note: true });
    expect(plain.select(answer)).toEqual({
      list: [
        { id: 1, title: '电工', teacher: { name: '杨老师' } },
        { id: 2, title: '焊工', teacher: { name: '郭老师' } },
      ],
      total: 2,
      note: null,
    });
  });

  it('passes a kept-in-markup field through as it came: the state leaves it out, the markup reads its view’s fields', () => {
    const selected = listView.select(answer);
    expect(selected.list).toBe(answer.list);
    expect(Object.keys(selected).sort()).toEqual(['list', 'note', 'total']);
  });

  it('leaves the kept-in-markup fields out of the state, and knows such a copy is not whole', () => {
    const selected = listView.select(answer);
    const state = listView.forState(selected) as Record<string, unknown>;
    expect(state).toStrictEqual({ total: 2, note: null });
    expect(JSON.parse(JSON.stringify(state))).toEqual({ total: 2, note: null });
    expect(listView.isWhole(selected)).toBe(true);
    expect(listView.isWhole(state as typeof selected)).toBe(false);
    expect(listView.keepsMarkup).toBe(true);
  });

  it('a view without kept fields ships whole and says so', () => {
    const plain = defineView<Answer>()({ total: true, list: { id: true } });
    expect(plain.keepsMarkup).toBe(false);
    expect(plain.forState(plain.select(answer))).toEqual({ total: 2, list: [{ id: 1 }, { id: 2 }] });
  });

  it('is found again in the meta of the query that declares it', () => {
    expect(viewOfMeta(listView.meta)).toBe(listView);
    expect(viewOfMeta(undefined)).toBeUndefined();
    expect(viewOfMeta({ other: 1 })).toBeUndefined();
  });

  it('types the view: dropped fields do not exist for the components that receive it', () => {
    type View = Viewed<Answer, typeof listView.spec>;
    expectTypeOf<View['total']>().toEqualTypeOf<number>();
    expectTypeOf<View['note']>().toEqualTypeOf<string | null>();
    // Kept in markup: absent right after hydration, so a component must cope with undefined.
    expectTypeOf<View['list']>().toEqualTypeOf<{ id: number; title: string; teacher: { name: string } }[] | undefined>();
    expectTypeOf<View>().not.toHaveProperty('extra');
    const view = listView.select(answer);
    // @ts-expect-error the spec dropped `extra`
    expect(view.extra).toBeUndefined();
    // @ts-expect-error the item spec dropped the teacher's avatar (a type error only: a kept list is not projected)
    expect(view.list?.[0]?.teacher.avatar).toBe('/a.png');
  });
});
