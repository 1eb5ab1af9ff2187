import { RegisterDocument, RegistrationOptionsDocument } from '../../frontends/storefront/src/gql/graphql';
import { until, useBrowserSuite } from './browser';
import { answer } from './stubs';

/**
 * What the storefront reads of Settings › Configuration (identity's `registrationOptions`), with a STUB gateway:
 * while staff turned professional accounts off, the registration form offers no choice and registers a
 * personal account.
 */
describe('settings readers in the storefront (browser, stub gateway)', () => {
  const suite = useBrowserSuite();

  it('hides the professional choice while professional accounts are off, and registers a personal account', async () => {
    const { page, stack, gateway } = suite;
    answer(gateway, RegistrationOptionsDocument, () => ({
      data: { registrationOptions: { __typename: 'RegistrationOptions', professionalAccounts: false } },
    }));
    answer(gateway, RegisterDocument, () => ({ data: { register: { __typename: 'Customer', id: 'c-9', email: 'lea@example.fr' } } }));
    await page.goto(`${stack.baseUrl}/register`);
    await page.getByTestId('register-last-name').waitFor();
    await until(() => gateway.requests.some((r) => r.operationName === 'RegistrationOptions'), 'the registration options asked');
    await page.getByTestId('register-customer-type').waitFor({ state: 'detached' });

    await page.getByTestId('register-last-name').fill('Durand');
    await page.getByTestId('register-first-name').fill('Léa');
    await page.getByTestId('register-email').fill('lea@example.fr');
    await page.getByTestId('register-password').fill('Radium88!x');
    await page.getByTestId('register-password-confirmation').fill('Radium88!x');
    await page.getByTestId('register-submit').click();
    const sent = await until(() => gateway.requests.find((r) => r.operationName === 'Register'), 'the registration sent');
    expect((sent.variables.input as { customerType: string }).customerType).toBe('INDIVIDUAL');
  });
});
