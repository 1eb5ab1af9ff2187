import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere } from 'typeorm';
import { Identity, actorOf, badInput, hasPermission, paginate } from '@guide/platform';
import { OrderEntity } from './order.entity';
import { ORDER_MACHINE, OrderStatus } from './order-status';

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
    if (args.status != null && !ORDER_MACHINE.isState(args.status)) throw badInput({ status: 'INVALID_CHOICE' });
    return this.list(args.status ? { status: args.status as OrderStatus } : {}, args);
  }

  async visibleTo(id: string, identity: Identity): Promise<OrderEntity | null> {
    const order = await this.dataSource.getRepository(OrderEntity).findOneBy({ id });
    if (!order) return null;
    if (identity.kind === 'customer' && identity.id === order.customerId) return order;
    return hasPermission(identity, ORDER_VIEW_PERMISSION) ? order : null;
  }

  cancel(id: string, by: Identity): Promise<OrderEntity> {
    return this.transition(id, 'CANCELED', { actorId: actorOf(by) });
  }

  /** Every status change goes through here, so the table in order-status.ts is the only rule (history and event included). */
  async transition(id: string, to: OrderStatus, by: { actorId?: string | null; reason?: string | null } = {}): Promise<OrderEntity> {
    return this.dataSource.transaction(async (manager) => (await ORDER_MACHINE.transition(manager, { target: OrderEntity, id, to, ...by })).row);
  }

  private async list(where: FindOptionsWhere<OrderEntity>, args: OrderListArgs) {
    return paginate(args, (page) => this.dataSource.getRepository(OrderEntity).findAndCount({ where, order: { placedAt: 'DESC', id: 'ASC' }, ...page }));
  }
}
