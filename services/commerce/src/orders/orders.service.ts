import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere } from 'typeorm';
import { Identity, badInput, hasPermission, notFound, paginate } from '@guide/platform';
import { OrderEntity } from './order.entity';
import { ORDER_STATUSES, OrderStatus, assertTransition } from './order-status';

export interface OrderListArgs {
  first?: number | null;
  after?: string | null;
  status?: string | null;
}

/** Who may read one order through a federation reference: its customer, or staff who may view orders. */
export const ORDER_VIEW_PERMISSION = 'sales.orders.view';

@Injectable()
export class OrdersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listForCustomer(customerId: string, args: OrderListArgs) {
    return this.list({ customerId }, args);
  }

  async listAll(args: OrderListArgs) {
    if (args.status != null && !ORDER_STATUSES.includes(args.status as OrderStatus)) throw badInput({ status: 'INVALID_CHOICE' });
    return this.list(args.status ? { status: args.status as OrderStatus } : {}, args);
  }

  async visibleTo(id: string, identity: Identity): Promise<OrderEntity | null> {
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ id });
    if (!order) return null;
    if (identity.kind === 'customer' && identity.id === order.customerId) return order;
    return hasPermission(identity, ORDER_VIEW_PERMISSION) ? order : null;
  }

  cancel(id: string): Promise<OrderEntity> {
    return this.transition(id, 'CANCELED');
  }

  /** Every status change goes through here, so the table in order-status.ts is the only rule. */
  async transition(id: string, to: OrderStatus): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => {
      const repo = manager.getRepository(OrderEntity);
      const order = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order');
      assertTransition(order.status, to);
      order.status = to;
      return repo.save(order);
    });
  }

  private async list(where: FindOptionsWhere<OrderEntity>, args: OrderListArgs) {
    return paginate(args, (page) => this.dataSource.getRepository(OrderEntity).findAndCount({ where, order: { placedAt: 'DESC', id: 'ASC' }, ...page }));
  }
}
