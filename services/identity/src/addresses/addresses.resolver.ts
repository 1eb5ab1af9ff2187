import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { RequireCustomer, CurrentCustomer, RequirePermission, type CustomerIdentity } from '@guide/platform';
import { AddressesService } from './addresses.service';
import type { AddressInput } from '../generated/graphql';

@Resolver('Address')
export class AddressesResolver {
  constructor(private readonly addresses: AddressesService) {}

  @Mutation('createAddress')
  @RequireCustomer()
  create(@CurrentCustomer() customer: CustomerIdentity, @Args('input') input: AddressInput) {
    return this.addresses.create(customer.id, input);
  }

  @Mutation('updateAddress')
  @RequireCustomer()
  update(@CurrentCustomer() customer: CustomerIdentity, @Args('id') id: string, @Args('input') input: AddressInput) {
    return this.addresses.update(customer.id, id, input);
  }

  @Mutation('deleteAddress')
  @RequireCustomer()
  remove(@CurrentCustomer() customer: CustomerIdentity, @Args('id') id: string) {
    return this.addresses.remove(customer.id, id);
  }

  // Back office: the same rules on a customer staff name (the customer's addresses tab).
  @Mutation('createCustomerAddress')
  @RequirePermission('users.customers.addresses')
  createFor(@Args('customerId') customerId: string, @Args('input') input: AddressInput) {
    return this.addresses.create(customerId, input);
  }

  @Mutation('updateCustomerAddress')
  @RequirePermission('users.customers.addresses')
  updateFor(@Args('customerId') customerId: string, @Args('id') id: string, @Args('input') input: AddressInput) {
    return this.addresses.update(customerId, id, input);
  }

  @Mutation('deleteCustomerAddress')
  @RequirePermission('users.customers.addresses')
  removeFor(@Args('customerId') customerId: string, @Args('id') id: string) {
    return this.addresses.remove(customerId, id);
  }
}
