import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ProductsService } from '../products/products.service';
import { productRef } from '../products/product-ref';

/** A customer's wishlist: product references, newest first (a deleted product leaves it). */
@Injectable()
export class WishlistService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
  ) {}

  async list(customerId: string) {
    const rows: { productId: string }[] = await this.dataSource.query(
      `SELECT w.product_id AS "productId" FROM wishlist_items w JOIN products p ON p.id = w.product_id
       WHERE w.customer_id = $1 AND p.published AND NOT p.deleted ORDER BY w.created_at DESC, w.product_id`,
      [customerId],
    );
    return rows.map((r) => productRef(r.productId));
  }

  async add(customerId: string, productId: string, group: string | null) {
    await this.products.awaitArrival(productId);
    await this.products.sellable(productId, group);
    await this.dataSource.query('INSERT INTO wishlist_items (customer_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [customerId, productId]);
    return this.list(customerId);
  }

  async remove(customerId: string, productId: string) {
    await this.dataSource.query('DELETE FROM wishlist_items WHERE customer_id = $1 AND product_id = $2', [customerId, productId]);
    return this.list(customerId);
  }
}
