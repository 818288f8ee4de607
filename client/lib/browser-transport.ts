import type { Transport } from '@shared/api/api-client';

/**
 * Browser calls go to our own /api: the HttpOnly `skill_token` cookie travels with them and the
 * server turns it into the upstream `token` header, so page scripts never touch the token.
 */
export const browserTransport: Transport = async ({ method, path, body, signal }) => {
  const response = await fetch(`/api${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed };
};
