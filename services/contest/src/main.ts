import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, contestEnv } from './app.module';

void runSubgraph(SERVICE, contestEnv, (config) => AppModule.forRoot(config));
