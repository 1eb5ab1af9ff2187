import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventBus, SettingsReader } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import { InvoicingService } from './invoicing.service';

/** Consumer group of automatic invoicing. */
export const AUTO_INVOICE = 'commerce.auto-invoice';

/**
 * Setting sales.autoInvoiceOnPayment on: each commerce.payment.captured issues the order's invoice, in the
 * consumer's transaction with its inbox row (a redelivered event finds the row and does nothing; an order
 * already invoiced, canceled or closed is skipped, not retried). Off: payments captured meanwhile are passed
 * over (switching it on later does not invoice them). The setting is read per event, so a change in
 * Settings › Configuration applies to the next payment without a restart.
 */
@Injectable()
export class AutoInvoiceConsumer implements OnModuleInit {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly bus: EventBus,
    private readonly invoicing: InvoicingService,
    private readonly settings: SettingsReader,
  ) {}

  onModuleInit(): void {
    this.bus.consume(AUTO_INVOICE, [Events.paymentCaptured], async (event, manager) => {
      if (this.settings.get('sales', 'autoInvoiceOnPayment')) await this.handle(event.data.payment?.orderId ?? event.key, manager);
    });
  }

  async handle(orderId: string, manager: EntityManager): Promise<void> {
    const invoice = await this.invoicing.issueOnPayment(manager, orderId);
    if (invoice) this.logger.log(`Invoice ${invoice.number} issued on payment of order ${orderId}`);
  }
}
