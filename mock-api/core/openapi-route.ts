import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@shared/api/openapi-document';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * GET /__mock/openapi.json: the contract as an OpenAPI 3.1 document, beside the mock that implements
 * it (the site's bundled mock and the standalone one with MOCK_CONTROLS=1; never in proxy mode, where
 * the real API is the authority). Built on first request, then kept: the contract is code.
 */
export async function openApiRoute(app: FastifyInstance) {
  let document: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(packageJson.version));
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
}
