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
    convertQuote: 'sales.quotes.convert',
    setStock: 'catalog.products.update',
    coupons: 'marketing.coupons.list',
    createCoupon: 'marketing.coupons.create',
    deleteCoupon: 'marketing.coupons.delete',
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
  ],
  open: ['cart', 'shippingMethods', 'paymentMethods', 'addToCart', 'updateCartLine', 'removeCartLine', 'applyCoupon', 'removeCoupon'],
});
