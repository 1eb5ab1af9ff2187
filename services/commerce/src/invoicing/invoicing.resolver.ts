import { Args, Context, Mutation, Parent, Query, ResolveField, ResolveReference, Resolver } from '@nestjs/graphql';
import { ANONYMOUS, CurrentIdentity, Identity, RequirePermission, loadByKey, loadGroupsByKey, perRequest } from '@guide/platform';
import type { OrderEntity } from '../orders/order.entity';
import type { QueryInvoicesArgs } from '../generated/graphql';
import { InvoiceLineRow, InvoiceRow, InvoicingService, invoicePdfPath } from './invoicing.service';

type Ctx = object;

/** Per request: an order's invoices, an invoice's lines and its order, each in one query per page. */
function loaders(service: InvoicingService) {
  return perRequest(() => ({
    byOrder: loadGroupsByKey(
      (ids: string[]) => service.invoicesOfOrders(ids),
      (r: InvoiceRow) => r.orderId,
    ),
    lines: loadGroupsByKey(
      (ids: string[]) => service.linesOf(ids),
      (r: InvoiceLineRow) => r.invoiceId,
    ),
    orders: loadByKey(
      (ids: string[]) => service.ordersByIds(ids),
      (o: OrderEntity) => o.id,
    ),
  }));
}

@Resolver('Invoice')
export class InvoicingResolver {
  private readonly loaders: ReturnType<typeof loaders>;

  constructor(private readonly invoicing: InvoicingService) {
    this.loaders = loaders(invoicing);
  }

  @Query('invoices')
  @RequirePermission('sales.invoices.list')
  invoices(@Args() args: QueryInvoicesArgs) {
    return this.invoicing.list(args);
  }

  @Mutation('createInvoice')
  @RequirePermission('sales.invoices.create')
  createInvoice(@Args('orderId') orderId: string, @CurrentIdentity() identity: Identity) {
    return this.invoicing.createInvoice(orderId, identity);
  }

  /** Federation: an invoice is resolved only for its customer or staff (see InvoicingService.visibleTo). */
  @ResolveReference()
  resolveReference(ref: { id: string }, context?: { identity?: Identity }) {
    return this.invoicing.visibleTo(ref.id, context?.identity ?? ANONYMOUS);
  }

  @ResolveField('order')
  order(@Parent() invoice: InvoiceRow, @Context() ctx: Ctx) {
    return this.loaders(ctx).orders.load(invoice.orderId);
  }

  @ResolveField('lines')
  lines(@Parent() invoice: InvoiceRow, @Context() ctx: Ctx) {
    return this.loaders(ctx).lines.load(invoice.id);
  }

  @ResolveField('issuedAt')
  issuedAt(@Parent() invoice: InvoiceRow) {
    return new Date(invoice.issuedAt);
  }

  @ResolveField('pdfUrl')
  pdfUrl(@Parent() invoice: InvoiceRow) {
    return invoicePdfPath(invoice.id);
  }
}

/** Order.invoices, oldest first (the order itself was already checked for the caller). */
@Resolver('Order')
export class OrderInvoicesResolver {
  private readonly loaders: ReturnType<typeof loaders>;

  constructor(invoicing: InvoicingService) {
    this.loaders = loaders(invoicing);
  }

  @ResolveField('invoices')
  invoices(@Parent() order: OrderEntity, @Context() ctx: Ctx) {
    return this.loaders(ctx).byOrder.load(order.id);
  }
}
