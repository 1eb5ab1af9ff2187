import { Module } from '@nestjs/common';
import { PaymentLedger } from './payment-ledger';
import { OrderPaymentsResolver, PaymentsResolver } from './transactions.resolver';

/** The payments ledger (issue 23): one row per attempt, its machine, the back office's list. See README.md. */
@Module({
  providers: [PaymentLedger, PaymentsResolver, OrderPaymentsResolver],
  exports: [PaymentLedger],
})
export class TransactionsModule {}
