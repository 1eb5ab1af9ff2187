// First: tracing patches http, pg and graphql as they load (services/platform/src/tracing/README.md).
import '@guide/platform/tracing/register';
import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, catalogEnv } from './app.module';

void runSubgraph(SERVICE, catalogEnv, (config) => AppModule.forRoot(config));
