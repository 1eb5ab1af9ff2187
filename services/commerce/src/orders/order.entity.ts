import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAtColumn } from '@guide/platform';
import type { OrderAddress } from '../cart/address';
import type { OrderStatus } from './order-status';

/** An order or a quote, with everything as it was placed (lines in order_lines, comments in order_comments). */
@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Human-facing number shown to customers and on invoices: YYYY-NNNNNN, quotes D-YYYY-NNNNNN. */
  @Index({ unique: true }) @Column() number: string;
  @Column('text') status: OrderStatus;
  /** QUOTE for a quote request (whatever its status later), ORDER otherwise. */
  @Column('text', { default: 'ORDER' }) kind: 'ORDER' | 'QUOTE';
  @Index() @Column('uuid', { name: 'customer_id' }) customerId: string;
  @Column('int', { name: 'sub_total_cents', default: 0 }) subTotalCents: number;
  @Column('int', { name: 'discount_cents', default: 0 }) discountCents: number;
  @Column('int', { name: 'shipping_cents', default: 0 }) shippingCents: number;
  /** What promotions took off shipping (part of discountCents): a free delivery. */
  @Column('int', { name: 'shipping_discount_cents', default: 0 }) shippingDiscountCents: number;
  @Column('int', { name: 'vat_cents', default: 0 }) vatCents: number;
  /** Shipping's VAT rate when placed (tenths of a percent, migration 2930); null on older rows: 20 %. */
  @Column('int', { name: 'shipping_vat_rate_tenths', nullable: true }) shippingVatRateTenths: number | null;
  @Column('int', { name: 'total_cents' }) totalCents: number;
  @Column('char', { length: 3 }) currency: string;
  @Column('text', { name: 'coupon_code', nullable: true }) couponCode: string | null;
  @Column('jsonb', { name: 'billing_address', nullable: true }) billingAddress: OrderAddress | null;
  @Column('jsonb', { name: 'delivery_address', nullable: true }) deliveryAddress: OrderAddress | null;
  @Column('text', { name: 'shipping_method_code', nullable: true }) shippingMethodCode: string | null;
  @Column('text', { name: 'shipping_method_name', nullable: true }) shippingMethodName: string | null;
  @Column('text', { name: 'payment_method', nullable: true }) paymentMethod: string | null;
  @Column('text', { nullable: true }) comment: string | null;
  @Column('text', { name: 'customer_email', nullable: true }) customerEmail: string | null;
  @Column('text', { name: 'customer_first_name', nullable: true }) customerFirstName: string | null;
  @Column('text', { name: 'customer_last_name', nullable: true }) customerLastName: string | null;
  @Column('text', { default: 'fr' }) locale: string;
  @Column('uuid', { name: 'quote_id', nullable: true }) quoteId: string | null;
  @Column('uuid', { name: 'converted_to_order_id', nullable: true }) convertedToOrderId: string | null;
  /** A quote: when staff first answered or priced it (the customer may order it from then on). */
  @Column({ name: 'quote_answered_at', type: 'timestamptz', nullable: true }) quoteAnsweredAt: Date | null;
  /** A quote: until when its prices hold (set by staff when pricing it); null: no limit. */
  @Column({ name: 'quote_valid_until', type: 'timestamptz', nullable: true }) quoteValidUntil: Date | null;
  @Column('text', { nullable: true }) carrier: string | null;
  @Column('text', { name: 'tracking_number', nullable: true }) trackingNumber: string | null;
  @Column({ name: 'shipped_at', type: 'timestamptz', nullable: true }) shippedAt: Date | null;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt: Date | null;
  @Column({ name: 'placed_at', type: 'timestamptz' }) placedAt: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdatedAtColumn() updatedAt: Date;
}

/** A quote (numbered in its own sequence, D-YYYY-NNNNNN) stays one once converted or canceled. */
export const isQuote = (order: Pick<OrderEntity, 'kind'>) => order.kind === 'QUOTE';
