import { Module } from '@nestjs/common';
import { ProductArrivalModule } from '../products/product-arrival';
import { InventoryResolver } from './inventory.resolver';
import { InventoryService } from './inventory.service';

/** Stock per product and source, and the Product fields commerce resolves (inStock, stockQuantity, stockLevels). */
@Module({
  imports: [ProductArrivalModule],
  providers: [InventoryService, InventoryResolver],
  exports: [InventoryService],
})
export class InventoryModule {}
