import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { ANONYMOUS, CurrentIdentity, Identity, RequireCustomer, RequirePermission, CurrentCustomer, type CustomerIdentity } from '@guide/platform';
import { CustomerEntity } from './customer.entity';
import { CustomersService } from './customers.service';
import type { ProfileInput, QueryCustomersArgs } from '../generated/graphql';

@Resolver('Customer')
export class CustomersResolver {
  constructor(private readonly customers: CustomersService) {}

  @Query('me')
  me(@CurrentIdentity() identity: Identity) {
    return identity.kind === 'customer' ? this.customers.byId(identity.id) : null;
  }

  @Query('customers')
  @RequirePermission('users.customers.list')
  list(@Args() args: QueryCustomersArgs) {
    return this.customers.list(args);
  }

  @Query('customer')
  @RequirePermission('users.customers.view')
  one(@Args('id') id: string) {
    return this.customers.byId(id);
  }

  @Mutation('updateProfile')
  @RequireCustomer()
  updateProfile(@CurrentCustomer() customer: CustomerIdentity, @Args('input') input: ProfileInput) {
    return this.customers.updateProfile(customer.id, input);
  }

  @Mutation('setCustomerGroup')
  @RequirePermission('users.customers.update')
  setGroup(@Args('customerId') customerId: string, @Args('groupId') groupId: string | null) {
    return this.customers.setGroup(customerId, groupId ?? null);
  }

  /** Other subgraphs reference customers (orders, tickets): resolved for the customer and for staff only. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    return this.customers.visibleTo(ref.id, context?.identity ?? ANONYMOUS, context);
  }

  @ResolveField('emailVerified')
  emailVerified(@Parent() c: CustomerEntity) {
    return c.emailVerifiedAt !== null;
  }

  @ResolveField('addresses')
  addresses(@Parent() c: CustomerEntity, @Context() ctx: object) {
    return this.customers.loaders(ctx).addresses.load(c.id);
  }

  @ResolveField('group')
  group(@Parent() c: CustomerEntity, @Context() ctx: object) {
    return c.groupId ? this.customers.loaders(ctx).group.load(c.groupId) : null;
  }
}
