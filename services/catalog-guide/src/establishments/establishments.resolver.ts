import { Args, Context, Info, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import {
  CurrentIdentity,
  Identity,
  RequireCustomer,
  RequirePermission,
  hasPermission,
  CurrentCustomer,
  selectedFields,
  type CustomerIdentity,
} from '@guide/platform';
import { GeographyService } from '../geography/geography.service';
import { EstablishmentEntity } from './establishment.entity';
import { EstablishmentsService, PERMISSIONS } from './establishments.service';
import { slugify } from '@guide/vocabulary';
import { VOCABULARIES } from './vocabularies';
import type { EstablishmentInput, QueryAdminEstablishmentsArgs, QueryEstablishmentsArgs } from '../generated/graphql';

@Resolver('Establishment')
export class EstablishmentsResolver {
  constructor(
    private readonly establishments: EstablishmentsService,
    private readonly geography: GeographyService,
  ) {}

  /** Only the columns of the fields asked for on the nodes are read (establishment-columns.ts). */
  @Query('establishments')
  list(@Args() args: QueryEstablishmentsArgs, @Info() info: GraphQLResolveInfo) {
    return this.establishments.list(args, selectedFields(info, ['edges', 'node']));
  }

  @Query('establishment')
  bySlug(@Args('slug') slug: string, @Args('type') type?: string | null) {
    return this.establishments.bySlug(slug, type);
  }

  @Query('establishmentGone')
  gone(@Args('slug') slug: string, @Args('type') type?: string | null) {
    return this.establishments.isUnpublished(slug, type);
  }

  @Query('establishmentVocabularies')
  vocabularies() {
    return VOCABULARIES;
  }

  @Query('adminEstablishments')
  @RequirePermission(PERMISSIONS.list)
  adminList(@Args() args: QueryAdminEstablishmentsArgs) {
    return this.establishments.adminList(args);
  }

  @Query('adminEstablishment')
  @RequirePermission(PERMISSIONS.list)
  adminOne(@Args('id') id: string) {
    return this.establishments.byId(id);
  }

  @Query('myEstablishments')
  @RequireCustomer()
  mine(@CurrentCustomer() customer: CustomerIdentity) {
    return this.establishments.mine(customer.id);
  }

  @Query('establishmentSitemap')
  sitemap() {
    return this.establishments.sitemap();
  }

  /** Federation passes the request's context: the references of one request load in one query. */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: object) {
    return this.establishments.loaders(context ?? {}).establishment.load(ref.id.toLowerCase());
  }

  @ResolveField('city')
  city(@Parent() e: EstablishmentEntity, @Context() ctx: object) {
    return this.geography.loaders(ctx).city.load(e.cityCode);
  }

  @ResolveField('department')
  department(@Parent() e: EstablishmentEntity, @Context() ctx: object) {
    return this.geography.loaders(ctx).department.load(e.departmentCode);
  }

  @ResolveField('path')
  async path(@Parent() e: EstablishmentEntity, @Context() ctx: object) {
    const city = await this.geography.loaders(ctx).city.load(e.cityCode);
    return this.establishments.path(e, city?.name ?? slugify(e.cityCode));
  }

  @ResolveField('nearby')
  nearby(@Parent() e: EstablishmentEntity, @Info() info: GraphQLResolveInfo, @Args('first') first?: number | null) {
    return this.establishments.nearby(e, first, selectedFields(info, ['node']));
  }

  /** A customer's id is personal data: staff and that customer see it, the public does not. */
  @ResolveField('ownerId')
  ownerId(@Parent() e: EstablishmentEntity, @CurrentIdentity() identity: Identity) {
    if (!e.ownerId) return null;
    if (hasPermission(identity, PERMISSIONS.list) || (identity.kind === 'customer' && identity.id.toLowerCase() === e.ownerId)) return e.ownerId;
    return null;
  }

  @Mutation('createEstablishment')
  @RequirePermission(PERMISSIONS.create)
  create(@Args('input') input: EstablishmentInput) {
    return this.establishments.create(input);
  }

  @Mutation('updateEstablishment')
  @RequirePermission(PERMISSIONS.update)
  update(@Args('id') id: string, @Args('input') input: EstablishmentInput, @CurrentIdentity() identity: Identity) {
    return this.establishments.update(id, input, identity);
  }

  @Mutation('deleteEstablishment')
  @RequirePermission(PERMISSIONS.delete)
  remove(@Args('id') id: string) {
    return this.establishments.remove(id);
  }

  @Mutation('deleteEstablishments')
  @RequirePermission(PERMISSIONS.massDelete)
  removeMany(@Args('ids') ids: string[]) {
    return this.establishments.removeMany(ids);
  }

  @Mutation('duplicateEstablishment')
  @RequirePermission(PERMISSIONS.duplicate)
  duplicate(@Args('id') id: string) {
    return this.establishments.duplicate(id);
  }

  @Mutation('setEstablishmentPublished')
  @RequirePermission(PERMISSIONS.publish)
  setPublished(@Args('id') id: string, @Args('published') published: boolean) {
    return this.establishments.setPublished(id, published);
  }
}
