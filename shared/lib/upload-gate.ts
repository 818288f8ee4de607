import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';

/** Uploads one client may have in flight at once, per address and per account (the browser queues to it). */
export const UPLOADS_AT_ONCE = COMMUNITY_LIMITS.uploadsAtOnce;

export const UPLOAD_SIGN_IN_FIRST = { code: 401, msg: '请先登录后再上传图片' } as const;
export const TOO_MANY_UPLOADS = { code: 429, msg: '同时上传的图片太多，请等前面的图片传完再试' } as const;
/** The enrolment materials' words (POST /enrollment/upload): files, not pictures. */
export const MATERIAL_UPLOAD_REFUSALS = {
  signInFirst: { code: 401, msg: '请先登录后再上传报名材料' },
  tooMany: { code: 429, msg: '同时上传的文件太多，请等前面的文件传完再试' },
} as const;

/** Uploads in flight per key (`ip …`, `account …`): at most `perClient` each. */
export class UploadSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly perClient = UPLOADS_AT_ONCE) {}

  /** Takes a place under every key, or none: the release function, or null when one key is full. */
  take(keys: string[]): (() => void) | null {
    if (keys.some((key) => (this.inFlight.get(key) ?? 0) >= this.perClient)) return null;
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = (this.inFlight.get(key) ?? 1) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
      }
    };
  }
}

export interface UploadGateOptions {
  slots: UploadSlots;
  /**
   * Who is signed in behind the request, as a key (the account id; the token where only the real
   * API can tell whose it is), or undefined for a visitor.
   */
  accountOf: (request: FastifyRequest) => string | number | undefined;
  /** The client's address, as this server trusts it. */
  addressOf: (request: FastifyRequest) => string;
  /** The refusals' words, when the upload is not a picture (default: the image upload's). */
  refusals?: { signInFirst: { code: number; msg: string }; tooMany: { code: number; msg: string } };
}

/**
 * Route hooks for an upload (POST /community/upload, /enrollment/upload) that decide before a byte
 * of the body is read: no live session → code 401, a third upload in flight from the same address or account → 429. The answer says
 * `Connection: close`, since the unread body is still on its way. Both services gate: the site's
 * /api proxy (a token cookie at all, before streaming 5 MB upstream) and the mock's own routes.
 */
export function uploadGate({
  slots,
  accountOf,
  addressOf,
  refusals = { signInFirst: UPLOAD_SIGN_IN_FIRST, tooMany: TOO_MANY_UPLOADS },
}: UploadGateOptions): {
  onRequest: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  onResponse: (request: FastifyRequest) => Promise<void>;
} {
  const releases = new WeakMap<FastifyRequest, () => void>();
  // 401 as every business refusal of the API (HTTP 200, the code in the envelope: what the upload
  // answered signed out before, only earlier now); 429 as the site's rate limits answer.
  const refuse = (reply: FastifyReply, status: 200 | 429, body: { code: number; msg: string }) =>
    reply.code(status).header('connection', 'close').header('cache-control', 'no-store').send(body);
  return {
    onRequest: async (request, reply) => {
      const account = accountOf(request);
      if (account === undefined) return refuse(reply, 200, refusals.signInFirst);
      const release = slots.take([`ip ${addressOf(request)}`, `account ${account}`]);
      if (!release) return refuse(reply, 429, refusals.tooMany);
      releases.set(request, release);
      // A client that gives up mid-body frees its place too (the response closes; no onResponse then).
      reply.raw.once('close', release);
    },
    onResponse: async (request) => {
      releases.get(request)?.();
    },
  };
}
