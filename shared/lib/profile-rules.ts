/**
 * What a learner may put in their profile, checked the same way in the browser (as they type) and
 * by the API. Each check returns the Chinese message to show, or true.
 */
export const PROFILE_LIMITS = Object.freeze({ nicknameMin: 2, nicknameMax: 16, bioMax: 200, avatarBytesMax: 5 * 1024 * 1024, avatarSize: 256 });

/** Names that would pass the learner off as the platform. */
const RESERVED = ['技能学堂', '官方', '管理员', '客服', 'admin', 'system'];
/** Chinese, letters, digits, underscore, hyphen and the middle dot of minority names. */
const NICKNAME = /^[\p{Script=Han}A-Za-z0-9_\-·]+$/u;

/** Length in characters as a learner counts them (an emoji or a rare Han character is one, not two). */
export const charCount = (value: string): number => [...value].length;

export function checkNickname(raw: string): true | string {
  const value = raw.trim();
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
