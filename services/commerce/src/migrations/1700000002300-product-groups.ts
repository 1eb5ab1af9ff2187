import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The projection keeps the customer groups a product is reserved to (catalog's customer_group_codes):
 * commerce refuses to sell such a product to anyone outside them.
 */
export class ProductGroups1700000002300 implements MigrationInterface {
  name = 'ProductGroups1700000002300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE products ADD COLUMN customer_group_codes text[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE products DROP COLUMN customer_group_codes');
  }
}
