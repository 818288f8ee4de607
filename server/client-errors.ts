import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorDocument } from './render/error-document';
import { contentSecurityPolicy } from './plugins/security';

/** Errors Node's HTTP parser reports before Fastify sees a request (no route, no reply object). */
interface ClientError extends Error {
  code?: string;
  /** The bytes read so far (a Buffer at run time; Fastify's typings say otherwise). */
  rawPacket?: unknown;
}

/** The status a parser-level failure deserves: a request that took too long, a header that is too big, or bad syntax. */
export function clientErrorStatus(error: ClientError): 400 | 408 | 413 | 431 {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    default:
      return 400;
  }
}

/**
 * Whether the half-read request was for the API, judged from its request line (`GET /api/… HTTP/1.1`):
 * API clients get the JSON envelope they parse, browsers a page. Only the first bytes are looked at.
 */
export function isApiRequestLine(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const head = rawPacket.subarray(0, 64).toString('latin1');
  return /^[A-Z]{3,7} \/api(?:[/?]| )/.test(head);
}

const API_MESSAGES: Record<number, string> = {
  400: '请求格式错误',
  408: '请求超时',
  413: '请求内容过大',
  431: '请求头过大',
};

/** The whole HTTP/1.1 response for a client error, ending the connection. */
export function clientErrorResponse(status: number, api: boolean): string {
  let contentType: string;
  let body: string;
  let extraHeaders = '';
  if (api) {
    contentType = 'application/json; charset=utf-8';
    body = JSON.stringify({ code: status, msg: API_MESSAGES[status] ?? API_MESSAGES[400] });
  } else {
    const nonce = randomUUID().replaceAll('-', '');
    contentType = 'text/html; charset=utf-8';
    body = errorDocument(status, nonce);
    extraHeaders = `Content-Security-Policy: ${contentSecurityPolicy(nonce, false)}\r\nX-Content-Type-Options: nosniff\r\n`;
  }
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    `Content-Type: ${contentType}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Cache-Control: no-store\r\n' +
    extraHeaders +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * The URL of the request under way on the socket, when its headers were read: a request timed out
 * in its body (ERR_HTTP_REQUEST_TIMEOUT) carries no rawPacket, but Node's parser still holds it.
 */
function requestUrlOf(socket: Socket): string {
  const parser = (socket as Socket & { parser?: { incoming?: { url?: unknown } | null } | null }).parser;
  const url = parser?.incoming?.url;
  return typeof url === 'string' ? url : '';
}

/**
 * Fastify's default answer to a malformed request is English JSON and a socket destroyed without
 * `Connection: close`: a keep-alive client (nginx among them) then sends its next request into a
 * dead connection. This one says the connection ends, in Chinese, and ends it cleanly.
 */
export function handleClientError(error: ClientError, socket: Socket): void {
  // The peer is gone, or a response is already on the wire: nothing sensible can be written.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error);
  socket.end(clientErrorResponse(status, isApiRequestLine(error.rawPacket) || requestUrlOf(socket).startsWith('/api/')));
  // A client that never reads its answer must not hold the socket open.
  socket.setTimeout(5_000, () => socket.destroy());
}
