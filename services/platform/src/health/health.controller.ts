import { Controller, Get, HttpException, HttpStatus } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { countUnresolved } from '../events/parked-events';

@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * 200 while the database answers. Parked events are reported in `details` but never make the service
   * "down": it keeps serving and consuming; they are work for staff (back office), not for the orchestrator.
   */
  /**
   * Liveness: the process answers HTTP (its event loop turns). Never touches the database: an outage must
   * take pods out of rotation (readiness, above), not have the orchestrator restart them all in a loop.
   */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get()
  async health() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new HttpException({ status: 'down', reason: 'database unreachable' }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const byConsumer = await countUnresolved(this.dataSource.manager).catch(() => null); // table not migrated yet
    const total = byConsumer ? Object.values(byConsumer).reduce((a, b) => a + b, 0) : null;
    return { status: 'ok', details: { parkedEvents: { total, byConsumer } } };
  }
}
