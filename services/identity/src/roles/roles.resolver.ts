import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission } from '@guide/platform';
import { RoleEntity } from './role.entity';
import { RolesService } from './roles.service';
import type { RoleInput } from '../generated/graphql';

@Resolver('Role')
export class RolesResolver {
  constructor(private readonly roles: RolesService) {}

  @Query('roles')
  @RequirePermission('users.roles.list')
  list() {
    return this.roles.list();
  }

  @Query('role')
  @RequirePermission('users.roles.list')
  one(@Args('id') id: string) {
    return this.roles.byId(id);
  }

  @Query('permissionCatalog')
  @RequirePermission('users.permissions.list')
  catalog() {
    return this.roles.catalog();
  }

  @Mutation('createRole')
  @RequirePermission('users.roles.create')
  create(@Args('input') input: RoleInput) {
    return this.roles.create(input);
  }

  @Mutation('updateRole')
  @RequirePermission('users.roles.update')
  update(@Args('id') id: string, @Args('input') input: RoleInput) {
    return this.roles.update(id, input);
  }

  @Mutation('deleteRole')
  @RequirePermission('users.roles.delete')
  remove(@Args('id') id: string) {
    return this.roles.remove(id);
  }

  @Mutation('setRolePermissions')
  @RequirePermission('users.permissions.update')
  setPermissions(@Args('roleId') roleId: string, @Args('permissions') permissions: string[], @CurrentIdentity() identity: Identity) {
    return this.roles.setPermissions(roleId, permissions, identity);
  }

  @ResolveField('adminCount')
  adminCount(@Parent() role: RoleEntity, @Context() ctx: object) {
    return this.roles.loaders(ctx).adminCount.load(role.id);
  }
}
