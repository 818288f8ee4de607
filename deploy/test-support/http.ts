import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => any;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address (any 127.x.y.z on loopback): a visitor nginx can tell from itself. */
  localAddress?: string;
  agent?: Agent;
}

/** One HTTP request, its body read whole and left undecoded (whatever Content-Encoding says). */
export function call(url: string, { method = 'GET', headers = {}, body, localAddress, agent }: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const whole = Buffer.concat(chunks);
        const text = whole.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: whole, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The TCP connections to a loopback port that the kernel still knows (either end, any state but
 * LISTEN, TIME_WAIT included), named by their client-side port: how many connections a proxy
 * opened to it, whether they are still open or were closed in the last minute.
 */
export function connectionsTo(port: number): Set<number> {
  const clientPorts = new Set<number>();
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote, state] = line.trim().split(/\s+/);
    if (!local || !remote || state === '0A') continue;
    const localPort = parseInt(local.split(':')[1]!, 16);
    const remotePort = parseInt(remote.split(':')[1]!, 16);
    if (remotePort === port) clientPorts.add(localPort);
    if (localPort === port) clientPorts.add(remotePort);
  }
  return clientPorts;
}

/** The JSON log lines of a process's output that match `predicate`. */
export function logLines(output: string, predicate: (line: Record<string, any>) => boolean): Record<string, any>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>)
    .filter(predicate);
}

/**
 * Resolves once an instance says it should get traffic (`/readyz` → 200), as an orchestrator or a
 * careful operator waits: just after start, a busy machine can still find it under pressure (503).
 */
export async function untilReady(base: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await call(`${base}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${base}/readyz still answers ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
