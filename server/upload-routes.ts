import { uploadImage } from '@shared/api/community';
import { uploadMaterial } from '@shared/api/enrollment';
import { COMMUNITY_LIMITS } from '@shared/schemas/community';
import { MATERIAL_UPLOAD_REFUSALS, TOO_MANY_UPLOADS, UPLOAD_SIGN_IN_FIRST } from '@shared/lib/upload-gate';

/**
 * The API's multipart uploads: the only calls whose body may be larger than a JSON request's (one
 * file of at most 5 MB, plus the form's overhead). The site's proxy holds them to this limit, gates
 * them before their body (a visitor 401, a third at once 429) with their own words, and nginx gives
 * them the same room (deploy/nginx.conf).
 */
export const UPLOAD_ROUTES = [
  { endpoint: uploadImage, refusals: { signInFirst: UPLOAD_SIGN_IN_FIRST, tooMany: TOO_MANY_UPLOADS } },
  { endpoint: uploadMaterial, refusals: MATERIAL_UPLOAD_REFUSALS },
] as const;

export const UPLOAD_BODY_MAX = COMMUNITY_LIMITS.uploadBodyMax;

/** The upload a POST to `url` (with its query) is, if any. */
export function uploadRouteOf(method: string, url: string) {
  if (method !== 'POST') return undefined;
  const path = url.split('?', 1)[0];
  return UPLOAD_ROUTES.find((route) => path === `/api${route.endpoint.path}`);
}
