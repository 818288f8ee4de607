import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BusinessError, CODE_INVALID } from './define-handler';
import { MockStore, type MockStoreOptions } from './store';
import { registerUserRoutes } from './routes/user';
import { registerMessageRoutes } from './routes/message';
import { registerQrRoutes } from './routes/qr';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerMediaRoutes } from './routes/media';

export interface MockApiOptions extends MockStoreOptions {
  logger?: FastifyServerOptions['logger'];
}

export interface MockApi {
  app: FastifyInstance;
  store: MockStore;
}

/**
 * The bundled stand-in for the product API. Paths are the contract's (no `/api` prefix): the
 * site mounts it in-process at /api, or `npm run mock-api` serves it on its own port.
 */
export function buildMockApi(options: MockApiOptions = {}): MockApi {
  const store = new MockStore(options);
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BusinessError) return reply.code(200).send({ code: error.code, msg: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(200).send({ code: CODE_INVALID, msg: status === 413 ? '请求内容过大' : '请求格式错误' });
    }
    request.log.error({ err: error }, 'mock api failure');
    return reply.code(500).send({ code: 500, msg: '服务器内部错误' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, msg: '资源不存在' }));

  registerUserRoutes(app, store);
  registerMessageRoutes(app, store);
  registerQrRoutes(app, store);
  registerCatalogueRoutes(app, store);
  registerMediaRoutes(app, store);
  return { app, store };
}
