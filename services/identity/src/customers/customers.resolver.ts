import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { ANONYMOUS, CurrentIdentity, Identity, RequireCustomer, RequirePermission, CurrentCustomer, type CustomerIdentity } from '@guide/platform';
import { CustomerAdminService } from './customer-admin.service';
import { CustomerEntity } from './customer.entity';
import { CustomersService } from './customers.service';
import type { CustomerAdminInput, ProfileInput, QueryCustomersArgs } from '../generated/graphql';

@Resolver('Customer')
export class CustomersResolver {
  constructor(
    private readonly customers: CustomersService,
    private readonly admin: CustomerAdminService,
  ) {}

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
  async one(@Args('id') id: string) {
    const customer = await this.customers.byId(id);
    return customer?.erasedAt ? null : customer; // an erased account is gone for the back office
  }

  @Mutation('createCustomer')
  @RequirePermission('users.customers.create')
  create(@Args('input') input: CustomerAdminInput) {
    return this.admin.create(input);
  }

  @Mutation('updateCustomer')
  @RequirePermission('users.customers.update')
  update(@Args('id') id: string, @Args('input') input: CustomerAdminInput) {
    return this.admin.update(id, input);
  }

  @Mutation('deleteCustomers')
  @RequirePermission('users.customers.mass-delete')
  deleteMany(@Args('ids') ids: string[]) {
    return this.admin.deleteMany(ids);
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
