import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentIdentity, Identity } from '@guide/platform';
import type { EstablishmentEntity } from '../establishments/establishment.entity';
import { ImagesService, imageView } from './images.service';

@Resolver('Establishment')
export class EstablishmentImagesResolver {
  constructor(private readonly images: ImagesService) {}

  @ResolveField('images')
  async gallery(@Parent() e: EstablishmentEntity, @Context() ctx: object) {
    return (await this.images.loader(ctx).load(e.id)).map(imageView);
  }
}

@Resolver('EstablishmentImage')
export class ImagesResolver {
  constructor(private readonly images: ImagesService) {}

  @Mutation('deleteEstablishmentImage')
  remove(@Args('id') id: string, @CurrentIdentity() identity: Identity) {
    return this.images.remove(identity, id);
  }

  @Mutation('reorderEstablishmentImages')
  reorder(@Args('establishmentId') establishmentId: string, @Args('imageIds') imageIds: string[], @CurrentIdentity() identity: Identity) {
    return this.images.reorder(identity, establishmentId, imageIds);
  }
}
