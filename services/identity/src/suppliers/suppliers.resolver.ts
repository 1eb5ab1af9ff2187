import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { SuppliersService } from './suppliers.service';
import type { QuerySuppliersArgs, SupplierInput } from '../generated/graphql';

@Resolver('Supplier')
export class SuppliersResolver {
  constructor(private readonly suppliers: SuppliersService) {}

  @Query('suppliers')
  @RequirePermission('users.suppliers.list')
  list(@Args() args: QuerySuppliersArgs) {
    return this.suppliers.list(args);
  }

  @Query('supplier')
  @RequirePermission('users.suppliers.list')
  one(@Args('id') id: string) {
    return this.suppliers.byId(id);
  }

  @Mutation('createSupplier')
  @RequirePermission('users.suppliers.create')
  create(@Args('input') input: SupplierInput) {
    return this.suppliers.create(input);
  }

  @Mutation('updateSupplier')
  @RequirePermission('users.suppliers.update')
  update(@Args('id') id: string, @Args('input') input: SupplierInput) {
    return this.suppliers.update(id, input);
  }

  @Mutation('deleteSupplier')
  @RequirePermission('users.suppliers.delete')
  remove(@Args('id') id: string) {
    return this.suppliers.remove(id);
  }
}
