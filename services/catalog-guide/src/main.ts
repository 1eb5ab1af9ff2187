import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, catalogEnv } from './app.module';

void runSubgraph(SERVICE, catalogEnv, (config) => AppModule.forRoot(config));
