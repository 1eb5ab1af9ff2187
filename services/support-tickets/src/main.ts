import { runSubgraph } from '@guide/platform';
import { AppModule, SERVICE, supportTicketsEnv } from './app.module';

void runSubgraph(SERVICE, supportTicketsEnv, (config) => AppModule.forRoot(config));
