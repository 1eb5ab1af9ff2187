import { Module } from '@nestjs/common';

/** Issue 23 (after the order): see ../README.md. Providers and resolvers are listed here. */
@Module({
  providers: [],
  exports: [],
})
export class RefundsModule {}
