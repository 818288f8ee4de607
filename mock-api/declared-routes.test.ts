import { expect, it, vi } from 'vitest';

/** Every route any Fastify instance registers while the mock is built (method + path). */
const registered = vi.hoisted(() => [] as string[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const build = ((...args: unknown[]) => {
    const app = (real.default as unknown as (...options: unknown[]) => import('fastify').FastifyInstance)(...args);
    app.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method)) registered.push(`${method} ${route.url}`);
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: build };
});

const { buildMockApi } = await import('./app');
const { allEndpoints, fileRoutes, socketRoutes } = await import('@shared/api/registry');
const { createDeclaredMatcher } = await import('@shared/api/api-router.server');

/**
 * The site passes on only what shared/api declares (server/api-endpoints.ts). A route the mock
 * serves that is declared nowhere would be a 404 through the site: declare it (an endpoint, or a
 * file/socket route in shared/api/file-routes.ts), or it is not part of the product API.
 */
it('every route of the mock API is declared in shared/api, and every declared file or socket route is served', async () => {
  const mock = buildMockApi({ liveSimulation: false });
  await mock.app.ready();
  const match = createDeclaredMatcher({ endpoints: allEndpoints, files: fileRoutes, sockets: socketRoutes });
  const sample = (path: string) => path.replace(/:\w+/g, 'x');
  const undeclared = registered.filter((route) => {
    const [method, path] = route.split(' ') as [string, string];
    if (method === 'HEAD') return false;
    return !match(method, sample(path), false) && !match(method, sample(path), true);
  });
  expect(undeclared).toEqual([]);
  for (const route of [...fileRoutes, ...socketRoutes]) expect(registered, route.id).toContain(`${route.method} ${route.path}`);
  await mock.app.close();
});
