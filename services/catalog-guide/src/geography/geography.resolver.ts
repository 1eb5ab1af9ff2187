import { Args, Context, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { CityEntity, DepartmentEntity } from './geography.entities';
import { GeographyService } from './geography.service';
import type { QueryCitiesArgs } from '../generated/graphql';

@Resolver('Department')
export class DepartmentResolver {
  constructor(private readonly geography: GeographyService) {}

  @Query('departments')
  departments() {
    return this.geography.departments();
  }

  /** Federation passes the request's context: the references of one request load in one query. */
  @ResolveReference()
  resolveReference(ref: { code: string }, context?: object) {
    return this.geography.loaders(context ?? {}).department.load(ref.code);
  }
}

@Resolver('City')
export class CityResolver {
  constructor(private readonly geography: GeographyService) {}

  @Query('cities')
  cities(@Args() args: QueryCitiesArgs) {
    return this.geography.cities(args);
  }

  @ResolveField('department')
  department(@Parent() city: CityEntity, @Context() ctx: object) {
    return this.geography.loaders(ctx).department.load(city.departmentCode);
  }

  @ResolveField('lat')
  async lat(@Parent() city: CityEntity, @Context() ctx: object) {
    return (await this.geography.loaders(ctx).centre.load(city.code))?.lat ?? null;
  }

  @ResolveField('lon')
  async lon(@Parent() city: CityEntity, @Context() ctx: object) {
    return (await this.geography.loaders(ctx).centre.load(city.code))?.lon ?? null;
  }

  @ResolveReference()
  resolveReference(ref: { code: string }, context?: object) {
    return this.geography.loaders(context ?? {}).city.load(ref.code);
  }
}

export type { DepartmentEntity };
