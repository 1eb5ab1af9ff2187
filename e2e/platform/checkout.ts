import { gql } from './boot';

/**
 * What several e2e suites do before an order: sign in as the seeded admin and customer, create a stocked
 * product under a unique SKU, and fill the customer's cart up to the point where placeOrder can run.
 */
export type Headers = Record<string, string>;

/** A French delivery address every seeded shipping method serves. */
export const BEAUNE_ADDRESS = {
  firstName: 'Camille',
  lastName: 'Martin',
  street: '4 place Carnot',
  postalCode: '21200',
  city: 'Beaune',
  country: 'FR',
  phone: '03.80.22.00.00',
};

export async function signInSeededAdmin(gateway: string): Promise<Headers> {
  const res = await gql(gateway, 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken } }');
  return { authorization: `Bearer ${res.data.adminLogin.accessToken}` };
}

export async function signInSeededCustomer(gateway: string): Promise<Headers> {
  const res = await gql(gateway, 'mutation { login(email: "client@example.com", password: "Client123!") { accessToken } }');
  return { authorization: `Bearer ${res.data.login.accessToken}` };
}

/** A published product with 5 in stock; `sku` must be unique to the run. */
export async function createStockedProduct(gateway: string, admin: Headers, sku: string, name: string): Promise<{ id: string }> {
  const input = { sku, name, priceCents: 450, taxCategory: 'REDUCED', weightGrams: 200, published: true };
  const created = await gql(gateway, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input }, admin);
  expect(created.errors).toBeUndefined();
  const stocked = await gql(
    gateway,
    'mutation($id: ID!) { setStock(productId: $id, quantity: 5) { stockQuantity } }',
    { id: created.data.createProduct.id },
    admin,
  );
  expect(stocked.errors).toBeUndefined();
  return created.data.createProduct;
}

/** The customer's cart holds one of `productId`, with an address and the first shipping method offered. */
export async function prepareCart(gateway: string, customer: Headers, productId: string): Promise<void> {
  expect((await gql(gateway, 'mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { id } }', { p: productId }, customer)).errors).toBeUndefined();
  await gql(gateway, 'mutation($a: OrderAddressInput!) { setCartAddresses(billing: $a) { id } }', { a: BEAUNE_ADDRESS }, customer);
  const [method] = (await gql(gateway, '{ shippingMethods { code } }', {}, customer)).data.shippingMethods;
  await gql(gateway, 'mutation($c: String!) { setShippingMethod(code: $c) { id } }', { c: method.code }, customer);
}
