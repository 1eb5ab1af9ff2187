import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequireCustomer, RequirePermission, loadByKey, perRequest, CurrentCustomer, type CustomerIdentity } from '@guide/platform';
import { OwnerPostEntity } from './owner-post.entity';
import { RequestContext, formLocale } from '../forms/request-context';
import { Customer, OwnerPostsService } from './owner-posts.service';
import type { OwnerPostInput, QueryMyPostsArgs, QueryOwnerPostsArgs } from '../generated/graphql';

/** The signed-in owner with the storefront's language (Accept-Language), for their moderation mails. */
const ownerOf = (customer: CustomerIdentity, ctx: RequestContext): Customer => ({ ...customer, language: formLocale(null, ctx) });
const staffIdOf = (identity: Identity) => (identity.kind === 'admin' ? identity.id : '');

/** Batched per request: a list of posts reads its establishments' names and published paths in one query each. */
const loadersOf = (posts: OwnerPostsService) =>
  perRequest(() => ({
    names: loadByKey(
      (ids: string[]) => posts.establishmentNames(ids),
      (r) => r.id,
      { value: (r) => r.name, missing: '' },
    ),
    paths: loadByKey(
      (ids: string[]) => posts.publishedPaths(ids),
      (r) => r.id,
      { value: (r) => r.path as string | null, missing: null },
    ),
  }));

@Resolver('OwnerPost')
export class OwnerPostsResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(private readonly posts: OwnerPostsService) {
    this.loaders = loadersOf(posts);
  }

  @Query('myPostEstablishments')
  @RequireCustomer()
  myEstablishments(@CurrentCustomer() customer: CustomerIdentity) {
    return this.posts.establishmentsOf(customer.id);
  }

  @Query('myPosts')
  @RequireCustomer()
  myPosts(@Args() args: QueryMyPostsArgs, @CurrentCustomer() customer: CustomerIdentity) {
    return this.posts.myPosts(customer.id, args);
  }

  @Query('myPost')
  @RequireCustomer()
  myPost(@Args('id') id: string, @CurrentCustomer() customer: CustomerIdentity) {
    return this.posts.myPost(customer.id, id);
  }

  @Query('ownerPosts')
  @RequirePermission('cms.posts.list')
  list(@Args() args: QueryOwnerPostsArgs) {
    return this.posts.list(args.status, { first: args.first, after: args.after });
  }

  @Mutation('createMyPost')
  @RequireCustomer()
  create(@Args('input') input: OwnerPostInput, @CurrentCustomer() customer: CustomerIdentity, @Context() ctx: RequestContext) {
    return this.posts.create(ownerOf(customer, ctx), input);
  }

  @Mutation('updateMyPost')
  @RequireCustomer()
  update(@Args('id') id: string, @Args('input') input: OwnerPostInput, @CurrentCustomer() customer: CustomerIdentity, @Context() ctx: RequestContext) {
    return this.posts.update(ownerOf(customer, ctx), id, input);
  }

  @Mutation('approveOwnerPost')
  @RequirePermission('cms.posts.update-details')
  approve(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.posts.approve(id, staffIdOf(identity));
  }

  @Mutation('rejectOwnerPost')
  @RequirePermission('cms.posts.update-details')
  reject(@Args('id') id: string, @Args('reason') reason: string, @CurrentIdentity() identity: Identity) {
    return this.posts.reject(id, reason, staffIdOf(identity));
  }

  @ResolveField('establishmentName')
  establishmentName(@Parent() post: OwnerPostEntity, @Context() ctx: object) {
    return this.loaders(ctx).names.load(post.establishmentId);
  }

  @ResolveField('publishedPath')
  publishedPath(@Parent() post: OwnerPostEntity, @Context() ctx: object) {
    return post.contentId ? this.loaders(ctx).paths.load(post.contentId) : null;
  }
}
