import { SubmitContactFormDocument } from '../../frontends/storefront/src/gql/graphql';
import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import { answer, refusal } from './stubs';

/**
 * The site's contact form (frontends/storefront/src/forms), server-rendered by the real web server; GraphQL
 * answered by a STUB gateway playing services/cms. The shared schema's errors show in the page's language,
 * the server's fieldErrors land on their fields, throttling and failures have their own message.
 */
describe('storefront contact form (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { viewport: { width: 1280, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const sent = (): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === 'SubmitContactForm');
  const text = async (testId: string) => (await suite.page.getByTestId(testId).textContent())?.trim();
  const fill = async (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) await suite.page.getByTestId(`contact-${name}`).fill(value);
  };
  const good = {
    lastName: 'Durand',
    firstName: 'Claire',
    email: 'Claire@Exemple.fr',
    postalCode: '21000',
    city: 'Dijon',
    subject: 'Une auberge à signaler',
    message: 'Bonjour,\nUne belle adresse à Beaune.',
  };

  it('shows the errors in French, then the server refusals, then succeeds', async () => {
    const { page } = suite;
    const answers = [
      refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { subject: 'TOO_LONG' } }),
      refusal('TOO_MANY_REQUESTS'),
      refusal('INTERNAL_SERVER_ERROR'),
      { data: { submitContactForm: true } },
    ];
    answer(suite.gateway, SubmitContactFormDocument, () => answers.shift());
    await page.goto(url('/contact'));
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    expect(await page.title()).toBe('Nous contacter · Guide Gourmand');

    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-lastName-error').waitFor();
    for (const name of ['lastName', 'firstName', 'email', 'postalCode', 'city', 'subject', 'message']) {
      expect(await text(`contact-${name}-error`)).toBe('Ce champ est obligatoire.');
    }
    expect(await page.getByTestId('contact-company-error').count()).toBe(0);
    expect(await page.getByTestId('contact-lastName').getAttribute('aria-invalid')).toBe('true');

    await fill({ ...good, email: 'pas-un-email', postalCode: '2100' });
    await page.getByTestId('contact-submit').click();
    await until(
      async () => (await text('contact-email-error').catch(() => undefined)) === 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
      'the email message',
    );
    expect(await text('contact-postalCode-error')).toBe('Saisissez un code postal valide (5 chiffres en France, par exemple 69001).');
    expect(await page.getByTestId('contact-lastName-error').count()).toBe(0);
    expect(sent()).toHaveLength(0);

    // The server's fieldErrors on their field.
    await fill({ email: 'claire@exemple.fr', postalCode: '21000' });
    await page.getByTestId('contact-newsletter').check();
    await page.getByTestId('contact-submit').click();
    await until(
      async () => (await text('contact-subject-error').catch(() => undefined)) === 'Ce texte est trop long : raccourcissez-le.',
      'TOO_LONG on the subject',
    );
    expect(sent()[0].variables.input).toEqual({
      kind: 'CONTACT',
      lastName: 'Durand',
      firstName: 'Claire',
      company: null,
      email: 'claire@exemple.fr',
      address: null,
      postalCode: '21000',
      city: 'Dijon',
      subject: 'Une auberge à signaler',
      message: 'Bonjour,\nUne belle adresse à Beaune.',
      newsletter: true,
      website: null,
      locale: 'fr',
    });

    // Throttled, then a failure, then accepted.
    await page.getByTestId('contact-subject').fill('Une auberge');
    await page.getByTestId('contact-submit').click();
    await until(async () => (await text('contact-error').catch(() => undefined))?.startsWith('Vous avez envoyé trop de demandes'), 'the 429 message');
    await page.getByTestId('contact-submit').click();
    await until(
      async () => (await text('contact-error').catch(() => undefined)) === 'Une erreur est survenue, merci de réessayer plus tard',
      'the failure message',
    );
    suite.problems.length = 0; // the failed call is logged by the app
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await text('contact-sent')).toBe('Votre demande a bien été envoyée');
    expect(await page.getByTestId('contact-form').count()).toBe(0);
  });

  it('speaks English on /en/contact-us and sends the join-us kind from /rejoindre-le-mouvement', async () => {
    const { page } = suite;
    answer(suite.gateway, SubmitContactFormDocument, () => ({ data: { submitContactForm: true } }));
    await page.goto(url('/en/contact-us'));
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-city-error').waitFor();
    expect(await text('contact-city-error')).toBe('This field is required.');
    await fill({ ...good, email: 'nope@', postalCode: 'ABCDE' });
    await page.getByTestId('contact-submit').click();
    await until(
      async () => (await text('contact-email-error').catch(() => undefined)) === 'Enter a valid email address, for example name@example.com.',
      'the English email message',
    );
    expect(await text('contact-postalCode-error')).toBe('Enter a valid postcode (5 digits in France, for example 69001).');
    await fill({ email: 'claire@example.com', postalCode: '21000' });
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await text('contact-sent')).toBe('Your request has been sent');
    expect(sent()[0].variables.input).toMatchObject({ kind: 'CONTACT', locale: 'en', newsletter: false });

    await page.goto(url('/rejoindre-le-mouvement'));
    await page.getByRole('heading', { level: 1, name: 'Rejoindre le mouvement' }).waitFor();
    await fill(good);
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-sent').waitFor();
    expect(sent()[1].variables.input).toMatchObject({ kind: 'JOIN_US', locale: 'fr', email: 'claire@exemple.fr' });
  });
});
