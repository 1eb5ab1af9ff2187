import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { CustomerGroupEntity } from './customer-group.entity';
import { CustomerGroupsService } from './customer-groups.service';
import type { CustomerGroupInput } from '../generated/graphql';

@Resolver('CustomerGroup')
export class CustomerGroupsResolver {
  constructor(private readonly groups: CustomerGroupsService) {}

  @Query('customerGroups')
  @RequirePermission('users.groups.list')
  list() {
    return this.groups.list();
  }

  @Mutation('createCustomerGroup')
  @RequirePermission('users.groups.create')
  create(@Args('input') input: CustomerGroupInput) {
    return this.groups.create(input);
  }

  @Mutation('updateCustomerGroup')
  @RequirePermission('users.groups.update')
  update(@Args('id') id: string, @Args('input') input: CustomerGroupInput) {
    return this.groups.update(id, input);
  }

  @Mutation('deleteCustomerGroup')
  @RequirePermission('users.groups.delete')
  remove(@Args('id') id: string) {
    return this.groups.remove(id);
  }

  @ResolveField('customerCount')
  customerCount(@Parent() group: CustomerGroupEntity, @Context() ctx: object) {
    return this.groups.customerCount(ctx).load(group.id);
  }
}
