import { richDocLength, type RichDoc } from '@shared/lib/rich-text';
import { COMMUNITY_LIMITS as L } from '@shared/schemas/community';

/** The ask form's checked fields, in the order they stand (a refused send focuses the first with a message). */
export const ASK_FIELDS = ['title', 'body', 'tags', 'bounty'] as const;
export type AskErrors = Partial<Record<(typeof ASK_FIELDS)[number], string>>;

/** The ask form's rules, the contract's limits in the browser (the server checks them again). */
export function checkTitle(title: string): string | undefined {
  const length = title.trim().length;
  if (length === 0) return '请输入问题标题';
  if (length < L.questionTitle.min) return `标题至少 ${L.questionTitle.min} 个字`;
  if (length > L.questionTitle.max) return `标题不能超过 ${L.questionTitle.max} 个字`;
  return undefined;
}

export function checkBody(body: RichDoc): string | undefined {
  return richDocLength(body) > L.questionBodyMax ? `正文不能超过 ${L.questionBodyMax} 个字` : undefined;
}

/** A tag as typed: `#` and spaces around it dropped. */
export const normaliseTag = (raw: string) => raw.trim().replace(/^#+/, '').trim();

export function checkNewTag(tag: string, tags: readonly string[]): string | undefined {
  if (!tag) return '标签不能为空';
  if (tag.length > L.tagLength.max) return `每个标签不超过 ${L.tagLength.max} 个字`;
  if (tags.includes(tag)) return '这个标签已经添加过了';
  if (tags.length >= L.tagsMax) return `最多添加 ${L.tagsMax} 个标签`;
  return undefined;
}

export function checkBounty(bounty: number, balance: number): string | undefined {
  if (!Number.isInteger(bounty) || bounty < 0) return '悬赏须为不小于 0 的整数';
  if (bounty > balance) return `悬赏不能超过你的技能币余额（${balance}）`;
  return undefined;
}

/** The ask form's rules by field (react-hook-form's `validate`: true, or the message). */
export const askRules = (balance: number) => ({
  title: (title: string) => checkTitle(title) ?? true,
  body: (body: RichDoc) => checkBody(body) ?? true,
  tags: (tags: readonly string[]) => (tags.length > L.tagsMax ? `最多添加 ${L.tagsMax} 个标签` : true),
  bounty: (bounty: number) => checkBounty(bounty, balance) ?? true,
});

export function checkAsk(values: { title: string; body: RichDoc; tags: readonly string[]; bounty: number }, balance: number): AskErrors {
  const rules = askRules(balance);
  const errors: AskErrors = {};
  for (const name of ASK_FIELDS) {
    const result = (rules[name] as (value: unknown) => true | string)(values[name]);
    if (result !== true) errors[name] = result;
  }
  return errors;
}
