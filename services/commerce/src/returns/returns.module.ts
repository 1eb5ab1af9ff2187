import { Module } from '@nestjs/common';
import { OrderReturnsResolver, ReturnsResolver } from './returns.resolver';
import { ReturnsService } from './returns.service';

/** Issue 23 (after the order): return requests (RMA), their messages and history (README.md). */
@Module({
  providers: [ReturnsService, ReturnsResolver, OrderReturnsResolver],
  exports: [ReturnsService],
})
export class ReturnsModule {}
