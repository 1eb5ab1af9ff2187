import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity, RequirePermission, loadByKey, perRequest } from '@guide/platform';
import { MediaFileEntity, MediaFolderEntity } from './media.entities';
import { mediaUrl } from './media-files';
import { MediaLibraryService } from './media-library.service';
import type { MediaFileInput, MediaFolderInput, QueryMediaFilesArgs } from '../generated/graphql';

const loadersOf = (media: MediaLibraryService) =>
  perRequest(() => ({
    fileCounts: loadByKey(
      (ids: string[]) => media.fileCounts(ids),
      (r) => r.folderId,
      { value: (r) => r.n, missing: 0 },
    ),
  }));

@Resolver('MediaFolder')
export class MediaFoldersResolver {
  private readonly loaders: ReturnType<typeof loadersOf>;

  constructor(private readonly media: MediaLibraryService) {
    this.loaders = loadersOf(media);
  }

  @Query('mediaFolders')
  @RequirePermission('cms.media.list')
  folders() {
    return this.media.folders();
  }

  @ResolveField('fileCount')
  fileCount(@Parent() folder: MediaFolderEntity, @Context() ctx: object) {
    return this.loaders(ctx).fileCounts.load(folder.id);
  }

  @Mutation('createMediaFolder')
  @RequirePermission('cms.media.create')
  create(@Args('input') input: MediaFolderInput) {
    return this.media.createFolder(input);
  }

  @Mutation('renameMediaFolder')
  @RequirePermission('cms.media.update')
  rename(@Args('id') id: string, @Args('name') name: string) {
    return this.media.renameFolder(id, name);
  }

  @Mutation('deleteMediaFolder')
  @RequirePermission('cms.media.delete')
  delete(@Args('id') id: string) {
    return this.media.deleteFolder(id);
  }
}

@Resolver('MediaFile')
export class MediaFilesResolver {
  constructor(private readonly media: MediaLibraryService) {}

  @Query('mediaFiles')
  @RequirePermission('cms.media.list')
  list(@Args() args: QueryMediaFilesArgs) {
    return this.media.list(args);
  }

  @Query('mediaFile')
  @RequirePermission('cms.media.list')
  one(@Args('id') id: string) {
    return this.media.byId(id);
  }

  @ResolveField('url')
  url(@Parent() file: MediaFileEntity) {
    return mediaUrl(file.storageKey);
  }

  @ResolveField('thumbnailUrl')
  thumbnailUrl(@Parent() file: MediaFileEntity) {
    return file.variantKeys.thumb ? mediaUrl(file.variantKeys.thumb) : null;
  }

  @ResolveField('variants')
  variants(@Parent() file: MediaFileEntity) {
    const { thumb, medium, large } = file.variantKeys;
    return thumb && medium && large ? { thumb: mediaUrl(thumb), medium: mediaUrl(medium), large: mediaUrl(large) } : null;
  }

  /** Searched on demand (the drawer asks for it; lists do not). */
  @ResolveField('usage')
  usage(@Parent() file: MediaFileEntity) {
    return this.media.usage(file.id);
  }

  @Mutation('updateMediaFile')
  @RequirePermission('cms.media.update')
  update(@Args('id') id: string, @Args('input') input: MediaFileInput) {
    return this.media.update(id, input);
  }

  /** cms.media.delete; more than one id also needs cms.media.mass-delete (checked by the service). */
  @Mutation('deleteMediaFiles')
  @RequirePermission('cms.media.delete')
  delete(@Args('ids') ids: string[], @Args('force') force: boolean | null, @CurrentIdentity() identity: Identity) {
    return this.media.delete(ids, force === true, identity);
  }
}
