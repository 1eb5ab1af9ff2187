import { Module } from '@nestjs/common';
import { AttributeImporter } from './attribute-import';
import { AttributeFamiliesResolver, AttributesResolver, ProductDetailsResolver, ProductMediaResolver, ProductTypesResolver } from './attributes.resolver';
import { AttributesService } from './attributes.service';
import { ProductImporter } from './product-import';
import { ProductImagesController } from './product-images.controller';
import { ProductImagesService } from './product-images.service';
import { ProductMediaController } from './product-media.controller';
import { ProductPermalinksResolver, ProductPermalinksService } from './product-permalinks';
import { ProductCategoriesResolver, ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { StockConsumer } from './stock.consumer';

/** The shop catalogue: products, categories, attributes, families, product types, CSV imports, picture uploads, the in-stock flag fed by commerce. */
@Module({
  controllers: [ProductMediaController, ProductImagesController],
  providers: [
    ProductsService,
    ProductImagesService,
    ProductImporter,
    ProductsResolver,
    ProductCategoriesResolver,
    StockConsumer,
    AttributesService,
    AttributeImporter,
    AttributesResolver,
    AttributeFamiliesResolver,
    ProductTypesResolver,
    ProductMediaResolver,
    ProductDetailsResolver,
    ProductPermalinksService,
    ProductPermalinksResolver,
  ],
  exports: [ProductsService, AttributesService],
})
export class ProductsModule {}
