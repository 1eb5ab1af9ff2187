import { BootedPlatform, eventually, gql } from './boot';

/**
 * What several e2e suites do before an order: sign in as the seeded admin, sign a new customer up, create a
 * stocked product under a unique SKU, and fill the customer's cart up to the point where placeOrder can run.
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

/** The subjects and bodies of the mails the platform's mail catcher holds for `to`. */
export async function mailsTo(platform: BootedPlatform, to: string): Promise<string[]> {
  const messages = (await (await fetch(`http://127.0.0.1:${platform.ports.mailWeb}/email`)).json()) as {
    to: { address: string }[];
    subject: string;
    html?: string;
    text?: string;
  }[];
  return messages.filter((m) => m.to.some((t) => t.address === to)).map((m) => `${m.subject} ${m.html ?? ''} ${m.text ?? ''}`);
}

/**
 * A customer of the suite's own, signed up, address confirmed through the mail, signed in: suites run side by
 * side on the shared platform, and a cart shared with another suite (the seeded customer's) changes under it.
 * `email` must be unique to the run.
 */
export async function signUpCustomer(platform: BootedPlatform, email: string): Promise<Headers> {
  const gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
  const password = 'Gourmet2026!';
  const input = { customerType: 'INDIVIDUAL', firstName: 'Camille', lastName: 'Martin', email, password, passwordConfirmation: password, locale: 'fr' };
  expect((await gql(gateway, 'mutation($input: RegisterInput!) { register(input: $input) { id } }', { input })).errors).toBeUndefined();
  const verify = /\/verify-email\/([A-Za-z0-9_-]+)/;
  const { value: mail } = await eventually(async () => (await mailsTo(platform, email)).find((body) => verify.test(body)), 15_000);
  expect((await gql(gateway, 'mutation($t: String!) { verifyEmail(token: $t) }', { t: verify.exec(mail)![1] })).data?.verifyEmail).toBe(true);
  const login = await gql(gateway, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', { e: email, p: password });
  return { authorization: `Bearer ${login.data.login.accessToken}` };
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
