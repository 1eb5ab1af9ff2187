import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, identityEnv } from './app.module';

void runSubgraph(SERVICE, identityEnv, (config) => AppModule.forRoot(config));
