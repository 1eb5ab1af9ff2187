import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module';
import { ProductArrivalModule } from './product-arrival';
import { ProductProjectionConsumer } from './product-projection.consumer';
import { ProductsService } from './products.service';

/** Commerce's projection of catalog's products, fed by catalog.product.* events. */
@Module({
  imports: [InventoryModule, ProductArrivalModule],
  providers: [ProductsService, ProductProjectionConsumer],
  exports: [ProductsService],
})
export class ProductsModule {}
