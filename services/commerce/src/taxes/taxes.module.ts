import { Module } from '@nestjs/common';
import { ProductVatResolver } from './product-vat.resolver';
import { TaxesResolver } from './taxes.resolver';
import { TaxRatesService } from './tax-rates.service';

/** VAT rates per category and country as data (issue 25); carts price with them (CartModule imports it). */
@Module({
  providers: [TaxRatesService, TaxesResolver, ProductVatResolver],
  exports: [TaxRatesService],
})
export class TaxesModule {}
