import { BootedPlatform, connectPlatform, eventually, gql } from './boot';

/**
 * A customer's whole life through the gateway, with the real mail catcher: register, read the
 * verification email, verify, sign in, profile, addresses, change password (other sessions revoked),
 * reset password, throttling; and the cookie session of a browser with its CSRF token.
 */
describe('identity through the gateway', () => {
  let platform: BootedPlatform;
  let gateway: string;
  let mailApi: string;
  const email = `marie.dupont+${Date.now()}@example.com`;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    platform = connectPlatform();
    gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
    mailApi = `http://127.0.0.1:${platform.ports.mailWeb}/email`;
  }, 240_000);
  const mailTo = async (to: string, pattern: RegExp) =>
    (
      await eventually(async () => {
        const messages = (await (await fetch(mailApi)).json()) as { to: { address: string }[]; subject: string; html: string; text: string }[];
        const found = messages
          .filter((m) => m.to.some((t) => t.address === to))
          .map((m) => `${m.html ?? ''} ${m.text ?? ''}`)
          .find((body) => pattern.test(body));
        return found && pattern.exec(found)![1];
      }, 10_000)
    ).value;

  it('registers an unverified account and refuses sign-in until the emailed link is followed', async () => {
    const input = {
      customerType: 'INDIVIDUAL',
      firstName: 'Marie',
      lastName: 'Dupont',
      email,
      phone: '06.12.34.56.78',
      password: 'Gourmet2026!',
      passwordConfirmation: 'Gourmet2026!',
      locale: 'fr',
    };
    const reg = await gql(gateway, `mutation($input: RegisterInput!) { register(input: $input) { id email emailVerified } }`, { input });
    expect(reg.errors).toBeUndefined();
    expect(reg.data.register).toMatchObject({ email, emailVerified: false });

    const dup = await gql(gateway, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, { input: { ...input, email: email.toUpperCase() } });
    expect(dup.errors?.[0].extensions).toMatchObject({ fieldErrors: { email: 'EMAIL_TAKEN' } });

    const weak = await gql(gateway, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
      input: { ...input, email: 'x' + email, password: 'faible', passwordConfirmation: 'faible' },
    });
    expect(weak.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(weak.errors?.[0].extensions?.fieldErrors.password).toBeDefined();

    const early = await gql(gateway, `mutation { login(email: "${email}", password: "Gourmet2026!") { accessToken } }`);
    expect(early.errors?.[0].extensions?.code).toBe('EMAIL_NOT_VERIFIED');

    const verificationToken = await mailTo(email, /\/verify-email\/([A-Za-z0-9_-]+)/);
    const verified = await gql(gateway, `mutation($t: String!) { verifyEmail(token: $t) }`, { t: verificationToken });
    expect(verified.data?.verifyEmail).toBe(true);
    const again = await gql(gateway, `mutation($t: String!) { verifyEmail(token: $t) }`, { t: verificationToken });
    expect(again.errors?.length).toBeGreaterThan(0); // single use
  });

  it('signs in, updates the profile and manages addresses', async () => {
    const login = await gql(gateway, `mutation { login(email: "${email}", password: "Gourmet2026!", rememberMe: true) { accessToken expiresAt } }`);
    token = login.data.login.accessToken;
    const me = await gql(gateway, '{ me { email firstName emailVerified } }', {}, auth());
    expect(me.data.me).toEqual({ email, firstName: 'Marie', emailVerified: true });

    const profile = await gql(
      gateway,
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { firstName gender birthDate } }`,
      { input: { firstName: 'Marie-Anne', lastName: 'Dupont', gender: 'FEMALE', birthDate: '1985-04-12' } },
      auth(),
    );
    expect(profile.data.updateProfile).toEqual({ firstName: 'Marie-Anne', gender: 'FEMALE', birthDate: '1985-04-12' });

    const address = {
      type: 'DELIVERY',
      firstName: 'Marie',
      lastName: 'Dupont',
      street: '12 rue des Forges',
      postalCode: '21000',
      city: 'Dijon',
      country: 'FR',
      isDefault: true,
    };
    const created = await gql(gateway, `mutation($input: AddressInput!) { createAddress(input: $input) { id city isDefault } }`, { input: address }, auth());
    expect(created.data.createAddress).toMatchObject({ city: 'Dijon', isDefault: true });
    const bad = await gql(
      gateway,
      `mutation($input: AddressInput!) { createAddress(input: $input) { id } }`,
      { input: { ...address, postalCode: '2100' } },
      auth(),
    );
    expect(bad.errors?.[0].extensions?.fieldErrors).toHaveProperty('postalCode');
    const removed = await gql(gateway, `mutation($id: ID!) { deleteAddress(id: $id) }`, { id: created.data.createAddress.id }, auth());
    expect(removed.data.deleteAddress).toBe(true);
    const anonymous = await gql(gateway, '{ me { email } }');
    expect(anonymous.data.me).toBeNull();
  });

  it('changes the password with the current one and resets it from the emailed link', async () => {
    const wrong = await gql(
      gateway,
      `mutation { changePassword(currentPassword: "Nope1234!", password: "Nouveau2026!", passwordConfirmation: "Nouveau2026!") }`,
      {},
      auth(),
    );
    expect(wrong.errors?.[0].extensions?.fieldErrors).toEqual({ currentPassword: 'PASSWORD_INCORRECT' });
    const ok = await gql(
      gateway,
      `mutation { changePassword(currentPassword: "Gourmet2026!", password: "Nouveau2026!", passwordConfirmation: "Nouveau2026!") }`,
      {},
      auth(),
    );
    expect(ok.data.changePassword).toBe(true);

    const unknown = await gql(gateway, `mutation { requestPasswordReset(email: "nobody@example.com") }`);
    expect(unknown.errors?.[0].extensions?.fieldErrors).toEqual({ email: 'EMAIL_UNKNOWN' });
    const requested = await gql(gateway, `mutation { requestPasswordReset(email: "${email}") }`);
    expect(requested.data.requestPasswordReset).toBe(true);
    const resetToken = await mailTo(email, /\/reset-password\/([A-Za-z0-9_-]+)/);
    const reset = await gql(gateway, `mutation($t: String!) { resetPassword(token: $t, password: "Encore2026!", passwordConfirmation: "Encore2026!") }`, {
      t: resetToken,
    });
    expect(reset.data.resetPassword).toBe(true);
    const login = await gql(gateway, `mutation { login(email: "${email}", password: "Encore2026!") { accessToken } }`);
    expect(login.data.login.accessToken).toBeTruthy();
  });

  it('refuses an access token within seconds of its logout (the gateway checks the sign-in with identity)', async () => {
    const login = await gql(gateway, `mutation { login(email: "${email}", password: "Encore2026!") { accessToken refreshToken } }`);
    const bearer = { authorization: `Bearer ${login.data.login.accessToken}` };
    expect((await gql(gateway, '{ me { email } }', {}, bearer)).data.me).toEqual({ email });
    const out = await gql(gateway, 'mutation($t: String) { logout(refreshToken: $t) }', { t: login.data.login.refreshToken }, bearer);
    expect(out.data.logout).toBe(true);
    // The token has 15 minutes left, but the gateway's cached answer lasts 5 s: poll, don't sleep.
    const { ms } = await eventually(async () => (await gql(gateway, '{ me { email } }', {}, bearer)).data?.me === null, 6_000);
    expect(ms).toBeLessThan(6_000);
  });

  it('ends repeated failed sign-ins with TOO_MANY_REQUESTS', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await gql(gateway, `mutation { login(email: "${email}", password: "Mauvais2026!") { accessToken } }`);
      codes.push(r.errors?.[0].extensions?.code);
    }
    expect(codes.slice(0, 5).every((c) => c === 'UNAUTHENTICATED')).toBe(true);
    expect(codes[5]).toBe('TOO_MANY_REQUESTS');
  });

  it('gives a browser HttpOnly session cookies and protects its mutations with the CSRF token', async () => {
    const web = `http://127.0.0.1:${platform.ports.web}/graphql`;
    const res = await fetch(web, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-guide-client': 'admin' },
      body: JSON.stringify({ query: 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { expiresAt refreshToken } }' }),
    });
    expect(((await res.json()) as any).data.adminLogin.refreshToken).toBeNull(); // browsers keep it only as an HttpOnly cookie
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('guide_admin_at='))!;
    expect(session).toMatch(/HttpOnly/i);
    const csrf = cookies
      .find((c) => c.startsWith('guide_csrf='))!
      .split(';')[0]
      .split('=')[1];
    const jar = cookies.map((c) => c.split(';')[0]).join('; ');
    const mutation = JSON.stringify({ query: 'mutation { createRole(input: { name: "Rédaction", interface: BACK_OFFICE }) { name } }' });
    const headers = { 'content-type': 'application/json', 'x-guide-client': 'admin', cookie: jar };
    const refused = await fetch(web, { method: 'POST', headers, body: mutation });
    expect(refused.status).toBe(419);
    const accepted = await fetch(web, { method: 'POST', headers: { ...headers, 'x-csrf-token': csrf }, body: mutation });
    const created = (await accepted.json()) as any;
    expect(created.errors).toBeUndefined();
    expect(created.data.createRole.name).toBe('Rédaction');
    const me = await fetch(web, { method: 'POST', headers, body: JSON.stringify({ query: '{ adminMe { email permissions } }' }) });
    const adminMe = ((await me.json()) as any).data.adminMe;
    expect(adminMe.email).toBe('admin@example.com');
    expect(adminMe.permissions).toContain('users.roles.create');
  });
});
