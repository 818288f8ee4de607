import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed lesson media (issue 23, paid content that stays paid). The API hands out lesson videos,
 * captions and live streams/recordings as `/api/media/lesson/<file>?exp=<unix s>&sig=<hex>` (plus
 * `grant=` for paid content), and the media route serves a file only for a valid, unexpired
 * signature: a guessed or shared bare URL is 403, and a URL stops working when it expires.
 *
 * sig = hex HMAC-SHA256(secret, `${file}\n${exp}\n${accountId}\n${grant}\n${lesson}`): accountId is 0 for
 * content anyone may watch (a free preview, a free class, a community video), else the learner the
 * URL was made for, who must present their own session when fetching it; grant names what paid for
 * it (`c<courseId>` an enrolment, `l<liveId>` a bought class), checked again at serve time so a
 * refund or cancelled enrolment closes URLs handed out before it at once; `lesson=` names the lesson a
 * paid course's file is served for, so what the learner fetched counts toward that lesson
 * (mock-api/media/media-served.ts, the refund rule).
 *
 * The secret is random per process: a restart invalidates outstanding URLs, which players recover
 * from by asking the API again (the course player refetches its lesson once on a media error).
 */
const SECRET = randomBytes(32);

/** Long enough for a lesson or a class; the player refetches on a 403 after it. */
export const MEDIA_URL_LIFETIME_SECONDS = 2 * 60 * 60;
/** exp is rounded up to this step so the URL of a lesson stays the same for a few minutes (browser cache, SSR then hydration). */
const EXP_STEP_SECONDS = 300;

export const LESSON_MEDIA_PREFIX = '/api/media/lesson/';

export interface MediaGrantee {
  /** 0 for content open to anyone. */
  accountId: number;
  /** What entitles the account: `c<courseId>` or `l<liveId>`; empty for open content. */
  grant?: string;
  /** The lesson of a course the file is served for (0: none), counted toward it when fetched. */
  lesson?: number;
}

const GRANT = /^(?:[cl][1-9]\d{0,8})?$/;
const LESSON = /^[1-9]\d{0,8}$/;

function signatureOf(file: string, exp: number, accountId: number, grant: string, lesson: number): string {
  return createHmac('sha256', SECRET).update(`${file}\n${exp}\n${accountId}\n${grant}\n${lesson}`).digest('hex');
}

/** The signed URL of a lesson media file (a bare file name), valid for MEDIA_URL_LIFETIME_SECONDS from nowMs. */
export function signedMediaUrl(file: string, nowMs: number, { accountId, grant = '', lesson = 0 }: MediaGrantee): string {
  const exp = Math.ceil((Math.floor(nowMs / 1000) + MEDIA_URL_LIFETIME_SECONDS) / EXP_STEP_SECONDS) * EXP_STEP_SECONDS;
  const query = new URLSearchParams();
  if (grant) query.set('grant', grant);
  if (lesson > 0) query.set('lesson', String(lesson));
  query.set('exp', String(exp));
  query.set('sig', signatureOf(file, exp, accountId, grant, lesson));
  return `${LESSON_MEDIA_PREFIX}${file}?${query.toString()}`;
}

/** A stored `/api/media/lesson/<file>` URL (the community's short videos) signed for anyone; other URLs unchanged. */
export function signOpenMediaUrl(url: string, nowMs: number): string {
  if (!url.startsWith(LESSON_MEDIA_PREFIX) || url.includes('?')) return url;
  return signedMediaUrl(url.slice(LESSON_MEDIA_PREFIX.length), nowMs, { accountId: 0 });
}

export interface SignedQuery {
  exp?: unknown;
  sig?: unknown;
  grant?: unknown;
  lesson?: unknown;
}

export type MediaCheck = { ok: true; expiresAt: number; grantee: Required<MediaGrantee> } | { ok: false };

/**
 * Whether a request for `file` carries a valid signature that has not expired at nowMs, for the
 * requesting account (or for anyone). `requester` is the session's account, or null for none.
 * The grant itself is the caller's to re-check.
 */
export function checkMediaSignature(file: string, query: SignedQuery, nowMs: number, requester: number | null): MediaCheck {
  const { exp: rawExp, sig, grant: rawGrant = '', lesson: rawLesson } = query;
  if (typeof rawExp !== 'string' || typeof sig !== 'string' || typeof rawGrant !== 'string') return { ok: false };
  if (!/^\d{1,12}$/.test(rawExp) || !/^[0-9a-f]{64}$/.test(sig) || !GRANT.test(rawGrant)) return { ok: false };
  if (rawLesson !== undefined && (typeof rawLesson !== 'string' || !LESSON.test(rawLesson))) return { ok: false };
  const lesson = rawLesson === undefined ? 0 : Number(rawLesson);
  const exp = Number(rawExp);
  if (exp * 1000 <= nowMs) return { ok: false };
  const given = Buffer.from(sig, 'hex');
  for (const accountId of requester === null ? [0] : [0, requester]) {
    if (timingSafeEqual(given, Buffer.from(signatureOf(file, exp, accountId, rawGrant, lesson), 'hex'))) {
      return { ok: true, expiresAt: exp, grantee: { accountId, grant: rawGrant, lesson } };
    }
  }
  return { ok: false };
}
