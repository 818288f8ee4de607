/**
 * What a learner may put in their profile, checked the same way in the browser (as they type) and
 * by the API. Each check returns the Chinese message to show, or true.
 */
export const PROFILE_LIMITS = Object.freeze({
  nicknameMin: 2,
  nicknameMax: 16,
  bioMax: 200,
  avatarBytesMax: 5 * 1024 * 1024,
  avatarSize: 256,
});

/** Names that would pass the learner off as the platform. */
const RESERVED = ['技能学堂', '官方', '管理员', '客服', 'admin', 'system'];
/** Chinese, letters, digits, underscore, hyphen and the middle dot of minority names. */
const NICKNAME = /^[\p{Script=Han}A-Za-z0-9_\-·]+$/u;

/** Length in characters as a learner counts them (an emoji or a rare Han character is one, not two). */
export const charCount = (value: string): number => [...value].length;

/**
 * Characters that draw nothing (zero-width spaces and joiners, direction marks, the word joiner, the
 * Hangul fillers, variation selectors): a nickname with one inside looks like one without.
 */
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u034F\u180B-\u180F\uFE00-\uFE0F]/gu;
/** Letters of other scripts drawn like Latin ones (the common Cyrillic and Greek ones). */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = Object.freeze({
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
});

/**
 * A nickname as it is saved: Unicode NFKC (full-width letters and digits, compatibility ideographs
 * and Kangxi radicals become the ordinary characters they look like), invisible characters dropped,
 * spaces around trimmed. What the learner sees is what is stored.
 */
export function normalizeNickname(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').trim();
}

/**
 * What two nicknames are compared by: the saved form, case-folded, look-alike letters of other
 * scripts mapped to Latin. Two accounts whose keys are equal would be told apart by nobody, so an
 * @ of one could reach the other: a nickname whose key another account has is refused.
 */
export function nicknameKey(raw: string): string {
  return [...normalizeNickname(raw).toLowerCase()].map((char) => LATIN_LOOKALIKES[char] ?? char).join('');
}

export function checkNickname(raw: string): true | string {
  const value = normalizeNickname(raw);
  if (!value) return '请输入昵称';
  const length = charCount(value);
  if (length < PROFILE_LIMITS.nicknameMin) return `昵称不能少于 ${PROFILE_LIMITS.nicknameMin} 个字`;
  if (length > PROFILE_LIMITS.nicknameMax) return `昵称不能超过 ${PROFILE_LIMITS.nicknameMax} 个字`;
  if (!NICKNAME.test(value)) return '昵称只能包含中文、字母、数字、下划线和连字符';
  const lower = value.toLowerCase();
  if (RESERVED.some((word) => lower.includes(word))) return '昵称不能包含「技能学堂」「官方」「管理员」「客服」等字样';
  return true;
}

export function checkBio(raw: string): true | string {
  return charCount(raw.trim()) <= PROFILE_LIMITS.bioMax ? true : `个人简介不能超过 ${PROFILE_LIMITS.bioMax} 字`;
}

/** `YYYY-MM-DD` that exists, from 1900-01-01 up to `today` (a Beijing date, also `YYYY-MM-DD`); empty is allowed. */
export function checkBirthday(raw: string, today: string): true | string {
  const value = raw.trim();
  if (!value) return true;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '请按 年-月-日 填写生日';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return '生日不是一个有效的日期';
  if (value < '1900-01-01') return '生日不能早于 1900 年';
  if (value > today) return '生日不能晚于今天';
  return true;
}

/** Today in Beijing as `YYYY-MM-DD`. */
export const beijingToday = (now = Date.now()): string => new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
