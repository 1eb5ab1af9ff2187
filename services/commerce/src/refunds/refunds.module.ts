import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory/inventory.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { PaymentMethodsModule } from '../checkout/payment-methods';
import { RefundGateway } from './refund-gateway';
import { OrderRefundsResolver, RefundsResolver } from './refunds.resolver';
import { RefundsService } from './refunds.service';

/** Refunds and credit notes (issue 23): see README.md. RefundsService is exported for ReturnRequest.refund. */
@Module({
  imports: [InventoryModule, TransactionsModule, PaymentMethodsModule],
  providers: [RefundsService, RefundGateway, RefundsResolver, OrderRefundsResolver],
  exports: [RefundsService],
})
export class RefundsModule {}
