import { initialCode } from '@shared/lib/person-initial';

/**
 * The URL of a generated avatar: a colour picked by `seed` and the person's own initial (the
 * first character of `name`, carried as its code point so the media route draws it without a
 * lookup). mock-api/media/routes.ts draws it. Computed when read, so a renamed learner's follows.
 */
export const generatedAvatarUrl = (seed: number, name: string): string => `/api/media/avatar/${seed}-${initialCode(name)}.svg`;

/** Accounts' generated avatars are seeded past the teachers' ids. */
export const accountAvatarUrl = (account: { id: number; nickname: string }): string =>
  generatedAvatarUrl(100 + account.id, account.nickname);

/** The anonymous asker (匿名用户). */
export const ANONYMOUS_AVATAR = generatedAvatarUrl(0, '匿');
