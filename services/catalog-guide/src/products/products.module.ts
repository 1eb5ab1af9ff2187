import { Module } from '@nestjs/common';
import { AttributeImporter } from './attribute-import';
import { AttributeFamiliesResolver, AttributesResolver, ProductDetailsResolver, ProductMediaResolver, ProductTypesResolver } from './attributes.resolver';
import { AttributesService } from './attributes.service';
import { ProductImporter } from './product-import';
import { ProductMediaController } from './product-media.controller';
import { ProductCategoriesResolver, ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { StockConsumer } from './stock.consumer';

/** The shop catalogue: products, categories, attributes, families, product types, CSV imports, the in-stock flag fed by commerce. */
@Module({
  controllers: [ProductMediaController],
  providers: [
    ProductsService,
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
  ],
  exports: [ProductsService, AttributesService],
})
export class ProductsModule {}
