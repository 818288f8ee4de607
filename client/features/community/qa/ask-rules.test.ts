import { describe, expect, it } from 'vitest';
import { richDocFromText } from '@shared/lib/rich-text';
import { checkAsk, checkBounty, checkNewTag, checkTitle, normaliseTag } from './ask-rules';
import { ASK_DRAFT_KEY, emptyAskDraft, isEmptyDraft, readAskDraft, saveAskDraft } from './ask-draft';

describe('ask rules', () => {
  it.each([
    ['', '请输入问题标题'],
    ['    ', '请输入问题标题'],
    ['四个字啊', '标题至少 5 个字'],
    ['五个字问题', undefined],
    ['问'.repeat(50), undefined],
    ['问'.repeat(51), '标题不能超过 50 个字'],
  ])('title %j → %s', (title, message) => expect(checkTitle(title)).toBe(message));

  it('tags: # dropped, 1–12 characters, no repeats, at most 5', () => {
    expect(normaliseTag('  #焊工 ')).toBe('焊工');
    expect(checkNewTag('', [])).toBe('标签不能为空');
    expect(checkNewTag('一二三四五六七八九十一二三', [])).toBe('每个标签不超过 12 个字');
    expect(checkNewTag('焊工', ['焊工'])).toBe('这个标签已经添加过了');
    expect(checkNewTag('六', ['一', '二', '三', '四', '五'])).toBe('最多添加 5 个标签');
    expect(checkNewTag('电工', ['焊工'])).toBeUndefined();
  });

  it('bounty: a whole number within the balance', () => {
    expect(checkBounty(0, 0)).toBeUndefined();
    expect(checkBounty(30, 30)).toBeUndefined();
    expect(checkBounty(31, 30)).toBe('悬赏不能超过你的技能币余额（30）');
    expect(checkBounty(-1, 30)).toBe('悬赏须为不小于 0 的整数');
    expect(checkBounty(1.5, 30)).toBe('悬赏须为不小于 0 的整数');
  });

  it('a whole form: every error at once; an over-long body refused', () => {
    expect(checkAsk({ title: '短', body: richDocFromText('x'.repeat(10_001)), tags: [], bounty: 5 }, 0)).toEqual({
      title: '标题至少 5 个字',
      body: '正文不能超过 10000 个字',
      bounty: '悬赏不能超过你的技能币余额（0）',
    });
  });
});

describe('ask draft', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };

  it('round-trips a draft and forgets an empty one', () => {
    const storage = memory();
    const draft = { ...emptyAskDraft(), title: '焊工怎么考', tags: ['焊工'], bounty: 10, anonymous: true, body: richDocFromText('正文') };
    saveAskDraft(storage, draft);
    expect(readAskDraft(storage)).toEqual(draft);
    saveAskDraft(storage, emptyAskDraft());
    expect(storage.items.has(ASK_DRAFT_KEY)).toBe(false);
    expect(isEmptyDraft(emptyAskDraft())).toBe(true);
  });

  it('ignores what is not a draft, and keeps only the document subset', () => {
    const storage = memory();
    storage.setItem(ASK_DRAFT_KEY, '{not json');
    expect(readAskDraft(storage)).toBeNull();
    storage.setItem(
      ASK_DRAFT_KEY,
      JSON.stringify({ title: 't', body: { type: 'doc', content: [{ type: 'html', content: '<script>' }] }, tags: ['a', 3], bounty: -5 }),
    );
    expect(readAskDraft(storage)).toEqual({ title: 't', body: { type: 'doc', content: [] }, tags: ['a'], bounty: 0, anonymous: false });
  });
});
