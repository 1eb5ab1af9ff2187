import type { DataSource } from 'typeorm';
import { demoSeedProductId } from '../products/demo-stock';

/**
 * DEMO DATA (SEED_DEMO_DATA): an automatic sale on one box of the demo catalogue (the storefront shows
 * its struck price), a code promotion and free delivery from 80 €. Stable ids: seeding twice changes nothing.
 */
const DEMO = [
  {
    id: '00000000-0000-4000-a024-000000000001',
    name: 'Coffret fromages : -20 %',
    couponCode: null,
    priority: 10,
    conditions: [],
    actions: [{ code: 'product_percentage_discount', args: { productIds: [demoSeedProductId('COFFRET-FROMAGES')], percent: 20 } }],
  },
  {
    id: '00000000-0000-4000-a024-000000000002',
    name: 'Gourmand : -15 % dès 60 €',
    couponCode: 'GOURMAND15',
    priority: 5,
    conditions: [{ code: 'minimum_order_amount', args: { amountCents: 6000 } }],
    actions: [{ code: 'order_percentage_discount', args: { percent: 15 } }],
  },
  {
    id: '00000000-0000-4000-a024-000000000003',
    name: 'Livraison offerte dès 80 €',
    couponCode: null,
    priority: 0,
    conditions: [{ code: 'minimum_order_amount', args: { amountCents: 8000 } }],
    actions: [{ code: 'free_shipping', args: {} }],
  },
];

export async function seedDemoPromotions(dataSource: DataSource): Promise<void> {
  for (const p of DEMO)
    await dataSource.query(
      `INSERT INTO promotions (id, name, enabled, coupon_code, priority, conditions, actions) VALUES ($1, $2, true, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [p.id, p.name, p.couponCode, p.priority, JSON.stringify(p.conditions), JSON.stringify(p.actions)],
    );
}
