import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventMailerModule, SettingsReaderModule, SubgraphConfig, smtpMailSender, subgraphAppModule } from '@guide/platform';
import { AccessFirstModule } from './access/access-first';
import { CartModule } from './cart/cart.module';
import { CheckoutModule } from './checkout/checkout.module';
import { CheckoutService } from './checkout/checkout.service';
import { CommerceConfig, bankDetails, commerceEnv } from './commerce.config';
import { CouponsModule } from './coupons/coupons.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { InventoryModule } from './inventory/inventory.module';
import { COMMERCE_MAILS } from './mailer/mails';
import { OrderEntity } from './orders/order.entity';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments';
import type { PaymentsConfig } from './payments/payments.config';
import { ProductsModule } from './products/products.module';
import { PromotionsModule } from './promotions/promotions.module';
import { seedDemoPromotions } from './promotions/demo-promotions';
import { WishlistModule } from './wishlist/wishlist.module';
import { PrivacyModule } from './privacy/privacy.module';
import { TransactionsModule } from './transactions/transactions.module';
import { ShipmentsModule } from './shipments/shipments.module';
import { InvoicingModule } from './invoicing/invoicing.module';
import { RefundsModule } from './refunds/refunds.module';
import { ReturnsModule } from './returns/returns.module';
import { MIGRATIONS } from './migrations';
import { TaxesModule } from './taxes/taxes.module';
import { ShippingModule } from './shipping/shipping.module';
import { CurrenciesModule } from './currencies/currencies.module';

export const SERVICE = 'commerce';

/** Variables of this service beyond the platform's: mail, payment providers, bank transfer details. */
export { commerceEnv };

export { MIGRATIONS };

/** Demo data (SEED_DEMO_DATA, never in production): a welcome coupon and demo promotions. Demo stock comes with the projection (products/demo-stock.ts). */
export async function seedCommerce(dataSource: DataSource): Promise<void> {
  await dataSource.query(`INSERT INTO coupons (code, percent_off) VALUES ('BIENVENUE10', 10) ON CONFLICT (code) DO NOTHING`);
  await seedDemoPromotions(dataSource);
}

@Module({})
export class AppModule {
  static forRoot(config: SubgraphConfig, options: { mailSender?: () => import('@guide/platform').MailSender } = {}): DynamicModule {
    const cfg = config as CommerceConfig;
    bankDetails(cfg); // production without bank details stops here, naming the variables
    return subgraphAppModule(AppModule, {
      service: SERVICE,
      config,
      entities: [OrderEntity],
      migrations: MIGRATIONS,
      typePaths: [join(__dirname, '**/*.graphql')],
      seed: seedCommerce,
      features: [
        AccessFirstModule, // the caller before their input (ADR 0021)
        SettingsReaderModule.forRoot({ consumer: 'commerce.settings' }), // sales.* and general.* (Settings › Configuration)
        ProductsModule,
        InventoryModule,
        CouponsModule,
        PromotionsModule, // issue 24: promotions, vouchers, the discounts of carts and orders
        CartModule,
        OrdersModule,
        CheckoutModule,
        WishlistModule,
        PrivacyModule, // issue 25: RGPD erasure of a customer's data
        // after the order (issue 23): the payments ledger, parcels, invoices, refunds and credit notes, returns
        TransactionsModule,
        ShipmentsModule,
        InvoicingModule,
        RefundsModule,
        ReturnsModule,
        DashboardModule, // issue 25: the back office dashboard's figures
        // issue 25: shop settings as data: tax rates, shipping rate tables, currencies (inventory sources: InventoryModule)
        TaxesModule,
        ShippingModule,
        CurrenciesModule,
        PaymentsModule.forRoot({ config: cfg as unknown as PaymentsConfig, imports: [CheckoutModule], sink: CheckoutService }),
        EventMailerModule.forRoot(COMMERCE_MAILS, options.mailSender ?? smtpMailSender(cfg)),
      ],
    });
  }
}
