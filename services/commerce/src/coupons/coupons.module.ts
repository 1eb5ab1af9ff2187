import { Module } from '@nestjs/common';
import { CouponsResolver } from './coupons.resolver';
import { CouponsService } from './coupons.service';

/** Back-office coupons and their use by carts and orders. */
@Module({
  providers: [CouponsService, CouponsResolver],
  exports: [CouponsService],
})
export class CouponsModule {}
