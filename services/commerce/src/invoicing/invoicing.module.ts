import { Module } from '@nestjs/common';
import { AutoInvoiceConsumer } from './auto-invoice.consumer';
import { DocumentsController } from './documents.controller';
import { InvoicingResolver, OrderInvoicesResolver } from './invoicing.resolver';
import { InvoicingService } from './invoicing.service';

/**
 * Invoices (issue 23, README.md): createInvoice, the back office's list, Order.invoices, automatic
 * invoicing on payment (setting sales.autoInvoiceOnPayment), and the PDFs of invoices and credit notes at /documents/**.
 */
@Module({
  controllers: [DocumentsController],
  providers: [InvoicingService, InvoicingResolver, OrderInvoicesResolver, AutoInvoiceConsumer],
  exports: [InvoicingService],
})
export class InvoicingModule {}
