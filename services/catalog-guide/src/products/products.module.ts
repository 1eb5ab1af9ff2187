import { Module } from '@nestjs/common';
import { ProductImporter } from './product-import';
import { ProductMediaController } from './product-media.controller';
import { ProductCategoriesResolver, ProductsResolver } from './products.resolver';
import { ProductsService } from './products.service';
import { StockConsumer } from './stock.consumer';

/** The shop catalogue: products, categories, CSV import, the in-stock flag fed by commerce. */
@Module({
  controllers: [ProductMediaController],
  providers: [ProductsService, ProductImporter, ProductsResolver, ProductCategoriesResolver, StockConsumer],
  exports: [ProductsService],
})
export class ProductsModule {}
