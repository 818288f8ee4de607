import type { FastifyInstance } from 'fastify';
import type { MockStore } from '../store';

/** TODO(issue 8): the mock's course-bundles handlers. */
export function registerCourseBundlesRoutes(app: FastifyInstance, store: MockStore): void {
  void app;
  void store;
}
