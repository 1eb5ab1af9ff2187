import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, PageArgs, RequireCustomer, RequirePermission, loadByKey, perRequest } from '@guide/platform';
import { OwnerPostEntity, OwnerPostStatus } from './owner-post.entity';
import { RequestContext, formLocale } from '../forms/request-context';
import { Customer, OwnerPostInput, OwnerPostsService } from './owner-posts.service';

const customerOf = (identity: Identity) => identity as Customer;
/** The signed-in owner with the storefront's language (Accept-Language), for their moderation mails. */
const ownerOf = (identity: Identity, ctx: RequestContext): Customer => ({ ...(identity as Customer), language: formLocale(null, ctx) });
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
  myEstablishments(@CurrentIdentity() identity: Identity) {
    return this.posts.establishmentsOf(customerOf(identity).id);
  }

  @Query('myPosts')
  @RequireCustomer()
  myPosts(@Args() args: PageArgs, @CurrentIdentity() identity: Identity) {
    return this.posts.myPosts(customerOf(identity).id, args);
  }

  @Query('myPost')
  @RequireCustomer()
  myPost(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.posts.myPost(customerOf(identity).id, id);
  }

  @Query('ownerPosts')
  @RequirePermission('cms.posts.list')
  list(@Args('status') status: OwnerPostStatus | null | undefined, @Args() args: PageArgs) {
    return this.posts.list(status, { first: args.first, after: args.after });
  }

  @Mutation('createMyPost')
  @RequireCustomer()
  create(@Args('input') input: OwnerPostInput, @CurrentIdentity() identity: Identity, @Context() ctx: RequestContext) {
    return this.posts.create(ownerOf(identity, ctx), input);
  }

  @Mutation('updateMyPost')
  @RequireCustomer()
  update(@Args('id') id: string, @Args('input') input: OwnerPostInput, @CurrentIdentity() identity: Identity, @Context() ctx: RequestContext) {
    return this.posts.update(ownerOf(identity, ctx), id, input);
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
