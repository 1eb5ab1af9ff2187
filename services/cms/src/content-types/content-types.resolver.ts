import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { RequirePermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import { ContentCustomFieldEntity, ContentTypeEntity } from './content-type.entities';
import { ContentTypesService } from './content-types.service';
import type { ContentCustomFieldInput, ContentTypeInput, ContentTypeUpdateInput } from '../generated/graphql';

@Resolver('ContentType')
export class ContentTypesResolver {
  /** A list of types reads all their fields and counts in one query each. */
  private readonly loaders = perRequest(() => ({
    fields: loadGroupsByKey(
      (types: string[]) => this.types.fieldsOfTypes(types),
      (f: ContentCustomFieldEntity) => f.contentType,
    ),
    counts: loadByKey(
      (types: string[]) => this.types.countContents(types),
      (r) => r.type,
      { value: (r) => r.n, missing: 0 },
    ),
  }));

  constructor(private readonly types: ContentTypesService) {}

  @Query('contentTypes')
  list() {
    return this.types.list();
  }

  @Query('contentType')
  bySlug(@Args('slug') slug: string) {
    return this.types.bySlug(slug);
  }

  @ResolveField('customFields')
  customFields(@Parent() type: ContentTypeEntity, @Context() ctx: object) {
    return this.loaders(ctx).fields.load(type.slug);
  }

  @ResolveField('contentCount')
  contentCount(@Parent() type: ContentTypeEntity, @Context() ctx: object) {
    return this.loaders(ctx).counts.load(type.slug);
  }

  @Mutation('createContentType')
  @RequirePermission('cms.content-types.create')
  create(@Args('input') input: ContentTypeInput) {
    return this.types.create(input);
  }

  @Mutation('updateContentType')
  @RequirePermission('cms.content-types.update')
  update(@Args('slug') slug: string, @Args('input') input: ContentTypeUpdateInput) {
    return this.types.update(slug, input);
  }

  @Mutation('deleteContentType')
  @RequirePermission('cms.content-types.delete')
  delete(@Args('slug') slug: string) {
    return this.types.delete(slug);
  }

  @Mutation('createContentCustomField')
  @RequirePermission('cms.custom-fields.create')
  createField(@Args('contentType') contentType: string, @Args('input') input: ContentCustomFieldInput) {
    return this.types.createField(contentType, input);
  }

  @Mutation('updateContentCustomField')
  @RequirePermission('cms.custom-fields.update')
  updateField(@Args('id') id: string, @Args('input') input: ContentCustomFieldInput) {
    return this.types.updateField(id, input);
  }

  @Mutation('deleteContentCustomField')
  @RequirePermission('cms.custom-fields.delete')
  deleteField(@Args('id') id: string) {
    return this.types.deleteField(id);
  }
}
