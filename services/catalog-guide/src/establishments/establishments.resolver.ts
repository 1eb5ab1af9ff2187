import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { RequirePermission } from '@guide/platform';
import { GeographyService } from '../geography/geography.service';
import { EstablishmentEntity } from './establishment.entity';
import { EstablishmentInput } from './establishment.validation';
import { EstablishmentSearchArgs, EstablishmentsService } from './establishments.service';
import { slugify } from './slug';

@Resolver('Establishment')
export class EstablishmentsResolver {
  constructor(private readonly establishments: EstablishmentsService, private readonly geography: GeographyService) {}

  @Query('establishments')
  list(@Args() args: EstablishmentSearchArgs) {
    return this.establishments.list(args);
  }

  @Query('establishment')
  bySlug(@Args('slug') slug: string) {
    return this.establishments.bySlug(slug);
  }

  @ResolveReference()
  async resolveReference(ref: { id: string }) {
    return (await this.establishments.byIds([ref.id]))[0] ?? null;
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

  @ResolveField('createdAt')
  createdAt(@Parent() e: EstablishmentEntity) {
    return e.createdAt.toISOString();
  }

  @ResolveField('updatedAt')
  updatedAt(@Parent() e: EstablishmentEntity) {
    return e.updatedAt.toISOString();
  }

  @Mutation('createEstablishment')
  @RequirePermission('catalog.establishments.create')
  create(@Args('input') input: EstablishmentInput) {
    return this.establishments.create(input);
  }

  @Mutation('updateEstablishment')
  @RequirePermission('catalog.establishments.update')
  update(@Args('id') id: string, @Args('input') input: EstablishmentInput) {
    return this.establishments.update(id, input);
  }

  @Mutation('deleteEstablishment')
  @RequirePermission('catalog.establishments.delete')
  remove(@Args('id') id: string) {
    return this.establishments.remove(id);
  }
}
