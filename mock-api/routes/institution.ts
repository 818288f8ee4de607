import type { FastifyInstance } from 'fastify';
import type { MockStore } from '../store';

/** TODO(issue 8): the mock's institution handlers. */
export function registerInstitutionRoutes(app: FastifyInstance, store: MockStore): void {
  void app;
  void store;
}
