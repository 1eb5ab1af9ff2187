import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/** Every back-office operation of commerce is guarded by its key; a customer reads only their orders. */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    orders: 'sales.orders.list',
    cancelOrder: 'sales.orders.cancel',
  },
  customer: ['myOrders'],
  open: [],
});
