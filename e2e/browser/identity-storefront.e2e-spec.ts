import {
  ChangePasswordDocument,
  CreateAddressDocument,
  DeleteAddressDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  MyAddressesDocument,
  MyEstablishmentsDocument,
  MyProfileDocument,
  RefreshSessionDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResendVerificationEmailDocument,
  ResetPasswordDocument,
  UpdateProfileDocument,
  VerifyEmailDocument,
  type AddressFieldsFragment,
  type CustomerProfileFieldsFragment,
} from '../../frontends/storefront/src/gql/graphql';
import { useBrowserSuite, type GraphQLRequest } from './browser';
import { answer, refusal, type Stubbed } from './stubs';

/**
 * The storefront's sign-in pages and account area, built, behind the real web server; GraphQL answered by a
 * STUB gateway (see browser.ts) that plays the identity subgraph per operation name. The real identity
 * service, cookies included, is covered by the platform e2e suite.
 */
describe('storefront identity screens (browser, stub gateway)', () => {
  const suite = useBrowserSuite();

  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const heading = (name: string | RegExp) => suite.page.getByRole('heading', { level: 1, name }).waitFor();

  const CUSTOMER: Stubbed<CustomerProfileFieldsFragment> = {
    __typename: 'Customer',
    id: 'c-1',
    email: 'claire@example.fr',
    customerType: 'INDIVIDUAL',
    firstName: 'Claire',
    lastName: 'Martin',
    gender: null,
    birthDate: null,
    company: null,
    phone: '+33612345678',
    corporateName: null,
    tradeName: null,
    siret: null,
    website: null,
  };

  /** The identity subgraph as the storefront sees it: one customer, a session flag, addresses in memory. */
  function playIdentity({ signedIn = false } = {}) {
    const state = { signedIn, addresses: [] as Stubbed<AddressFieldsFragment>[] };
    const me = () => (state.signedIn ? CUSTOMER : null);
    answer(suite.gateway, MeDocument, () => ({ data: { me: me() } }));
    answer(suite.gateway, RefreshSessionDocument, () =>
      state.signedIn
        ? { data: { refreshSession: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 900_000).toISOString() } } }
        : refusal('UNAUTHENTICATED'),
    );
    answer(suite.gateway, LoginDocument, () => {
      state.signedIn = true;
      return { data: { login: { __typename: 'AuthSession', expiresAt: new Date(Date.now() + 900_000).toISOString() } } };
    });
    answer(suite.gateway, LogoutDocument, () => {
      state.signedIn = false;
      return { data: { logout: true } };
    });
    answer(suite.gateway, MyProfileDocument, () => (state.signedIn ? { data: { me: me() } } : refusal('UNAUTHENTICATED')));
    answer(suite.gateway, MyAddressesDocument, () => ({
      data: { me: state.signedIn ? { __typename: 'Customer', id: CUSTOMER.id, addresses: state.addresses } : null },
    }));
    answer(suite.gateway, MyEstablishmentsDocument, () => refusal('GRAPHQL_VALIDATION_FAILED', 'Cannot query field "myEstablishments" on type "Query".'));
    return state;
  }

  async function signIn(redirect = '') {
    await suite.page.goto(`${suite.stack.baseUrl}/login${redirect}`);
    await suite.page.getByTestId('login-email').fill('claire@example.fr');
    await suite.page.getByTestId('login-password').fill('Secret123!');
    await suite.page.getByTestId('login-submit').click();
  }

  describe('register', () => {
    it('checks the fields in French before calling the API, with a live strength meter', async () => {
      const { page, stack } = suite;
      playIdentity();
      await page.goto(`${stack.baseUrl}/register`);
      await heading('Créer un compte');
      expect(await page.title()).toBe('Créer un compte · Guide Gourmand');
      await page.getByTestId('register-submit').click();
      expect(await page.getByTestId('register-last-name-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(await page.getByTestId('register-first-name-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(await page.getByTestId('register-email-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(await page.getByTestId('register-password-error').textContent()).toBe('Ce champ est obligatoire.');

      await page.getByTestId('register-last-name').fill('M'.repeat(36));
      await page.getByTestId('register-email').fill('claire@exemple');
      await page.getByTestId('register-phone').fill('12345');
      await page.getByTestId('register-first-name').click();
      expect(await page.getByTestId('register-last-name-error').textContent()).toBe('35 caractères au maximum : raccourcissez ce nom.');
      expect(await page.getByTestId('register-email-error').textContent()).toBe('Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.');
      expect(await page.getByTestId('register-phone-error').textContent()).toBe('Saisissez un numéro de téléphone valide, par exemple 06 12 34 56 78.');

      // The meter follows the shared passwordStrength: empty, then weak while a rule is missing, then strong.
      const meter = page.getByTestId('password-strength');
      expect(await meter.getAttribute('data-score')).toBe('0');
      await page.getByTestId('register-password').fill('abc');
      expect(await meter.getAttribute('data-score')).toBe('1');
      expect(await page.getByTestId('password-strength-label').textContent()).toContain('très faible');
      expect(await page.getByTestId('password-rule-uppercase').getAttribute('class')).toBeNull();
      await page.getByTestId('register-password').fill('Abcdefg1');
      expect(await meter.getAttribute('data-score')).toBe('2');
      await page.getByTestId('register-password').fill('Gourmand-2025!x');
      expect(await meter.getAttribute('data-score')).toBe('4');
      expect(await page.getByTestId('password-strength-label').textContent()).toContain('excellente');
      expect(await page.getByTestId('password-rule-special').getAttribute('class')).toBe('is-met');

      await page.getByTestId('register-password').fill('abcdefgh');
      await page.getByTestId('register-password-confirmation').fill('autre');
      await page.getByTestId('register-submit').click();
      expect(await page.getByTestId('register-password-error').textContent()).toContain("Choisissez un mot de passe d'au moins 8 caractères avec un chiffre");
      expect(await page.getByTestId('register-password-confirmation-error').textContent()).toBe(
        'Les deux mots de passe sont différents : saisissez le même mot de passe.',
      );
      expect(sent('Register')).toHaveLength(0);
    });

    it('shows the professional fields for professionals and checks the SIRET key', async () => {
      const { page, stack } = suite;
      playIdentity();
      await page.goto(`${stack.baseUrl}/register`);
      await heading('Créer un compte');
      expect(await page.getByTestId('register-professional').count()).toBe(0);
      await page.getByTestId('register-customer-type-PROFESSIONAL').check();
      await page.getByTestId('register-professional').waitFor();
      for (const label of ['Raison sociale', 'Nom commercial', 'SIRET', 'Site web']) {
        expect(await page.getByTestId('register-professional').getByLabel(label).count()).toBe(1);
      }
      await page.getByTestId('register-siret').fill('732 829 320 00075');
      await page.getByTestId('register-website').fill('pas un site');
      await page.getByTestId('register-submit').click();
      expect(await page.getByTestId('register-corporate-name-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(await page.getByTestId('register-siret-error').textContent()).toContain("Ce SIRET n'est pas valide");
      expect(await page.getByTestId('register-website-error').textContent()).toContain('Saisissez une adresse de site valide');

      await page.getByTestId('register-customer-type-INDIVIDUAL').check();
      await page.getByTestId('register-professional').waitFor({ state: 'detached' });
    });

    it('puts the server EMAIL_TAKEN on the email field, then creates the account without signing in', async () => {
      const { page, gateway, stack } = suite;
      playIdentity();
      let calls = 0;
      answer(gateway, RegisterDocument, ({ variables }) => {
        calls++;
        if (calls === 1) return refusal('CONFLICT', 'An account already exists with this email address', { fieldErrors: { email: 'EMAIL_TAKEN' } });
        return { data: { register: { __typename: 'Customer', id: 'c-2', email: variables.input.email } } };
      });
      await page.goto(`${stack.baseUrl}/register`);
      await page.getByTestId('register-customer-type-PROFESSIONAL').check();
      await page.getByTestId('register-last-name').fill('  Martin ');
      await page.getByTestId('register-first-name').fill('Claire');
      await page.getByTestId('register-email').fill('Claire@Example.fr');
      await page.getByTestId('register-phone').fill('06 12 34 56 78');
      await page.getByTestId('register-corporate-name').fill('Auberge du Pont SARL');
      await page.getByTestId('register-siret').fill('732 829 320 00074');
      await page.getByTestId('register-website').fill('www.auberge-du-pont.fr');
      await page.getByTestId('register-password').fill('Gourmand-2025!x');
      await page.getByTestId('register-password-confirmation').fill('Gourmand-2025!x');
      await page.getByTestId('register-submit').click();
      await page.getByTestId('register-email-error').waitFor();
      expect(await page.getByTestId('register-email-error').textContent()).toBe(
        'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse.',
      );
      expect(sent('Register')[0].variables.input).toEqual({
        customerType: 'PROFESSIONAL',
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'Claire@Example.fr',
        phone: '06 12 34 56 78',
        password: 'Gourmand-2025!x',
        passwordConfirmation: 'Gourmand-2025!x',
        corporateName: 'Auberge du Pont SARL',
        tradeName: null,
        siret: '732 829 320 00074',
        website: 'www.auberge-du-pont.fr',
        locale: 'fr',
      });

      await page.getByTestId('register-email').fill('claire.martin@example.fr');
      await page.getByTestId('register-submit').click();
      await heading('Compte créé : vérifiez votre e-mail');
      expect(await page.getByTestId('register-success-notice').textContent()).toContain('claire.martin@example.fr');
      await page.getByTestId('toast').filter({ hasText: 'Compte créé : vérifiez votre e-mail' }).waitFor();
      expect(sent('Login')).toHaveLength(0);
      expect(await page.getByTestId('nav-login').textContent()).toBe('Connexion');
    });

    it('speaks English under /en/register', async () => {
      const { page, stack } = suite;
      playIdentity();
      await page.goto(`${stack.baseUrl}/en/register`);
      await heading('Create an account');
      await page.getByTestId('register-email').fill('nope');
      await page.getByTestId('register-submit').click();
      expect(await page.getByTestId('register-last-name-error').textContent()).toBe('This field is required.');
      expect(await page.getByTestId('register-email-error').textContent()).toBe('Enter a valid email address, for example name@example.com.');
      await page.getByTestId('register-password').fill('Abcdefg1');
      expect(await page.getByTestId('password-strength-label').textContent()).toBe('Password strength: weak');
      expect(await page.getByTestId('nav-login').textContent()).toBe('Sign in');
    });
  });

  describe('email verification', () => {
    it('confirms the address from the emailed link', async () => {
      const { page, gateway, stack } = suite;
      playIdentity();
      answer(gateway, VerifyEmailDocument, () => ({ data: { verifyEmail: true } }));
      await page.goto(`${stack.baseUrl}/verify-email/abc123`);
      await heading('Adresse e-mail confirmée');
      expect(sent('VerifyEmail').map((r) => r.variables)).toEqual([{ token: 'abc123' }]);
      await page.getByTestId('verify-email-login').click();
      await page.waitForURL(`${stack.baseUrl}/login`);
    });

    it('offers to resend the email when the link has expired', async () => {
      const { page, gateway, stack } = suite;
      playIdentity();
      answer(gateway, VerifyEmailDocument, () => refusal('BAD_USER_INPUT', 'This link has expired', { fieldErrors: { token: 'TOKEN_EXPIRED' } }));
      answer(gateway, ResendVerificationEmailDocument, () => ({ data: { resendVerificationEmail: true } }));
      await page.goto(`${stack.baseUrl}/verify-email/old-token`);
      await heading('Lien expiré');
      await page.getByTestId('resend-email').fill('claire@example.fr');
      await page.getByTestId('resend-submit').click();
      await page.getByTestId('resend-sent').waitFor();
      expect(sent('ResendVerificationEmail').map((r) => r.variables)).toEqual([{ email: 'claire@example.fr' }]);
    });
  });

  describe('password reset', () => {
    it('asks for the link (unknown email on the field), then sets a new password and goes to login', async () => {
      const { page, gateway, stack } = suite;
      playIdentity();
      answer(gateway, RequestPasswordResetDocument, ({ variables }) =>
        variables.email === 'inconnu@example.fr'
          ? refusal('BAD_USER_INPUT', 'No account uses this email address', { fieldErrors: { email: 'EMAIL_UNKNOWN' } })
          : { data: { requestPasswordReset: true } },
      );
      answer(gateway, ResetPasswordDocument, () => ({ data: { resetPassword: true } }));
      await page.goto(`${stack.baseUrl}/login`);
      await page.getByTestId('login-forgot').click();
      await heading('Mot de passe oublié');
      await page.getByTestId('forgot-email').fill('inconnu@example.fr');
      await page.getByTestId('forgot-submit').click();
      await page.getByTestId('forgot-email-error').waitFor();
      expect(await page.getByTestId('forgot-email-error').textContent()).toBe("Aucun compte n'utilise cette adresse e-mail. Vérifiez-la ou créez un compte.");
      await page.getByTestId('forgot-email').fill('claire@example.fr');
      await page.getByTestId('forgot-submit').click();
      await page.getByTestId('forgot-password-sent').waitFor();
      expect(await page.getByTestId('forgot-password-sent').textContent()).toContain('Votre demande a bien été enregistrée.');

      await page.goto(`${stack.baseUrl}/reset-password/tok-1`);
      await heading('Nouveau mot de passe');
      await page.getByTestId('reset-password').fill('faible');
      await page.getByTestId('reset-submit').click();
      expect(await page.getByTestId('reset-password-error').textContent()).toContain("Choisissez un mot de passe d'au moins 8 caractères");
      expect(sent('ResetPassword')).toHaveLength(0);
      await page.getByTestId('reset-password').fill('Nouveau-Mdp-2025');
      await page.getByTestId('reset-password-confirmation').fill('Nouveau-Mdp-2025');
      await page.getByTestId('reset-submit').click();
      await page.waitForURL(`${stack.baseUrl}/login`);
      await page.getByTestId('toast').filter({ hasText: 'Mot de passe réinitialisé' }).waitFor();
      expect(sent('ResetPassword')[0].variables).toEqual({ token: 'tok-1', password: 'Nouveau-Mdp-2025', passwordConfirmation: 'Nouveau-Mdp-2025' });
    });
  });

  describe('login', () => {
    it('gives one generic message for refused credentials, then signs in and goes to the account', async () => {
      const { page, gateway, stack } = suite;
      const identity = playIdentity();
      answer(gateway, LoginDocument, () => refusal('UNAUTHENTICATED', 'Invalid email or password'));
      await page.goto(`${stack.baseUrl}/login`);
      await heading('Connexion');
      await page.getByTestId('login-submit').click();
      expect(await page.getByTestId('login-email-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(sent('Login')).toHaveLength(0);

      await page.getByTestId('login-email').fill('claire@example.fr');
      await page.getByTestId('login-password').fill('wrong');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      expect(await page.getByTestId('login-error').textContent()).toBe(
        'Adresse e-mail ou mot de passe incorrect.Vérifiez vos identifiants de connexion puis réessayez.',
      );

      answer(gateway, LoginDocument, () => {
        identity.signedIn = true;
        return { data: { login: { __typename: 'AuthSession', expiresAt: new Date().toISOString() } } };
      });
      await page.getByTestId('login-remember').check();
      await page.getByTestId('login-password').fill('Secret123!');
      await page.getByTestId('login-submit').click();
      await page.waitForURL(`${stack.baseUrl}/account/profile`);
      await heading('Mon profil');
      expect(sent('Login').pop()?.variables).toEqual({ email: 'claire@example.fr', password: 'Secret123!', rememberMe: true });
      expect(await page.getByTestId('nav-account').textContent()).toBe('Mon compte');
      expect(await page.getByTestId('nav-logout').textContent()).toBe('Déconnexion');
      await page.getByTestId('toast').filter({ hasText: 'Vous êtes connecté.' }).waitFor();
      // Cookie session: the app sends no token, only its name for the gateway.
      for (const request of gateway.requests) {
        expect(request.headers.authorization).toBeUndefined();
        expect(request.headers['x-guide-client']).toBe('storefront');
      }
    });

    it('says when the email is not verified and resends the email', async () => {
      const { page, gateway } = suite;
      playIdentity();
      answer(gateway, LoginDocument, () => refusal('EMAIL_NOT_VERIFIED', 'Confirm your email address before signing in'));
      answer(gateway, ResendVerificationEmailDocument, () => ({ data: { resendVerificationEmail: true } }));
      await signIn();
      await page.getByTestId('login-unverified').waitFor();
      expect(await page.getByTestId('login-unverified').textContent()).toContain("Votre adresse e-mail n'est pas encore confirmée.");
      await page.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).click();
      await page.getByTestId('resend-sent').waitFor();
      expect(sent('ResendVerificationEmail').map((r) => r.variables)).toEqual([{ email: 'claire@example.fr' }]);
    });

    it('shows the attempt limit with a toast and a link to the 429 page', async () => {
      const { page, gateway } = suite;
      playIdentity();
      answer(gateway, LoginDocument, () => refusal('TOO_MANY_REQUESTS', 'Maximum login attempts reached', { retryAfterSeconds: 600 }));
      await signIn();
      await page.getByTestId('toast').filter({ hasText: 'Nombre maximal de tentatives de connexion atteint' }).waitFor();
      expect(await page.getByTestId('login-error').textContent()).toContain('Nombre maximal de tentatives de connexion atteint');
      await page.getByTestId('too-many-requests-link').click();
      await heading('Trop de requêtes');
    });

    it('signs out from the header', async () => {
      const { page, stack } = suite;
      playIdentity({ signedIn: true });
      await page.goto(`${stack.baseUrl}/`);
      await page.getByTestId('nav-logout').click();
      await page.waitForURL(`${stack.baseUrl}/`);
      await page.getByTestId('nav-login').waitFor();
      expect(sent('Logout')).toHaveLength(1);
      await page.getByTestId('toast').filter({ hasText: 'Vous êtes déconnecté.' }).waitFor();
    });
  });

  describe('account area', () => {
    it('sends a visitor to the login page and back to the page asked for', async () => {
      const { page, stack } = suite;
      playIdentity();
      await page.goto(`${stack.baseUrl}/account/addresses`);
      await page.waitForURL(`${stack.baseUrl}/login?redirect=%2Faccount%2Faddresses`);
      expect(sent('RefreshSession').length).toBeGreaterThanOrEqual(1); // the null `me` was confirmed by a refresh attempt
      await page.getByTestId('login-email').fill('claire@example.fr');
      await page.getByTestId('login-password').fill('Secret123!');
      await page.getByTestId('login-submit').click();
      await page.waitForURL(`${stack.baseUrl}/account/addresses`);
      await heading('Mes adresses');
    });

    it('keeps a customer whose access cookie expired signed in through one refresh', async () => {
      const { page, gateway, stack } = suite;
      const identity = playIdentity({ signedIn: true });
      let expired = true;
      answer(gateway, MeDocument, () => ({ data: { me: expired ? null : CUSTOMER } }));
      answer(gateway, RefreshSessionDocument, () => {
        expired = false;
        return { data: { refreshSession: { __typename: 'AuthSession', expiresAt: new Date().toISOString() } } };
      });
      await page.goto(`${stack.baseUrl}/account/profile`);
      await heading('Mon profil');
      expect(identity.signedIn).toBe(true);
      expect(sent('RefreshSession')).toHaveLength(1);
    });

    it('saves the profile with a French birth date', async () => {
      const { page, gateway, stack } = suite;
      playIdentity({ signedIn: true });
      answer(gateway, UpdateProfileDocument, ({ variables }) => ({ data: { updateProfile: { ...CUSTOMER, ...variables.input } } }));
      await page.goto(`${stack.baseUrl}/account`);
      await page.waitForURL(`${stack.baseUrl}/account/profile`);
      await heading('Mon profil');
      expect(await page.getByTestId('account-hello').textContent()).toBe('Bonjour Claire');
      expect(await page.getByTestId('profile-email').inputValue()).toBe('claire@example.fr');
      expect(await page.getByTestId('profile-email').getAttribute('readonly')).not.toBeNull();
      expect(await page.getByTestId('profile-phone').inputValue()).toBe('06.12.34.56.78');
      for (const [entry, label] of [
        ['orders', 'Mes commandes'],
        ['quotes', 'Mes devis'],
        ['wishlist', "Ma liste d'envies"],
      ]) {
        // The shop's account pages exist now: real links, no "bientôt".
        expect(await page.getByTestId(`account-menu-${entry}`).textContent()).toBe(label);
        expect(await page.getByTestId(`account-menu-${entry}`).getAttribute('href')).toBe(`/account/${entry}`);
      }
      expect(await page.getByTestId('account-menu-establishment').count()).toBe(0); // not an owner

      expect(await page.getByTestId('profile-gender').getByText('Mme', { exact: true }).count()).toBe(1);
      await page.getByTestId('profile-gender-FEMALE').check();
      await page.getByTestId('profile-birth-date').fill('31/02/1985');
      await page.getByTestId('profile-submit').click();
      expect(await page.getByTestId('profile-birth-date-error').textContent()).toBe('Saisissez une date passée au format JJ/MM/AAAA, par exemple 14/07/1985.');
      expect(sent('UpdateProfile')).toHaveLength(0);

      await page.getByTestId('profile-birth-date').fill('');
      await page.getByTestId('profile-birth-date').pressSequentially('14071985');
      expect(await page.getByTestId('profile-birth-date').inputValue()).toBe('14/07/1985');
      await page.getByTestId('profile-company').fill('Auberge du Pont');
      await page.getByTestId('profile-submit').click();
      await page.getByTestId('toast').filter({ hasText: 'Votre profil a été mis à jour.' }).waitFor();
      // The toast leaves the save button free (issue 21): nothing is drawn over its centre.
      expect(
        await page.getByTestId('profile-submit').evaluate((button) => {
          const r = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
        }),
      ).toBe(true);
      expect(sent('UpdateProfile')[0].variables.input).toEqual({
        firstName: 'Claire',
        lastName: 'Martin',
        gender: 'FEMALE',
        birthDate: '1985-07-14',
        company: 'Auberge du Pont',
        phone: '06.12.34.56.78',
      });
    });

    it('echoes the CSRF cookie on mutations and shows the 419 page when the gateway refuses it', async () => {
      const { page, gateway, stack, context } = suite;
      playIdentity({ signedIn: true });
      await context.addCookies([{ name: 'guide_csrf', value: 'csrf-token-1', url: stack.baseUrl }]);
      answer(gateway, UpdateProfileDocument, () => refusal('FORBIDDEN', 'Page expired: reload the page and try again', { reason: 'CSRF_TOKEN_INVALID' }));
      await page.goto(`${stack.baseUrl}/account/profile`);
      await heading('Mon profil');
      await page.getByTestId('profile-submit').click();
      await heading('Page expirée');
      expect(sent('UpdateProfile')[0].headers['x-csrf-token']).toBe('csrf-token-1');
    });

    it('shows the owner entry to customers who own establishments', async () => {
      const { page, gateway, stack } = suite;
      playIdentity({ signedIn: true });
      answer(gateway, MyEstablishmentsDocument, () => ({ data: { myEstablishments: [{ __typename: 'Establishment', id: 'e-1' }] } }));
      await page.goto(`${stack.baseUrl}/account/profile`);
      await page.getByTestId('account-menu-establishment').waitFor();
      expect(await page.getByTestId('account-menu-establishment').getAttribute('href')).toBe('/account/establishment');
    });

    it('adds a delivery address, then deletes it after confirming', async () => {
      const { page, gateway, stack } = suite;
      const identity = playIdentity({ signedIn: true });
      answer(gateway, CreateAddressDocument, ({ variables }) => {
        const { input } = variables;
        // The created address is what was sent (the app sends every field, as asserted below), with the API's nulls.
        const address: Stubbed<AddressFieldsFragment> = {
          __typename: 'Address',
          id: 'a-1',
          type: input.type,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company ?? null,
          street: input.street,
          additionalAddress: input.additionalAddress ?? null,
          postalCode: input.postalCode,
          city: input.city,
          country: input.country,
          phone: input.phone ?? null,
          isDefault: input.isDefault ?? false,
        };
        identity.addresses.push(address);
        return { data: { createAddress: address } };
      });
      answer(gateway, DeleteAddressDocument, ({ variables }) => {
        identity.addresses = identity.addresses.filter((a) => a.id !== variables.id);
        return { data: { deleteAddress: true } };
      });
      await page.goto(`${stack.baseUrl}/account/addresses`);
      await heading('Mes adresses');
      expect(await page.getByTestId('addresses-DELIVERY').textContent()).toContain('Aucune adresse de livraison pour le moment.');
      await page.getByTestId('address-add-DELIVERY').click();
      await heading('Nouvelle adresse de livraison');
      expect(await page.getByTestId('address-last-name').inputValue()).toBe('Martin'); // prefilled with the customer's names
      await page.getByTestId('address-postal-code').fill('6900');
      await page.getByTestId('address-submit').click();
      expect(await page.getByTestId('address-street-error').textContent()).toBe('Ce champ est obligatoire.');
      expect(await page.getByTestId('address-postal-code-error').textContent()).toBe(
        'Saisissez un code postal valide (5 chiffres en France, par exemple 69001).',
      );
      await page.getByTestId('address-street').fill('12 rue de la République');
      await page.getByTestId('address-postal-code').fill('69002');
      await page.getByTestId('address-city').fill('Lyon');
      await page.getByTestId('address-default-checkbox').check();
      await page.getByTestId('address-submit').click();
      await page.waitForURL(`${stack.baseUrl}/account/addresses`);
      await page.getByTestId('toast').filter({ hasText: "L'adresse a été ajoutée." }).waitFor();
      expect(sent('CreateAddress')[0].variables.input).toEqual({
        type: 'DELIVERY',
        firstName: 'Claire',
        lastName: 'Martin',
        company: null,
        street: '12 rue de la République',
        additionalAddress: null,
        postalCode: '69002',
        city: 'Lyon',
        country: 'FR',
        phone: null,
        isDefault: true,
      });
      const card = page.getByTestId('addresses-DELIVERY').getByTestId('address-card');
      await card.waitFor();
      expect(await card.textContent()).toContain('69002 Lyon');
      expect(await card.getByTestId('address-default').textContent()).toBe('Par défaut');

      await card.getByTestId('address-delete').click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer cette adresse ?' });
      await dialog.waitFor();
      await dialog.getByTestId('confirm-cancel').click();
      await dialog.waitFor({ state: 'hidden' });
      expect(sent('DeleteAddress')).toHaveLength(0);
      await card.getByTestId('address-delete').click();
      await dialog.getByTestId('confirm-ok').click();
      await page.getByTestId('toast').filter({ hasText: "L'adresse a été supprimée." }).waitFor();
      expect(sent('DeleteAddress').map((r) => r.variables)).toEqual([{ id: 'a-1' }]);
      await page.getByText('Aucune adresse de livraison pour le moment.').waitFor();
    });

    it('changes the password, counts down and signs the customer out after 5 seconds', async () => {
      const { page, gateway, stack } = suite;
      const identity = playIdentity({ signedIn: true });
      let calls = 0;
      answer(gateway, ChangePasswordDocument, () => {
        calls++;
        return calls === 1
          ? refusal('BAD_USER_INPUT', 'The current password is not correct', { fieldErrors: { currentPassword: 'PASSWORD_INCORRECT' } })
          : { data: { changePassword: true } };
      });
      // The page's clock, so the five seconds pass when the test says (time still flows between).
      await page.clock.install();
      await page.goto(`${stack.baseUrl}/account/password`);
      await heading('Mot de passe');
      await page.getByTestId('password-current').fill('wrong');
      await page.getByTestId('password-new').fill('Nouveau-Mdp-2025');
      await page.getByTestId('password-new-confirmation').fill('Nouveau-Mdp-2025');
      await page.getByTestId('password-submit').click();
      await page.getByTestId('password-current-error').waitFor();
      expect(await page.getByTestId('password-current-error').textContent()).toBe('Mot de passe actuel incorrect : vérifiez-le puis réessayez.');

      await page.getByTestId('password-current').fill('Secret123!');
      await page.getByTestId('password-submit').click();
      const countdown = page.getByTestId('password-countdown');
      await countdown.waitFor();
      expect(await countdown.textContent()).toBe('Par sécurité, vous allez être déconnecté dans 5 secondes.');
      // Second by second: each tick's timer is set once React has shown the previous one.
      for (const seconds of [4, 3, 2, 1]) {
        await page.clock.runFor(1000);
        await page.locator(`[data-testid="password-countdown"][data-seconds="${seconds}"]`).waitFor();
      }
      expect(sent('Logout')).toHaveLength(0); // still signed in after four seconds
      await page.clock.runFor(1000);
      await page.waitForURL(`${stack.baseUrl}/login?reason=password-changed`);
      expect(sent('ChangePassword').pop()?.variables).toEqual({
        currentPassword: 'Secret123!',
        password: 'Nouveau-Mdp-2025',
        passwordConfirmation: 'Nouveau-Mdp-2025',
      });
      expect(sent('Logout')).toHaveLength(1);
      expect(identity.signedIn).toBe(false);
      await page.getByTestId('login-password-changed').waitFor();
      expect(await page.getByTestId('nav-login').textContent()).toBe('Connexion');
    });

    it("switches the customer's area to English in the page (its strings are a chunk of their own)", async () => {
      const { page, stack } = suite;
      playIdentity({ signedIn: true });
      await page.goto(`${stack.baseUrl}/account/profile`);
      await heading('Mon profil');
      await page.getByTestId('lang-en').click();
      await page.waitForURL(`${stack.baseUrl}/en/account/profile`);
      // The customer's English strings came with the switch: no key shows instead of a text.
      await heading('My profile');
      expect(await page.getByTestId('account-hello').textContent()).toBe('Hello Claire');
    });

    it('speaks English under /en/account, guard included', async () => {
      const { page, stack } = suite;
      playIdentity();
      await page.goto(`${stack.baseUrl}/en/account`);
      await page.waitForURL(`${stack.baseUrl}/en/login?redirect=%2Fen%2Faccount`);
      await heading('Sign in');
      await page.getByTestId('login-email').fill('claire@example.fr');
      await page.getByTestId('login-password').fill('Secret123!');
      await page.getByTestId('login-submit').click();
      await page.waitForURL(`${stack.baseUrl}/en/account/profile`);
      await heading('My profile');
      expect(await page.getByTestId('profile-gender').textContent()).toContain('MsMrOther');
      expect(await page.getByTestId('nav-account').textContent()).toBe('My account');
      await page.getByTestId('account-menu-password').click();
      await heading('Password');
      await page.getByTestId('password-submit').click();
      expect(await page.getByTestId('password-current-error').textContent()).toBe('This field is required.');
    });
  });
});
