import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, cmsEnv } from './app.module';

void runSubgraph(SERVICE, cmsEnv, (config) => AppModule.forRoot(config));
