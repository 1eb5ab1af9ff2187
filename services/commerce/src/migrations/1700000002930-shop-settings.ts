import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shop settings as data (issue 25): tax rates per category and country, shipping rate tables (what
 * the former shipping/shipping-methods.ts hard-coded), inventory sources' priority and switch, currencies. Placed
 * orders keep the VAT rates they were placed with (order_lines.vat_rate_tenths, orders.shipping_vat_rate_tenths):
 * a rate changed later never reaches them. Rates are in tenths of a percent (5.5 % = 55), as money.ts counts.
 */
export class ShopSettings1700000002930 implements MigrationInterface {
  name = 'ShopSettings1700000002930';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE tax_rates (
      category text NOT NULL CHECK (category IN ('STANDARD','INTERMEDIATE','REDUCED','SUPER_REDUCED')),
      country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
      rate_tenths int NOT NULL CHECK (rate_tenths BETWEEN 0 AND 1000),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (category, country)
    )`);
    // France: today's rates. The EU countries the shop ships to: their standard rate (2026); their other
    // categories fall back to France's until staff set them. Switzerland is outside the EU: no row.
    await q.query(`INSERT INTO tax_rates (category, country, rate_tenths) VALUES
      ('STANDARD','FR',200), ('INTERMEDIATE','FR',100), ('REDUCED','FR',55), ('SUPER_REDUCED','FR',21),
      ('STANDARD','BE',210), ('STANDARD','LU',170), ('STANDARD','DE',190), ('STANDARD','ES',210), ('STANDARD','IT',220)`);

    // What a placed order was taxed at (older rows: France's rates of their category, all there was).
    await q.query('ALTER TABLE order_lines ADD COLUMN vat_rate_tenths int CHECK (vat_rate_tenths BETWEEN 0 AND 1000)');
    await q.query(`UPDATE order_lines SET vat_rate_tenths = CASE tax_category
      WHEN 'INTERMEDIATE' THEN 100 WHEN 'REDUCED' THEN 55 WHEN 'SUPER_REDUCED' THEN 21 ELSE 200 END`);
    await q.query('ALTER TABLE orders ADD COLUMN shipping_vat_rate_tenths int CHECK (shipping_vat_rate_tenths BETWEEN 0 AND 1000)');
    await q.query('UPDATE orders SET shipping_vat_rate_tenths = 200');

    await q.query(`CREATE TABLE shipping_rate_tables (
      code text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
      name_en text CHECK (char_length(name_en) <= 120),
      delay text CHECK (char_length(delay) <= 120),
      delay_en text CHECK (char_length(delay_en) <= 120),
      enabled boolean NOT NULL DEFAULT true,
      countries text[] NOT NULL,
      free_above_cents int CHECK (free_above_cents >= 0),
      bands jsonb NOT NULL,
      position int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // Today's methods. Their "per extra kg" beyond the last band becomes bands up to the carrier's 30 kg
    // (same prices); the pick-up in Beaune keeps its open band.
    const seed: [string, string, string, string, string, string[], [number | null, number][]][] = [
      [
        'colissimo',
        'Colissimo à domicile',
        'Colissimo home delivery',
        '2 à 3 jours ouvrés',
        '2 to 3 working days',
        ['FR'],
        [
          [250, 595],
          [500, 695],
          [1000, 795],
          [2000, 895],
          [5000, 1395],
          [10000, 2095],
          [15000, 2845],
          [20000, 3595],
          [30000, 5095],
        ],
      ],
      [
        'relay',
        'Point relais',
        'Pick-up point',
        '3 à 5 jours ouvrés',
        '3 to 5 working days',
        ['FR'],
        [
          [1000, 450],
          [5000, 690],
          [20000, 1290],
          [30000, 2290],
        ],
      ],
      ['pickup', 'Retrait à Beaune', 'Collect in Beaune', 'Dès le lendemain', 'From the next day', ['FR'], [[null, 0]]],
      [
        'international',
        'Colissimo international',
        'Colissimo international',
        '4 à 8 jours ouvrés',
        '4 to 8 working days',
        ['BE', 'CH', 'LU', 'DE', 'ES', 'IT'],
        [
          [500, 1450],
          [2000, 1990],
          [5000, 2990],
          [10000, 4490],
          [20000, 7490],
          [30000, 10490],
        ],
      ],
    ];
    for (const [i, [code, name, nameEn, delay, delayEn, countries, bands]] of seed.entries())
      await q.query(
        `INSERT INTO shipping_rate_tables (code, name, name_en, delay, delay_en, countries, bands, position) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [code, name, nameEn, delay, delayEn, countries, JSON.stringify(bands.map(([upToGrams, priceCents]) => ({ upToGrams, priceCents }))), i + 1],
      );

    // Orders take stock from enabled sources, lowest priority number first.
    await q.query('ALTER TABLE inventory_sources ADD COLUMN priority int NOT NULL DEFAULT 100 CHECK (priority BETWEEN 0 AND 10000)');
    await q.query('ALTER TABLE inventory_sources ADD COLUMN enabled boolean NOT NULL DEFAULT true');
    await q.query(`UPDATE inventory_sources SET priority = CASE WHEN code = 'default' THEN 0 ELSE 100 END`);

    await q.query(`CREATE TABLE currencies (
      code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
      name text NOT NULL,
      name_en text NOT NULL,
      symbol text NOT NULL,
      decimals int NOT NULL CHECK (decimals BETWEEN 0 AND 4),
      enabled boolean NOT NULL DEFAULT false,
      rate_from_eur numeric(18, 8) CHECK (rate_from_eur > 0),
      position int NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (code <> 'EUR' OR (enabled AND rate_from_eur IS NULL)),
      CHECK (code = 'EUR' OR NOT enabled OR rate_from_eur IS NOT NULL)
    )`);
    await q.query(`INSERT INTO currencies (code, name, name_en, symbol, decimals, enabled, position) VALUES
      ('EUR', 'Euro', 'Euro', '€', 2, true, 0),
      ('GBP', 'Livre sterling', 'Pound sterling', '£', 2, false, 1),
      ('CHF', 'Franc suisse', 'Swiss franc', 'CHF', 2, false, 2),
      ('USD', 'Dollar américain', 'US dollar', '$', 2, false, 3)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE currencies');
    await q.query('ALTER TABLE inventory_sources DROP COLUMN enabled');
    await q.query('ALTER TABLE inventory_sources DROP COLUMN priority');
    await q.query('DROP TABLE shipping_rate_tables');
    await q.query('ALTER TABLE orders DROP COLUMN shipping_vat_rate_tenths');
    await q.query('ALTER TABLE order_lines DROP COLUMN vat_rate_tenths');
    await q.query('DROP TABLE tax_rates');
  }
}
