import 'reflect-metadata';
import { outlastCallerKeepAlive } from './http-keep-alive';
import { drainHttpServer, onTerminate, trackConnections } from './graceful-shutdown';
import { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, ConfigShape, Config, loadConfig, subgraphEnv, SubgraphConfig } from './config/config';
import { ensureDatabase } from './db/database';
import { PinoNestLogger, createLogger } from './logging/logger';
import { metricsHandler } from './metrics/handler';

/**
 * Builds and starts a subgraph; used by each service's main.ts and by the test harness. Its databases are created
 * first when the server lacks them, unless `databasesExist` (the harness just created them).
 */
export async function createSubgraphApp(
  module: DynamicModule,
  config: SubgraphConfig,
  service: string,
  { databasesExist = false } = {},
): Promise<INestApplication> {
  if (!databasesExist) {
    await ensureDatabase(config.DATABASE_URL);
    if (config.EVENTS_DATABASE_URL && !config.KAFKA_BROKERS) await ensureDatabase(config.EVENTS_DATABASE_URL);
  }
  const logger = new PinoNestLogger(createLogger(service, config.LOG_LEVEL));
  // rawBody: payment providers sign the bytes they send (commerce's /payments notifications).
  const app = await NestFactory.create(module, { logger, bodyParser: true, rawBody: true });
  // No enableShutdownHooks: Nest would close at once and re-raise the signal (exit code 143); a subgraph
  // process drains first and exits 0 (runSubgraph, graceful-shutdown.ts). Tests call app.close().
  // Prometheus' scrape, ahead of the gateway-only middleware: guarded by address instead (metrics/access.ts).
  app.use('/metrics', metricsHandler());
  return app;
}

/** Entry point of a subgraph process: validated config first, so bad env stops it with a clear message. */
export async function runSubgraph<S extends ConfigShape>(
  service: string,
  extraEnv: S,
  buildModule: (config: SubgraphConfig & Config<S>) => DynamicModule,
): Promise<void> {
  let config: SubgraphConfig & Config<S>;
  let module: DynamicModule;
  try {
    config = loadConfig({ ...subgraphEnv, ...extraEnv }) as SubgraphConfig & Config<S>;
    // Building the module may check variables together (MEDIA_STORAGE=s3 needs S3_BUCKET): same message.
    module = buildModule(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[${service}] ${error.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const app = await createSubgraphApp(module, config, service);
  const server = app.getHttpServer();
  outlastCallerKeepAlive(server);
  trackConnections(server);
  await app.listen(config.PORT, '0.0.0.0');
  console.log(`[${service}] subgraph ready on http://localhost:${config.PORT}/graphql`);
  // SIGTERM: answer the requests in flight, then app.close(): consumers stop after their current event
  // (EventBus), the outbox relay and transport close, then the database pool.
  onTerminate(service, async () => {
    await drainHttpServer(server);
    await app.close();
  });
}
