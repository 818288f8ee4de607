import type { TransportFactory } from '../api-transport';
import { apiEndpointOf } from '../api-endpoints';
import { upstreamFailureOf, type SiteMetrics } from './site-metrics';

/** The contract endpoint id of an API call (`/course/7?x` → `course.detail`), or `undeclared`: a bounded label. */
export const endpointLabelOf = (method: string, path: string) => apiEndpointOf(method, path)?.id ?? 'undeclared';

/**
 * The SSR loaders' API calls, timed per contract endpoint: the same transport with a stopwatch
 * around each call (a call that throws is the API's failure, as statusOfError says). A call
 * cancelled because the visitor left is not counted as the API's failure.
 */
export function meteredTransport(
  factory: TransportFactory,
  metrics: SiteMetrics,
  /** The status a thrown call stands for (upstream-transport.ts's gatewayStatusOf). */
  statusOfError: (error: unknown) => number,
): TransportFactory {
  return (context) => {
    const transport = factory(context);
    return async (call) => {
      const endpoint = endpointLabelOf(call.method, call.path);
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const response = await transport(call);
        metrics.upstreamCall(endpoint, 'ssr', seconds(), upstreamFailureOf(response.status));
        return response;
      } catch (error) {
        const cancelled = context.signal?.aborted || call.signal?.aborted;
        if (!cancelled) metrics.upstreamCall(endpoint, 'ssr', seconds(), upstreamFailureOf(statusOfError(error)));
        throw error;
      }
    };
  };
}
