/// <reference types="jest" />
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createI18n, type Language } from '@guide/ui/i18n';
import { loginErrorKey } from './auth/login-errors';
import catalogEn from './catalog/locales/en.json';
import catalogFr from './catalog/locales/fr.json';
import { failureKey } from './catalog/establishments/errors';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { errorMessage } from './users/errors';

/** The back office's error messages, with its real strings (catalog ones merged as catalog/i18n.ts does). */
function i18nIn(lang: Language) {
  const i18n = createI18n({ fr, en }, lang);
  i18n.addResourceBundle('fr', 'translation', catalogFr, true, true);
  i18n.addResourceBundle('en', 'translation', catalogEn, true, true);
  return i18n;
}
const graphQLError = (code: string, fieldErrors?: Record<string, string>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code, ...(fieldErrors && { fieldErrors }) } }] });
const tooManyRequests = () => {
  const bodyText = JSON.stringify({ errors: [{ message: 'slow down', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
  return new ServerError('Response not successful: Received status code 429', { response: new Response(bodyText, { status: 429 }), bodyText });
};

describe('errorMessage (a failed call outside a form field)', () => {
  const { t } = i18nIn('fr');

  it('shows the server field message first (e.g. the last administrator)', () => {
    expect(errorMessage(t, graphQLError('BAD_USER_INPUT', { id: 'LAST_ADMIN' }))).toBe(t('auth.messages.LAST_ADMIN'));
    expect(t('auth.messages.LAST_ADMIN')).not.toBe('auth.messages.LAST_ADMIN');
  });

  it('says what the error code means, in French', () => {
    expect(errorMessage(t, graphQLError('FORBIDDEN'))).toBe("Vous n'avez pas l'autorisation d'effectuer cette action.");
    expect(errorMessage(t, tooManyRequests())).toBe('Trop de requêtes. Patientez quelques instants avant de réessayer.');
    expect(errorMessage(t, new TypeError('Failed to fetch'))).toBe(t('ui:errors.network'));
    expect(errorMessage(t, new Error('unexpected'))).toBe(t('ui:errors.generic'));
  });
});

describe('loginErrorKey', () => {
  it('never tells a wrong e-mail from a wrong password', () => {
    for (const code of ['UNAUTHENTICATED', 'BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND'])
      expect(loginErrorKey(graphQLError(code))).toBe('login.errors.invalidCredentials');
  });

  it('tells too many attempts (429 from the gateway) and an unreachable gateway apart', () => {
    expect(loginErrorKey(tooManyRequests())).toBe('login.errors.tooManyAttempts');
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('ui:errors.network');
    expect(loginErrorKey(graphQLError('INTERNAL_SERVER_ERROR'))).toBe('ui:errors.generic');
  });
});

describe('message keys exist in both languages', () => {
  const codes = ['FORBIDDEN', 'CONFLICT', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'BAD_USER_INPUT', 'NETWORK', 'INTERNAL_SERVER_ERROR', undefined];
  const loginErrors = [graphQLError('UNAUTHENTICATED'), tooManyRequests(), new TypeError('Failed to fetch'), new Error('other')];
  it.each(['fr', 'en'] as const)('%s', (lang) => {
    const i18n = i18nIn(lang);
    const keys = [...codes.map(failureKey), ...loginErrors.map(loginErrorKey), 'login.errors.checkDetails'];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});
