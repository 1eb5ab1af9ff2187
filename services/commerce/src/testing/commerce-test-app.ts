import { randomUUID } from 'node:crypto';
import { create, toBinary } from '@bufbuild/protobuf';
import { DataSource } from 'typeorm';
import { Events, ProductChangedSchema, ProductDeletedSchema, SettingsChangedSchema } from '@guide/proto-schemas';
import { EventBus, Identity, MailMessage, MailSender, SettingsReader } from '@guide/platform';
import type { SettingsGroupCode } from '@guide/vocabulary';
import { TestSubgraph, bootTestSubgraph, testSubgraphConfig } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { CommerceConfig } from '../commerce.config';
import { InventoryService } from '../inventory/inventory.service';
import { ProductProjectionConsumer } from '../products/product-projection.consumer';

/** Mails "sent" by the commerce mailer in tests (the SMTP edge replaced). */
export class FakeMailSender implements MailSender {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
  close(): void {}
  async waitFor(predicate: (m: MailMessage) => boolean, timeoutMs = 10_000): Promise<MailMessage> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = this.sent.find(predicate);
      if (found) return found;
      if (Date.now() > end) throw new Error(`No such mail among ${this.sent.length}: ${this.sent.map((m) => m.subject).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export interface CommerceTestApp extends TestSubgraph {
  db: DataSource;
  mails: FakeMailSender;
  /** Projects a catalog product as catalog's event would (through the consumer's handler). */
  product(p: Partial<ProductInit> & { sku: string }): Promise<string>;
  deleteProduct(id: string, sku: string): Promise<void>;
  stock(productId: string, quantity: number, source?: string): Promise<void>;
  stockOf(productId: string): Promise<number>;
  /**
   * Saves a settings group as the cms would (`cms.settings.changed` through the service's real consumer) and
   * waits until the in-memory copy has it (the copy's NOTIFY): the service reads it from then on, no restart.
   */
  settings(group: SettingsGroupCode, values: Record<string, unknown>): Promise<void>;
}

export interface ProductInit {
  id: string;
  sku: string;
  name: string;
  priceCents: number;
  taxCategory: string;
  weightGrams: number;
  published: boolean;
  updatedAt: string;
  categoryIds: string[];
  customerGroupCodes: string[];
}

/** Versions of the settings changes the tests send (each newer than the last, as the cms's are). */
let settingsVersion = 0;

export async function bootCommerce(overrides: Partial<CommerceConfig> = {}): Promise<CommerceTestApp> {
  const mails = new FakeMailSender();
  // Products are written straight into the projection here, so an unknown one is a test's own "nobody created
  // it": a short wait (product-arrival.int-spec.ts tests the wait itself with the default).
  const config = { ...(await testSubgraphConfig(SERVICE)), PRODUCT_ARRIVAL_WAIT_MS: 300, ...overrides } as CommerceConfig;
  const t = await bootTestSubgraph(SERVICE, () => AppModule.forRoot(config, { mailSender: () => mails }), config);
  const db = t.app.get(DataSource);
  const consumer = t.app.get(ProductProjectionConsumer);
  return {
    ...t,
    db,
    mails,
    async product(p) {
      const id = p.id ?? randomUUID();
      const data = create(ProductChangedSchema, {
        id,
        sku: p.sku,
        slug: p.sku.toLowerCase(),
        name: p.name ?? `Produit ${p.sku}`,
        priceCents: p.priceCents ?? 1000,
        currency: 'EUR',
        taxCategory: p.taxCategory ?? 'STANDARD',
        weightGrams: p.weightGrams ?? 500,
        hasWeight: true,
        published: p.published ?? true,
        categoryIds: p.categoryIds ?? [],
        customerGroupCodes: p.customerGroupCodes ?? [],
        updatedAt: p.updatedAt ?? new Date().toISOString(),
      });
      await db.transaction((manager) =>
        consumer.handle({ id: randomUUID(), type: Events.productUpdated.type, key: id, occurredAt: new Date().toISOString(), data }, manager),
      );
      return id;
    },
    async deleteProduct(id, sku) {
      const data = create(ProductDeletedSchema, { id, sku });
      await db.transaction((manager) =>
        consumer.handle({ id: randomUUID(), type: Events.productDeleted.type, key: id, occurredAt: new Date().toISOString(), data }, manager),
      );
    },
    async stock(productId, quantity, source) {
      await t.app.get(InventoryService).setStock(productId, quantity, source);
    },
    async settings(group, values) {
      const consumer = t.app.get(EventBus).consumer('commerce.settings')!;
      const version = ++settingsVersion;
      const payload = toBinary(
        SettingsChangedSchema,
        create(SettingsChangedSchema, { group, valuesJson: JSON.stringify(values), version, updatedAt: new Date().toISOString() }),
      );
      const outcome = await consumer.deliver({
        id: randomUUID(),
        type: Events.settingsChanged.type,
        key: group,
        payload,
        occurredAt: new Date().toISOString(),
      });
      if (outcome !== 'applied') throw new Error(`settings change ${outcome}`);
      const reader = t.app.get(SettingsReader);
      const expected = JSON.stringify({ ...reader.group(group), ...values });
      for (const end = Date.now() + 5_000; JSON.stringify(reader.group(group)) !== expected; ) {
        if (Date.now() > end) throw new Error(`settings ${group} not applied in memory: ${JSON.stringify(reader.group(group))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stockOf(productId) {
      const [{ total }] = await db.query('SELECT coalesce(sum(quantity), 0)::int AS total FROM stock_levels WHERE product_id = $1', [productId]);
      return total;
    },
  };
}

/** A signed-in customer as the gateway forwards it (with the email the order mails go to). */
export const shopper = (n: number | string = 1): Identity & { kind: 'customer' } => {
  const hex = typeof n === 'number' ? n.toString(16).padStart(12, '0') : n;
  return { kind: 'customer', id: `00000000-0000-4000-8000-${hex}`, email: `client${n}@example.com` };
};

export const FR_ADDRESS = {
  firstName: 'Alice',
  lastName: 'Martin',
  street: '12 rue Carnot',
  postalCode: '21200',
  city: 'Beaune',
  country: 'FR',
  phone: '03 80 00 00 00',
};

export const CART_FIELDS = `id subTotalCents discountCents shippingCents vatCents totalCents currency couponCode itemCount
  lines { id quantity unitPriceCents totalCents limitedByStock product { id inStock stockQuantity } }
  billingAddress { firstName lastName postalCode city country } deliveryAddress { city country }
  shippingMethod { code name priceCents delay }`;

export const ORDER_FIELDS = `id number status customerId subTotalCents discountCents shippingCents vatCents totalCents currency couponCode
  paymentMethod comment convertedToNumber paymentInstructions
  lines { productId sku name quantity unitPriceCents totalCents taxCategory }
  billingAddress { firstName lastName city } deliveryAddress { city } shippingMethod { code name priceCents }
  comments { body fromStaff } customer { id }`;

/** Fills the customer's cart and checkout steps: lines, addresses, shipping method. */
export async function readyCart(t: CommerceTestApp, who: Identity, lines: [string, number][], shipping = 'colissimo') {
  for (const [productId, quantity] of lines) {
    const res = await t.gql('mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { id } }', { p: productId, q: quantity }, who);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  const a = await t.gql('mutation($b: OrderAddressInput!) { setCartAddresses(billing: $b) { id } }', { b: FR_ADDRESS }, who);
  if (a.errors) throw new Error(JSON.stringify(a.errors));
  const s = await t.gql('mutation($c: String!) { setShippingMethod(code: $c) { id } }', { c: shipping }, who);
  if (s.errors) throw new Error(JSON.stringify(s.errors));
}

/** Outbox rows of a type (the relay may have published them: they stay, marked). */
export async function outboxTypes(t: CommerceTestApp, key?: string): Promise<string[]> {
  const rows = await t.db.query(`SELECT type FROM outbox ${key ? 'WHERE key = $1' : ''} ORDER BY occurred_at, id`, key ? [key] : []);
  return rows.map((r: { type: string }) => r.type);
}
