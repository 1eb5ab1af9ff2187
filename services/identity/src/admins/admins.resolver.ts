import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission } from '@guide/platform';
import { RolesService } from '../roles/roles.service';
import { GraphQLHttpContext, clientInfo } from '../security/client';
import { SessionCookies, toAuthSession } from '../sessions/session-cookies';
import { AdminEntity } from './admin.entity';
import { AdminsService } from './admins.service';
import type { AdminInput, QueryAdminsArgs } from '../generated/graphql';

@Resolver('Admin')
export class AdminsResolver {
  constructor(
    private readonly admins: AdminsService,
    private readonly roles: RolesService,
    private readonly cookies: SessionCookies,
  ) {}

  @Query('adminMe')
  adminMe(@CurrentIdentity() identity: Identity) {
    return identity.kind === 'admin' ? this.admins.byId(identity.id) : null;
  }

  @Mutation('adminLogin')
  async adminLogin(@Args('email') email: string, @Args('password') password: string, @Context() ctx: GraphQLHttpContext) {
    const session = await this.admins.login(email, password, clientInfo(ctx));
    this.cookies.set(ctx, session);
    return toAuthSession(session, ctx);
  }

  @Mutation('adminRefreshSession')
  async adminRefreshSession(@Args('refreshToken') refreshToken: string | null, @Context() ctx: GraphQLHttpContext) {
    try {
      const session = await this.admins.refresh(this.cookies.refreshToken(ctx, 'admin', refreshToken), clientInfo(ctx));
      this.cookies.set(ctx, session);
      return toAuthSession(session, ctx);
    } catch (error) {
      this.cookies.clear(ctx, 'admin');
      throw error;
    }
  }

  @Mutation('adminLogout')
  async adminLogout(@Args('refreshToken') refreshToken: string | null, @Context() ctx: GraphQLHttpContext) {
    await this.admins.logout(this.cookies.refreshToken(ctx, 'admin', refreshToken));
    this.cookies.clear(ctx, 'admin');
    return true;
  }

  @Query('admins')
  @RequirePermission('users.admins.list')
  list(@Args() args: QueryAdminsArgs) {
    return this.admins.list(args);
  }

  @Query('admin')
  @RequirePermission('users.admins.list')
  one(@Args('id') id: string) {
    return this.admins.staffById(id);
  }

  @Mutation('createAdmin')
  @RequirePermission('users.admins.create')
  create(@Args('input') input: AdminInput, @CurrentIdentity() identity: Identity) {
    return this.admins.create(input, identity);
  }

  @Mutation('updateAdmin')
  @RequirePermission('users.admins.update')
  update(@Args('id') id: string, @Args('input') input: AdminInput, @CurrentIdentity() identity: Identity) {
    return this.admins.update(id, input, identity);
  }

  @Mutation('deleteAdmin')
  @RequirePermission('users.admins.delete')
  remove(@Args('id') id: string, @Args('currentPassword') currentPassword: string | null, @CurrentIdentity() identity: Identity) {
    return this.admins.remove(id, currentPassword, identity);
  }

  @ResolveField('role')
  role(@Parent() admin: AdminEntity, @Context() ctx: object) {
    return this.roles.loaders(ctx).role.load(admin.roleId);
  }

  @ResolveField('permissions')
  async permissions(@Parent() admin: AdminEntity, @Context() ctx: object) {
    return (await this.roles.loaders(ctx).role.load(admin.roleId))?.permissions ?? [];
  }
}
