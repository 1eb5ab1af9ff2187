import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { traceLogFields } from '../tracing/context';

/**
 * Structured JSON logs (one line per event) with the service name on every line, and the `trace_id` and
 * `span_id` of the request or event being handled on every line written inside it (tracing/README.md).
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: pino.DestinationStream): Logger {
  const options = { name: service, level, base: { service }, mixin: traceLogFields };
  return destination ? pino(options, destination) : pino(options);
}

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    // Nest reports every error a resolver throws here, expected ones (BAD_USER_INPUT…) included;
    // unexpected ones are logged by formatSubgraphError, so these are only worth a debug line.
    if (context === 'ExceptionsHandler') this.logger.debug({ context, trace }, String(message));
    else this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
