/**
 * One place that puts the answer of a like, favourite, comment or follow into every cached query
 * holding that item or person — feed pages, question and pin details, answer lists, comment
 * threads, profile lists and headers, whoever's query it is — so counts agree across pages without
 * refetching everything. Queries are found by shape, not by key:
 *
 *  - content items are objects with `id` and `viewer` (the contract's viewer state), told apart by
 *    their fields: `questionId` → 2 回答, `images` + `text` → 4 想法, `replyTo` → 3 评论,
 *    `durationSeconds` → 5 视频, `answerCount` + `title` → 1 问题;
 *  - people: an object with `authorFollowed` (question / answer / pin detail: its `author`, or
 *    `answer.author`) and user cards and profile headers (`id`, `followed`, `isSelf`).
 *
 * Exports (all take the QueryClient):
 *  - applyLikeResult(qc, kind, id, result) / applyFavoriteResult(qc, kind, id, result)
 *  - applyCommentCount(qc, kind, id, count)
 *  - applyFollowResult(qc, userId, result) — also the viewer's own followCount on their profile
 *  - patchContent(qc, kind, id, update) — any other field (answerCount, solved…)
 *  - findContent(qc, kind, id) — the first cached copy of an item (for optimistic next states)
 *  - snapshotContent(qc, kind, id) / snapshotFollow(qc, userId) → rollback(): puts back the
 *    viewer state and counts (only those fields) as they were, wherever the item is cached.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FavoriteResult, LikeResult, ViewerState } from '@shared/schemas/community';

/** Content kinds of spec §3: 1 问题 2 回答 3 评论 4 想法 5 视频. */
export type ContentKind = 1 | 2 | 3 | 4 | 5;

type Json = Record<string, unknown>;
/** What the cache patches on an item: its viewer state and its counts. */
export interface ContentFields {
  id: number;
  viewer: ViewerState;
  likeCount: number;
  favoriteCount?: number;
  commentCount?: number;
  [field: string]: unknown;
}

const MAX_DEPTH = 10;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The content kind of a cached object, by its fields (undefined: not a content item). */
export function contentKindOf(value: Json): ContentKind | undefined {
  if (typeof value.id !== 'number' || !isObject(value.viewer)) return undefined;
  if ('questionId' in value) return 2;
  if ('images' in value && 'text' in value) return 4;
  if ('replyTo' in value) return 3;
  if ('durationSeconds' in value) return 5;
  if ('answerCount' in value && 'title' in value) return 1;
  return undefined;
}

/**
 * Rebuilds `value` with `visit` applied to every object in it (parents after children), copying only
 * the paths that changed, so untouched data keeps its identity and its components do not re-render.
 */
function mapObjects(value: unknown, visit: (object: Json) => Json, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const mapped = mapObjects(item, visit, depth + 1);
      if (mapped !== item) changed = true;
      return mapped;
    });
    return changed ? next : value;
  }
  if (!isObject(value)) return value;
  let next: Json = value;
  for (const [key, child] of Object.entries(value)) {
    const mapped = mapObjects(child, visit, depth + 1);
    if (mapped !== child) {
      if (next === value) next = { ...value };
      next[key] = mapped;
    }
  }
  return visit(next);
}

/** Runs `visit` over every query's data and writes back the queries it changed. */
function patchAll(queryClient: QueryClient, visit: (object: Json) => Json): number {
  let patched = 0;
  for (const [queryKey, data] of queryClient.getQueriesData({})) {
    if (data === undefined) continue;
    const next = mapObjects(data, visit);
    if (next !== data) {
      queryClient.setQueryData(queryKey, next);
      patched++;
    }
  }
  return patched;
}

/** Applies `update` to every cached copy of the item; returns how many queries changed. */
export function patchContent(
  queryClient: QueryClient,
  kind: ContentKind,
  id: number,
  update: (item: ContentFields) => Partial<ContentFields>,
): number {
  return patchAll(queryClient, (object) => {
    if (object.id !== id || contentKindOf(object) !== kind) return object;
    const changes = update(object as ContentFields);
    const changed = Object.entries(changes).some(([key, value]) => object[key] !== value);
    return changed ? { ...object, ...changes } : object;
  });
}

/** The first cached copy of an item, if any query holds it. */
export function findContent(queryClient: QueryClient, kind: ContentKind, id: number): ContentFields | undefined {
  let found: ContentFields | undefined;
  const search = (value: unknown, depth: number): void => {
    if (found || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) value.forEach((item) => search(item, depth + 1));
    else if (isObject(value)) {
      if (value.id === id && contentKindOf(value) === kind) found = value as ContentFields;
      else Object.values(value).forEach((child) => search(child, depth + 1));
    }
  };
  for (const [, data] of queryClient.getQueriesData({})) search(data, 0);
  return found;
}

export function applyLikeResult(queryClient: QueryClient, kind: ContentKind, id: number, result: LikeResult): number {
  return patchContent(queryClient, kind, id, (item) => ({
    likeCount: result.likeCount,
    viewer: { ...item.viewer, liked: result.liked, disliked: result.disliked },
  }));
}

export function applyFavoriteResult(queryClient: QueryClient, kind: ContentKind, id: number, result: FavoriteResult): number {
  return patchContent(queryClient, kind, id, (item) => ({
    favoriteCount: result.favoriteCount,
    viewer: { ...item.viewer, favorited: result.favorited },
  }));
}

/** The item's comment count as the server answered it (a comment posted), wherever the item shows one. */
export function applyCommentCount(queryClient: QueryClient, kind: ContentKind, id: number, commentCount: number): number {
  return patchContent(queryClient, kind, id, (item) => (typeof item.commentCount === 'number' ? { commentCount } : {}));
}

/** Puts the item's viewer state and counts back as they are now (call the result on failure). */
export function snapshotContent(queryClient: QueryClient, kind: ContentKind, id: number): () => void {
  const before = findContent(queryClient, kind, id);
  if (!before) return () => undefined;
  const { viewer, likeCount, favoriteCount, commentCount } = before;
  return () => {
    patchContent(queryClient, kind, id, () => ({
      viewer,
      likeCount,
      ...(favoriteCount === undefined ? {} : { favoriteCount }),
      ...(commentCount === undefined ? {} : { commentCount }),
    }));
  };
}

/** The id of the person an object's follow state is about, if it has one. */
function followedPersonOf(object: Json): { id: number; field: 'authorFollowed' | 'followed' } | undefined {
  if (typeof object.authorFollowed === 'boolean') {
    const author = isObject(object.author)
      ? object.author
      : isObject(object.answer) && isObject(object.answer.author)
        ? object.answer.author
        : undefined;
    return typeof author?.id === 'number' ? { id: author.id, field: 'authorFollowed' } : undefined;
  }
  if (typeof object.followed === 'boolean' && typeof object.isSelf === 'boolean' && typeof object.id === 'number')
    return { id: object.id, field: 'followed' };
  return undefined;
}

/** Whether the viewer follows `userId`, by the first cached object that says so. */
export function findFollowed(queryClient: QueryClient, userId: number): boolean | undefined {
  let found: boolean | undefined;
  const search = (value: unknown, depth: number): void => {
    if (found !== undefined || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) value.forEach((item) => search(item, depth + 1));
    else if (isObject(value)) {
      const person = followedPersonOf(value);
      if (person?.id === userId) found = value[person.field] as boolean;
      else Object.values(value).forEach((child) => search(child, depth + 1));
    }
  };
  for (const [, data] of queryClient.getQueriesData({})) search(data, 0);
  return found;
}

/**
 * The viewer now follows (or not) `userId`: every detail's 关注 button, the person's cards and
 * profile header (with their fansCount), and the viewer's own profile header's followCount.
 * The counts are the server's answer; left out (an optimistic flip, a rollback) they move by one
 * where the state changes.
 */
export function applyFollowResult(
  queryClient: QueryClient,
  userId: number,
  result: { followed: boolean; fansCount?: number; followCount?: number },
): number {
  const was = findFollowed(queryClient, userId);
  const delta = was === undefined || was === result.followed ? 0 : result.followed ? 1 : -1;
  return patchAll(queryClient, (object) => {
    const person = followedPersonOf(object);
    if (person?.id === userId) {
      const next: Json = { ...object, [person.field]: result.followed };
      if (person.field === 'followed' && typeof object.fansCount === 'number')
        next.fansCount = result.fansCount ?? Math.max(0, object.fansCount + delta);
      return object[person.field] === result.followed && next.fansCount === object.fansCount ? object : next;
    }
    if (object.isSelf === true && typeof object.followCount === 'number' && 'favoritesPublic' in object) {
      const followCount = result.followCount ?? Math.max(0, object.followCount + delta);
      return followCount === object.followCount ? object : { ...object, followCount };
    }
    return object;
  });
}

/** Puts the follow state (and counts) around `userId` back as they are now. */
export function snapshotFollow(queryClient: QueryClient, userId: number): () => void {
  const followed = findFollowed(queryClient, userId);
  if (followed === undefined) return () => undefined;
  return () => {
    applyFollowResult(queryClient, userId, { followed });
  };
}
