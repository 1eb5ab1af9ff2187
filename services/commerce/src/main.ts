import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, commerceEnv } from './app.module';

void runSubgraph(SERVICE, commerceEnv, (config) => AppModule.forRoot(config));
