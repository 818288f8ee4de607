import type { FastifyInstance } from 'fastify';
import type { MockStore } from '../store';

/** TODO(issue 8): the mock's enrollment handlers. */
export function registerEnrollmentRoutes(app: FastifyInstance, store: MockStore): void {
  void app;
  void store;
}
