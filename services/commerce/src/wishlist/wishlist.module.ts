import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { WishlistResolver } from './wishlist.resolver';
import { WishlistService } from './wishlist.service';

@Module({
  imports: [ProductsModule],
  providers: [WishlistService, WishlistResolver],
})
export class WishlistModule {}
