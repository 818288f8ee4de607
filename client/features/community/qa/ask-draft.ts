import { sanitizeRichDoc, type RichDoc } from '@shared/lib/rich-text';

/** What the ask form holds; kept in localStorage so a reload or a sign-in loses nothing. */
export interface AskDraft {
  title: string;
  body: RichDoc;
  tags: string[];
  bounty: number;
  anonymous: boolean;
}

export const ASK_DRAFT_KEY = 'skill:community:ask-draft';
export const emptyAskDraft = (): AskDraft => ({
  title: '',
  body: { type: 'doc', content: [{ type: 'paragraph' }] },
  tags: [],
  bounty: 0,
  anonymous: false,
});

/** The saved draft, or null (none, unreadable, or from another shape: nothing is trusted blindly). */
export function readAskDraft(storage: Pick<Storage, 'getItem'> | undefined): AskDraft | null {
  try {
    const raw = storage?.getItem(ASK_DRAFT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AskDraft>;
    const body = sanitizeRichDoc(value.body);
    if (typeof value.title !== 'string' || !body) return null;
    return {
      title: value.title.slice(0, 200),
      body,
      tags: Array.isArray(value.tags) ? value.tags.filter((tag): tag is string => typeof tag === 'string').slice(0, 10) : [],
      bounty: Number.isSafeInteger(value.bounty) && (value.bounty as number) >= 0 ? (value.bounty as number) : 0,
      anonymous: value.anonymous === true,
    };
  } catch {
    return null;
  }
}

export function isEmptyDraft(draft: AskDraft): boolean {
  return !draft.title.trim() && !JSON.stringify(draft.body).includes('"text"') && draft.tags.length === 0 && draft.bounty === 0;
}

export function saveAskDraft(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, draft: AskDraft): void {
  try {
    if (isEmptyDraft(draft)) storage?.removeItem(ASK_DRAFT_KEY);
    else storage?.setItem(ASK_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or forbidden (private mode): the form still works, only without a draft.
  }
}

export function clearAskDraft(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(ASK_DRAFT_KEY);
  } catch {
    // As above.
  }
}
