const pad = (value: number) => String(value).padStart(2, '0');

/** A count as a short label: 9999, 1.2万. */
export function formatCount(count: number): string {
  return count >= 10_000 ? `${(count / 10_000).toFixed(count >= 100_000 ? 0 : 1).replace(/\.0$/, '')}万` : String(count);
}

/** 03:25 or 1:02:03. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  return hours ? `${hours}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` : `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

export const questionHref = (id: number) => `/community/question/${id}`;
export const answerHref = (questionId: number, answerId: number) => `/community/question/${questionId}/answer/${answerId}`;
export const pinHref = (id: number) => `/community/pin/${id}`;
export const userHref = (id: number) => `/user/${id}`;
export const topicHref = (topicId: number) => `/community?tab=pin&topic=${topicId}`;
