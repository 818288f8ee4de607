import { setFlagsFromString } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { ConfigError, describeTrustProxy, loadConfig } from './config';
import { applyServerTimeouts } from '@shared/lib/server-timeouts';

const dev = process.argv.includes('--dev');
process.env.TZ ??= 'Asia/Shanghai';

let config;
try {
  config = loadConfig(process.env, dev ? { NODE_ENV: 'development' } : {});
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`[skill-site] ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// Before the app allocates anything: V8 otherwise lets a busy server's heap grow to four times
// what it keeps alive (see HEAP_GROWING_PERCENT in config.ts).
if (config.HEAP_GROWING_PERCENT > 0) setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);

// React (and others) pick their production or development build from process.env.NODE_ENV when
// first loaded: set it from the validated config before anything loads them, so a bare
// `node dist/server/main.js` runs the production build it defaults to.
process.env.NODE_ENV = config.NODE_ENV;
const [{ buildApp }, { loadedReactBuild }] = await Promise.all([import('./app'), import('./react-build')]);

const app = await buildApp(config, { dev });
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: no new connections, finishing the requests in flight');
  // Fastify closes the connections idle now, and answers sent from now on say `Connection: close`
  // (app.ts). One whose answer was already under way would stay open after it until its client
  // drops it (nginx keeps upstream connections for a minute), past the deadline: close it once idle.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(closeIdle);
  }
});
// Before listening: Node starts looking for late requests when the server starts listening.
applyServerTimeouts(app.server, {
  requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  headersTimeoutMs: config.HEADERS_TIMEOUT_MS,
  keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
});
await app.listen({ port: config.PORT, host: config.HOST });
// One render before the first visitor: loads the lazy route modules and warms the JIT (~300 ms otherwise).
if (!dev) await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'warm-up-render' } }).catch(() => undefined);
app.log.info(
  {
    api: config.BUNDLED_MOCK === '1' ? 'bundled mock' : 'upstream',
    nodeEnv: process.env.NODE_ENV,
    react: loadedReactBuild(),
    trustProxy: describeTrustProxy(config.TRUST_PROXY),
  },
  `技能学堂 ready on http://localhost:${config.PORT}`,
);
