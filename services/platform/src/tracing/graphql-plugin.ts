import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { SpanStatusCode, context, trace, type Span } from '@opentelemetry/api';
import { tracingRuns } from './context';

const tracer = () => trace.getTracer('@guide/platform/graphql');

function ended(span: Span, error?: unknown): void {
  if (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
  }
  span.end();
}

/**
 * A subgraph's parse, validate and execute of a sampled request as spans under the request's SERVER span
 * (no span per field: that would cost more than most resolvers). An unsampled request costs one check.
 * No plugin at all when tracing does not run.
 */
export function graphqlTracingPlugins<C extends BaseContext>(): ApolloServerPlugin<C>[] {
  if (!tracingRuns()) return [];
  return [
    {
      async requestDidStart() {
        if (!trace.getActiveSpan()?.isRecording()) return;
        const parent = context.active();
        const start = (name: string) => tracer().startSpan(name, {}, parent);
        return {
          async parsingDidStart() {
            const span = start('graphql.parse');
            return async (error?: Error) => ended(span, error);
          },
          async validationDidStart() {
            const span = start('graphql.validate');
            return async (errors?: readonly Error[]) => ended(span, errors?.[0]);
          },
          async executionDidStart({ operationName, operation }) {
            const span = start('graphql.execute');
            span.setAttributes({ 'graphql.operation.type': operation.operation, ...(operationName ? { 'graphql.operation.name': operationName } : {}) });
            return { executionDidEnd: async (error?: Error) => ended(span, error) };
          },
        };
      },
    },
  ];
}
