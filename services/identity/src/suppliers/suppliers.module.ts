import { Module } from '@nestjs/common';
import { SuppliersResolver } from './suppliers.resolver';
import { SuppliersService } from './suppliers.service';

/** Suppliers of the shop (back office). */
@Module({
  providers: [SuppliersService, SuppliersResolver],
})
export class SuppliersModule {}
