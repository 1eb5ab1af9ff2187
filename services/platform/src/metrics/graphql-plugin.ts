import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { OperationLabels } from './operation-label';
import { gatewayRateLimitedTotal, graphqlErrorsTotal, graphqlRequestDuration, graphqlRequestsTotal, metricsEnabled } from './registry';

/**
 * Counts every GraphQL operation a server answers (the gateway or a subgraph, named by `service`): one
 * request, its duration, and each error of the answer by its final `extensions.code` (read from the
 * response, after formatError, so masked errors count as the client saw them). Returns no plugin when
 * metrics are off (METRICS_ENABLED=false), so they cost nothing then.
 */
export function graphqlMetricsPlugins<C extends BaseContext>(service: string): ApolloServerPlugin<C>[] {
  if (!metricsEnabled()) return [];
  const labels = new OperationLabels();
  const plugin: ApolloServerPlugin<C> = {
    async requestDidStart() {
      const startedAt = process.hrtime.bigint();
      return {
        async willSendResponse({ operation, operationName, request, response }) {
          const operationLabel = labels.label(operationName ?? request.operationName, !!operation);
          const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
          graphqlRequestsTotal.inc({ service, operation: operationLabel, operation_type: operation?.operation ?? 'unknown' });
          graphqlRequestDuration.observe({ service, operation: operationLabel }, seconds);
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          for (const error of errors ?? []) {
            const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
            graphqlErrorsTotal.inc({ service, operation: operationLabel, code });
            if (code === 'TOO_MANY_REQUESTS' && service === 'gateway') gatewayRateLimitedTotal.inc({ limit: 'cost' });
          }
        },
      };
    },
  };
  return [plugin];
}
