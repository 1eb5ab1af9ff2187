import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventBus, SERVICE_CONFIG } from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import type { CommerceConfig } from '../commerce.config';
import { InvoicingService } from './invoicing.service';

/** Consumer group of automatic invoicing. */
export const AUTO_INVOICE = 'commerce.auto-invoice';

/**
 * SALES_AUTO_INVOICE=true: each commerce.payment.captured issues the order's invoice, in the consumer's
 * transaction with its inbox row (a redelivered event finds the row and does nothing; an order already
 * invoiced, canceled or closed is skipped, not retried). Off: the group is not even registered.
 */
@Injectable()
export class AutoInvoiceConsumer implements OnModuleInit {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly bus: EventBus,
    private readonly invoicing: InvoicingService,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
  ) {}

  onModuleInit(): void {
    if (!this.config.SALES_AUTO_INVOICE) return;
    this.bus.consume(AUTO_INVOICE, [Events.paymentCaptured], (event, manager) => this.handle(event.data.payment?.orderId ?? event.key, manager));
  }

  async handle(orderId: string, manager: EntityManager): Promise<void> {
    const invoice = await this.invoicing.issueOnPayment(manager, orderId);
    if (invoice) this.logger.log(`Invoice ${invoice.number} issued on payment of order ${orderId}`);
  }
}
