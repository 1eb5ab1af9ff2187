import { DynamicModule } from '@nestjs/common';
import { GraphQLModule, GraphQLTypesLoader } from '@nestjs/graphql';
import { ApolloFederationDriver, ApolloFederationDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { DateTimeScalar } from './date-time';
import { formatSubgraphError } from './format-error';
import { guardInputs } from './input-guard';
import { subgraphTypeDefs } from './input-limits';

/**
 * The federation driver of a subgraph: its SDL files with the platform's scalars and the default input
 * limits written in (the same text the gateway composes), the input guard in front of every resolver
 * that takes arguments, and errors reduced to the contract's codes.
 */
export function subgraphGraphQLModule(typePaths: string[]): DynamicModule {
  return GraphQLModule.forRootAsync<ApolloFederationDriverConfig>({
    driver: ApolloFederationDriver,
    useFactory: async () => ({
      typeDefs: subgraphTypeDefs([(await new GraphQLTypesLoader().mergeTypesByPaths(typePaths))!]),
      resolvers: { DateTime: DateTimeScalar },
      transformSchema: guardInputs,
      path: '/graphql',
      playground: false,
      introspection: true, // only the gateway reaches a subgraph; it composes from the SDL files
      csrfPrevention: false, // the gateway applies CSRF prevention to browser traffic
      context: ({ req }: { req: { identity?: unknown } }) => ({ req, identity: req.identity }),
      formatError: formatSubgraphError,
      plugins: [ApolloServerPluginInlineTraceDisabled()], // no usage reporting: traces would only add bytes
    }),
  });
}
