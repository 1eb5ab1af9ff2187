import { Module } from '@nestjs/common';
import { AddressesResolver } from './addresses.resolver';
import { AddressesService } from './addresses.service';

/** A customer's billing and delivery addresses. */
@Module({
  providers: [AddressesService, AddressesResolver],
})
export class AddressesModule {}
