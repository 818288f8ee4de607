/**
 * What a live room refuses to post (the mock's stand-in for the platform's word filter): the
 * advertising and exam-fraud offers that plague vocational classes. Matched ignoring case, spaces
 * and full-width forms, so 加 微 信 and ＶＸ do not slip through.
 */
const SENSITIVE_WORDS = ['代考', '包过', '替考', '加微信', '加vx', '卖答案', '刷单', '办证'] as const;

const normalised = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** The first refused word in `text`, or null. */
export function sensitiveWordIn(text: string): string | null {
  const plain = normalised(text);
  return SENSITIVE_WORDS.find((word) => plain.includes(word)) ?? null;
}

export const SENSITIVE_WORD_REFUSAL = '消息含有违规内容（如代考、广告），请修改后再发送';
