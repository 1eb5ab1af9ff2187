import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';

/** `GET /health` for the orchestrator (database reachable; parked events reported). */
@Module({ controllers: [HealthController] })
export class HealthModule {}
