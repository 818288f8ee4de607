import { data } from 'react-router';

const ID_PARAM = /^[1-9]\d{0,15}$/;

/**
 * A route's numeric id (`/course/:id`): a positive safe integer, or the 404 page — `abc`, `-1`,
 * `1.5`, `0` and ids past 2^53 never reach the API.
 */
export function routeId(value: string | undefined, request: Request): number {
  const id = Number(value);
  if (value === undefined || !ID_PARAM.test(value) || !Number.isSafeInteger(id)) {
    throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: 'Not Found' });
  }
  return id;
}
