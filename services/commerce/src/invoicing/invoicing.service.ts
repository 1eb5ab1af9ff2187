import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  Identity,
  SERVICE_CONFIG,
  SettingsReader,
  actorOf,
  badInput,
  likeContains,
  conflict,
  hasPermission,
  notFound,
  paginate,
  publicWebUrl,
  writeEvent,
} from '@guide/platform';
import { Events } from '@guide/proto-schemas';
import type { CommerceConfig } from '../commerce.config';
import { OrderEntity, isQuote } from '../orders/order.entity';
import { nextNumber } from '../orders/order-number';
import { settleOrder, unitsOf } from '../orders/order-progress';
import { Buyer, DocumentLine, OrderLineToInvoice, VatLine, buyerOf, invoiceDraft } from './document-lines';
import { PdfDocumentInput, renderDocumentPdf } from './document-pdf';
import { Seller, missingCompanyDetails, sellerOf } from './seller';

/** An invoice row as the resolvers serve it (lines apart, batched). */
export interface InvoiceRow {
  id: string;
  number: string;
  orderId: string;
  issuedAt: Date;
  shippingCents: number;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  vatLines: VatLine[];
  currency: string;
  seller: Seller;
  buyer: Buyer;
}

export type InvoiceLineRow = DocumentLine & { invoiceId: string };

/** Who may fetch any document (PDF) and see any invoice by reference. */
export const PRINT_PERMISSION = 'sales.invoices.print';
export const MAX_INVOICE_SEARCH = 120;

const INVOICE_COLUMNS = `i.id, i.number, i.order_id AS "orderId", i.issued_at AS "issuedAt", i.shipping_cents AS "shippingCents",
  i.discount_cents AS "discountCents", i.total_cents AS "totalCents", i.vat_cents AS "vatCents", i.vat_lines AS "vatLines",
  trim(i.currency) AS currency, i.seller, i.buyer`;

const LINE_COLUMNS = `invoice_id AS "invoiceId", product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents",
  total_cents AS "totalCents", vat_rate_percent::float8 AS "vatRatePercent"`;

/** The document's path on the web origin (gateway and web server route /documents/** to commerce). */
export const invoicePdfPath = (id: string) => `/documents/invoices/${id}.pdf`;
export const creditNotePdfPath = (id: string) => `/documents/credit-notes/${id}.pdf`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A document's PDF as the controller sends it. */
export interface PdfFile {
  filename: string;
  body: Buffer;
}

/**
 * Invoices: issued from what an order has not been invoiced for yet, numbered F-YYYY-NNNNNN without
 * gaps, never changed afterwards (seller and buyer copied in). One transaction each: order row locked,
 * number, invoice and lines, commerce.order.invoiced, and the order settled (COMPLETED once shipped too).
 */
@Injectable()
export class InvoicingService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: CommerceConfig,
    private readonly settings: SettingsReader,
  ) {}

  /** Production without the company details: said at start (invoices are refused until they are filled in). */
  onApplicationBootstrap(): void {
    if (this.config.NODE_ENV !== 'production') return;
    const missing = missingCompanyDetails(this.settings.group('general'));
    if (missing.length)
      new Logger('Invoicing').warn(`Company details missing (${missing.join(', ')}): no invoice can be issued until they are set in Settings › Configuration`);
  }

  /** The seller as Settings › Configuration › General says now (each invoice keeps its own copy). */
  private get seller(): Seller {
    return sellerOf(this.settings.group('general'), this.config.NODE_ENV === 'production');
  }

  /** Back office: createInvoice. */
  createInvoice(orderId: string, by: Identity): Promise<InvoiceRow> {
    if (!UUID.test(orderId)) throw notFound('Order');
    return this.dataSource.transaction((manager) => this.issue(manager, orderId, actorOf(by)));
  }

  /**
   * Issues the invoice of what is left to invoice, in the caller's transaction. Refusals: NOT_FOUND for
   * an unknown order or a quote; CONFLICT status = INVALID_TRANSITION unless PROCESSING or COMPLETED;
   * CONFLICT order = ALREADY_INVOICED when nothing is left.
   */
  async issue(manager: EntityManager, orderId: string, actorId: string | null): Promise<InvoiceRow> {
    const order = await manager.getRepository(OrderEntity).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
    if (!order || isQuote(order)) throw notFound('Order');
    if (order.status !== 'PROCESSING' && order.status !== 'COMPLETED')
      throw conflict(`Order ${order.number} cannot be invoiced while ${order.status}`, { status: 'INVALID_TRANSITION' });
    const units = await unitsOf(manager, orderId);
    const lines: OrderLineToInvoice[] = await manager.query(
      `SELECT product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents", total_cents AS "totalCents", tax_category AS "taxCategory",
              discount_cents AS "discountCents", vat_rate_tenths AS "vatRateTenths"
       FROM order_lines WHERE order_id = $1 ORDER BY position`,
      [orderId],
    );
    const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM invoices WHERE order_id = $1', [orderId]);
    const draft = invoiceDraft(lines, new Map(units.map((u) => [u.productId, u.invoiced])), order, count === 0);
    if (!draft) throw conflict(`Order ${order.number} has nothing left to invoice`, { order: 'ALREADY_INVOICED' });

    const seller = this.seller; // incomplete company details in production: refused before any write
    const issuedAt = new Date();
    const number = await nextNumber(manager, 'invoice', issuedAt);
    const buyer = buyerOf(order);
    const [row] = await manager.query(
      `INSERT INTO invoices (number, order_id, issued_at, shipping_cents, discount_cents, total_cents, vat_cents, vat_lines, currency, seller, buyer, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        number,
        orderId,
        issuedAt,
        draft.shippingCents,
        draft.discountCents,
        draft.totalCents,
        draft.vatCents,
        JSON.stringify(draft.vatLines),
        order.currency,
        JSON.stringify(seller),
        JSON.stringify(buyer),
        actorId,
      ],
    );
    const id: string = row.id;
    await manager.query(
      `INSERT INTO invoice_lines (invoice_id, position, product_id, sku, name, quantity, unit_price_cents, total_cents, vat_rate_percent)
       SELECT $1, l.position, l.product_id, l.sku, l.name, l.quantity, l.unit_price_cents, l.total_cents, l.vat_rate_percent
       FROM jsonb_to_recordset($2::jsonb) AS l(position int, product_id uuid, sku text, name text, quantity int, unit_price_cents int, total_cents int, vat_rate_percent numeric)`,
      [
        id,
        JSON.stringify(
          draft.lines.map((l, position) => ({
            position,
            product_id: l.productId,
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            unit_price_cents: l.unitPriceCents,
            total_cents: l.totalCents,
            vat_rate_percent: l.vatRatePercent,
          })),
        ),
      ],
    );
    await writeEvent(manager, Events.orderInvoiced, orderId, {
      invoiceId: id,
      invoiceNumber: number,
      orderId,
      orderNumber: order.number,
      customerId: order.customerId,
      email: order.customerEmail ?? '',
      firstName: order.customerFirstName ?? buyer.firstName,
      locale: order.locale,
      totalCents: draft.totalCents,
      vatCents: draft.vatCents,
      currency: order.currency,
      pdfUrl: `${publicWebUrl(this.config)}${invoicePdfPath(id)}`,
      issuedAt: issuedAt.toISOString(),
    });
    await settleOrder(manager, orderId, actorId);
    return {
      id,
      number,
      orderId,
      issuedAt,
      shippingCents: draft.shippingCents,
      discountCents: draft.discountCents,
      totalCents: draft.totalCents,
      vatCents: draft.vatCents,
      vatLines: draft.vatLines,
      currency: order.currency,
      seller,
      buyer,
    };
  }

  /**
   * Auto-invoicing on payment (the consumer's transaction): issues the invoice unless the order is no
   * longer invoiceable or already invoiced, which is not an error here (a redelivery, a staff member first).
   */
  async issueOnPayment(manager: EntityManager, orderId: string): Promise<InvoiceRow | null> {
    try {
      return await this.issue(manager, orderId, null);
    } catch (error) {
      const fieldErrors = (error as { extensions?: { fieldErrors?: Record<string, string> } }).extensions?.fieldErrors;
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      if (code === 'NOT_FOUND' || fieldErrors?.order === 'ALREADY_INVOICED' || fieldErrors?.status === 'INVALID_TRANSITION') return null;
      throw error;
    }
  }

  // ---- reading --------------------------------------------------------------------------------------

  /** Back office: newest first; search an invoice or order number, a customer's name or email; or one customer's. */
  list(args: { first?: number | null; after?: string | null; search?: string | null; customerId?: string | null }) {
    const search = args.search?.trim().toLowerCase() ?? '';
    if (search.length > MAX_INVOICE_SEARCH) throw badInput({ search: 'TOO_LONG' });
    return paginate(args, async ({ skip, take }) => {
      const params: unknown[] = [];
      const where: string[] = [];
      if (search) {
        params.push(likeContains(search));
        where.push(`i.search_text LIKE $${params.length}`); // its number, the buyer's company and its order's text, trigram-indexed (migration 2700)
      }
      if (args.customerId) {
        params.push(args.customerId);
        where.push(`i.order_id IN (SELECT id FROM orders WHERE customer_id = $${params.length})`); // orders_customer_placed index
      }
      const from = `FROM invoices i ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
      const [rows, [{ total }]] = await Promise.all([
        this.dataSource.query(`SELECT ${INVOICE_COLUMNS} ${from} ORDER BY i.issued_at DESC, i.id LIMIT ${take} OFFSET ${skip}`, params),
        this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params),
      ]);
      return [rows as InvoiceRow[], total as number];
    });
  }

  invoicesOfOrders(orderIds: readonly string[]): Promise<InvoiceRow[]> {
    return this.dataSource.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.order_id = ANY($1) ORDER BY i.order_id, i.issued_at, i.number`, [orderIds]);
  }

  linesOf(invoiceIds: readonly string[]): Promise<InvoiceLineRow[]> {
    return this.dataSource.query(`SELECT ${LINE_COLUMNS} FROM invoice_lines WHERE invoice_id = ANY($1) ORDER BY invoice_id, position`, [invoiceIds]);
  }

  ordersByIds(ids: readonly string[]): Promise<OrderEntity[]> {
    return this.dataSource.getRepository(OrderEntity).createQueryBuilder('o').where('o.id IN (:...ids)', { ids }).getMany();
  }

  async byId(id: string): Promise<InvoiceRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.dataSource.query(`SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1`, [id]);
    return row ?? null;
  }

  /** A federation reference: the order's customer, or staff who list or print invoices or view orders. */
  async visibleTo(id: string, identity: Identity): Promise<InvoiceRow | null> {
    const invoice = await this.byId(id);
    if (!invoice) return null;
    if (identity.kind === 'customer' && identity.id === invoice.buyer.customerId) return invoice;
    const staff = ['sales.invoices.list', PRINT_PERMISSION, 'sales.orders.view'] as const;
    return staff.some((p) => hasPermission(identity, p)) ? invoice : null;
  }

  // ---- documents (PDF) ------------------------------------------------------------------------------

  /** May this caller fetch a document of this customer's order? Its customer, or staff with sales.invoices.print. */
  private mayRead(identity: Identity, customerId: string): boolean {
    return (identity.kind === 'customer' && identity.id === customerId) || hasPermission(identity, PRINT_PERMISSION);
  }

  /** The invoice's PDF, or null (unknown, malformed or not the caller's: the controller answers 404 alike). */
  async invoicePdf(id: string, identity: Identity): Promise<PdfFile | null> {
    const invoice = await this.byId(id);
    if (!invoice || !this.mayRead(identity, invoice.buyer.customerId)) return null;
    const [lines, [order]] = await Promise.all([
      this.linesOf([id]),
      this.dataSource.query(`SELECT number, payment_method AS "paymentMethod", delivery_address->>'country' AS "deliveryCountry" FROM orders WHERE id = $1`, [
        invoice.orderId,
      ]),
    ]);
    const input: PdfDocumentInput = {
      kind: 'invoice',
      number: invoice.number,
      issuedAt: new Date(invoice.issuedAt),
      orderNumber: order?.number ?? '',
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines,
      shippingCents: invoice.shippingCents,
      discountCents: invoice.discountCents,
      totalCents: invoice.totalCents,
      vatCents: invoice.vatCents,
      vatLines: invoice.vatLines,
      currency: invoice.currency,
      deliveryCountry: order?.deliveryCountry ?? null,
      paymentTerms: `Facture acquittée : commande payée à la commande${order?.paymentMethod ? ` (${paymentMethodName(order.paymentMethod)})` : ''}.`,
    };
    return { filename: `${invoice.number}.pdf`, body: await renderDocumentPdf(input) };
  }

  /**
   * A credit note's PDF (refunds table, written by the refunds folder with the same document shape), or
   * null like invoicePdf.
   */
  async creditNotePdf(id: string, identity: Identity): Promise<PdfFile | null> {
    if (!UUID.test(id)) return null;
    const [refund] = await this.dataSource.query(
      `SELECT r.id, r.number, r.order_id AS "orderId", r.created_at AS "createdAt", r.shipping_cents AS "shippingCents",
         r.adjustment_cents AS "adjustmentCents", r.total_cents AS "totalCents", r.vat_cents AS "vatCents", r.vat_lines AS "vatLines",
         trim(r.currency) AS currency, r.seller, r.buyer, r.reason, o.number AS "orderNumber", o.customer_id AS "customerId",
         o.delivery_address->>'country' AS "deliveryCountry"
       FROM refunds r JOIN orders o ON o.id = r.order_id WHERE r.id = $1`,
      [id],
    );
    if (!refund || !this.mayRead(identity, refund.customerId)) return null;
    const [lines, invoices] = await Promise.all([
      this.dataSource.query(
        `SELECT product_id AS "productId", sku, name, quantity, unit_price_cents AS "unitPriceCents", total_cents AS "totalCents",
           vat_rate_percent::float8 AS "vatRatePercent" FROM refund_lines WHERE refund_id = $1 ORDER BY position`,
        [id],
      ),
      this.dataSource.query('SELECT number FROM invoices WHERE order_id = $1 AND issued_at <= $2 ORDER BY issued_at, number', [
        refund.orderId,
        refund.createdAt,
      ]),
    ]);
    const input: PdfDocumentInput = {
      kind: 'credit-note',
      number: refund.number,
      issuedAt: new Date(refund.createdAt),
      orderNumber: refund.orderNumber,
      refersTo: invoices.map((i: { number: string }) => i.number),
      seller: refund.seller,
      buyer: refund.buyer,
      lines,
      shippingCents: refund.shippingCents,
      adjustmentCents: refund.adjustmentCents,
      totalCents: refund.totalCents,
      vatCents: refund.vatCents,
      vatLines: refund.vatLines ?? [],
      currency: refund.currency,
      deliveryCountry: refund.deliveryCountry ?? null,
      reason: refund.reason,
    };
    return { filename: `${refund.number}.pdf`, body: await renderDocumentPdf(input) };
  }
}

const METHOD_NAMES: Record<string, string> = {
  'bank-transfer': 'virement bancaire',
  'test-card': 'carte de test',
  paypal: 'PayPal',
  payzen: 'carte bancaire',
  payplug: 'carte bancaire',
  crypto: 'cryptomonnaie',
};
const paymentMethodName = (code: string) => METHOD_NAMES[code] ?? code;
