import { bootTestSubgraph, describePermissionCoverage } from '@guide/platform/testing';
import { AppModule, SERVICE } from './app.module';

/**
 * Every back-office operation of commerce is guarded by its key; customers reach their orders, quotes,
 * wishlist and checkout; carts and the shop's lists are open to guests.
 */
describePermissionCoverage({
  boot: () => bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg)),
  backOffice: {
    orders: 'sales.orders.list',
    order: 'sales.orders.view',
    cancelOrder: 'sales.orders.cancel',
    confirmOrderPayment: 'sales.transactions.create',
    commentQuote: 'sales.quotes.comment',
    priceQuote: 'sales.quotes.comment',
    convertQuote: 'sales.quotes.convert',
    setStock: 'catalog.products.update',
    coupons: 'marketing.coupons.list',
    createCoupon: 'marketing.coupons.create',
    deleteCoupon: 'marketing.coupons.delete',
    // promotions (issue 24)
    updateCoupon: 'marketing.coupons.update',
    deleteCoupons: 'marketing.coupons.mass-delete',
    promotions: 'marketing.promotions.list',
    promotion: 'marketing.promotions.list',
    promotionConditions: 'marketing.promotions.list',
    promotionActions: 'marketing.promotions.list',
    createPromotion: 'marketing.promotions.create',
    updatePromotion: 'marketing.promotions.update',
    deletePromotions: 'marketing.promotions.delete',
    generateCoupons: 'marketing.coupons.create',
    // after the order (issue 23)
    shipments: 'sales.shipments.list',
    createShipment: 'sales.shipments.create',
    markShipmentDelivered: 'sales.shipments.create',
    invoices: 'sales.invoices.list',
    createInvoice: 'sales.invoices.create',
    payments: 'sales.transactions.list',
    refunds: 'sales.refunds.list',
    createRefund: 'sales.refunds.create',
    returnRequests: 'sales.rma.list',
    returnRequest: 'sales.rma.view',
    setReturnStatus: 'sales.rma.update',
    // Events commerce could not apply (its product projection, its mailer): platform parked-events API.
    commerceParkedEvents: 'settings.configuration.view',
    replayCommerceParkedEvent: 'settings.configuration.update',
    discardCommerceParkedEvent: 'settings.configuration.update',
  },
  customer: [
    'myOrders',
    'myQuotes',
    'myOrder',
    'myWishlist',
    'addToWishlist',
    'removeFromWishlist',
    'mergeCart',
    'setCartAddresses',
    'setShippingMethod',
    'placeOrder',
    'requestQuote',
    'convertQuoteToOrder',
    'payTestOrder',
    'payOrder',
    'myReturns',
    'myReturn',
    'createReturnRequest',
    'updateMyReturnRequest',
    'closeMyReturnRequest',
  ],
  // its customer, or staff with sales.rma.update (the service decides once it has read the request)
  checkedByService: { addReturnMessage: 'sales.rma.update' },
  open: ['cart', 'shippingMethods', 'paymentMethods', 'addToCart', 'updateCartLine', 'removeCartLine', 'applyCoupon', 'removeCoupon'],
});
