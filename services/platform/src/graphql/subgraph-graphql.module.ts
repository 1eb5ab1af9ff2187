import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamicModule } from '@nestjs/common';
import { GraphQLModule, GraphQLTypesLoader } from '@nestjs/graphql';
import { ApolloFederationDriver, ApolloFederationDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { DateTimeScalar } from './date-time';
import { formatSubgraphError } from './format-error';
import { guardInputs } from './input-guard';
import { parkedEventsSdl } from '../events/parked-events.sdl';
import { SUBGRAPHS, type SubgraphInfo } from '../topology';
import type { Identity } from '../auth/identity';
import { subgraphTypeDefs } from './input-limits';
import { graphqlMetricsPlugins } from '../metrics/graphql-plugin';
import { graphqlTracingPlugins } from '../tracing/graphql-plugin';

/**
 * The GraphQL context of every subgraph's resolvers (the driver's `context` below): the HTTP request and the
 * caller the gateway forwarded (absent: anonymous). The generated server types name it as their context type
 * (services/codegen.ts).
 */
export interface SubgraphContext {
  req: { identity?: Identity; headers: Record<string, string | string[] | undefined> };
  identity?: Identity;
}

/**
 * SDL every subgraph shares: the federation `@link` and `PageInfo`. Subgraphs do not copy it: the driver
 * below adds it to their files, and the gateway's composition reads it with each subgraph's files.
 * (`--copy-files` puts it next to this module in dist/.)
 */
export const SHARED_GRAPHQL_PATH = join(__dirname, 'shared.graphql');

/**
 * The SDL the platform adds to a subgraph's own files: the shared SDL and, for a service that consumes
 * events (topology.ts), its parked-events fields. The driver below and the gateway's composition both
 * read it, so no service keeps a copy.
 */
export function platformSdl(subgraph: Pick<SubgraphInfo, 'name' | 'consumesEvents'>): string[] {
  return [readFileSync(SHARED_GRAPHQL_PATH, 'utf8'), ...(subgraph.consumesEvents ? [parkedEventsSdl(subgraph.name)] : [])];
}

/** The topology entry of a service (a service missing from the list gets only the shared SDL). */
export const subgraphInfo = (service: string): Pick<SubgraphInfo, 'name' | 'consumesEvents'> => SUBGRAPHS.find((s) => s.name === service) ?? { name: service };

/**
 * The federation driver of a subgraph: the platform's shared SDL and the subgraph's own SDL files, with
 * the platform's scalars and the default input limits written in (the same text the gateway composes),
 * the input guard in front of every resolver that takes arguments, and errors reduced to the contract's
 * codes.
 */
export function subgraphGraphQLModule(service: string, typePaths: string[]): DynamicModule {
  return GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    useFactory: async () => ({
      typeDefs: subgraphTypeDefs([...platformSdl(subgraphInfo(service)), (await new GraphQLTypesLoader().mergeTypesByPaths(typePaths))!]),
      resolvers: { DateTime: DateTimeScalar },
      transformSchema: guardInputs,
      path: '/graphql',
      playground: false,
      introspection: true, // only the gateway reaches a subgraph; it composes from the SDL files
      csrfPrevention: false, // the gateway applies CSRF prevention to browser traffic
      context: ({ req }: { req: SubgraphContext['req'] }): SubgraphContext => ({ req, identity: req.identity }),
      formatError: formatSubgraphError,
      // no usage reporting (traces would only add bytes); requests, durations and errors for /metrics; spans
      // of a sampled request's parse, validate and execute while tracing runs
      plugins: [ApolloServerPluginInlineTraceDisabled(), ...graphqlMetricsPlugins(service), ...graphqlTracingPlugins()],
    }),
  });
}
