import { Module } from '@nestjs/common';
import { EstablishmentsModule } from '../establishments/establishments.module';
import { ProductsModule } from '../products/products.module';
import { GuideDemoSeed } from './demo-seed';
import { ShopDemoSeed } from './shop-seed';

/** The demo guide, registered with the platform's seed runner (`PlatformModule.forRoot({ seed: GuideDemoSeed })`). */
@Module({
  imports: [EstablishmentsModule, ProductsModule],
  providers: [GuideDemoSeed, ShopDemoSeed],
})
export class SeedModule {}
