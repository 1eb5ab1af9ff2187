import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, unauthenticated } from '@guide/platform';
import { AddressInput, AddressesService } from './addresses.service';

function customerId(identity: Identity): string {
  if (identity.kind !== 'customer') throw unauthenticated(); // the guard already refused; this narrows the type
  return identity.id;
}

@Resolver('Address')
export class AddressesResolver {
  constructor(private readonly addresses: AddressesService) {}

  @Mutation('createAddress')
  @RequireCustomer()
  create(@CurrentIdentity() identity: Identity, @Args('input') input: AddressInput) {
    return this.addresses.create(customerId(identity), input);
  }

  @Mutation('updateAddress')
  @RequireCustomer()
  update(@CurrentIdentity() identity: Identity, @Args('id') id: string, @Args('input') input: AddressInput) {
    return this.addresses.update(customerId(identity), id, input);
  }

  @Mutation('deleteAddress')
  @RequireCustomer()
  remove(@CurrentIdentity() identity: Identity, @Args('id') id: string) {
    return this.addresses.remove(customerId(identity), id);
  }
}
