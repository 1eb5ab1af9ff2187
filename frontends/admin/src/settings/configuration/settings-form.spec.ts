import { toFormValues, toInput, validateForm } from './settings-form';

describe('settings form', () => {
  const sales = [
    { key: 'autoInvoiceOnPayment', value: 'true' },
    { key: 'returnWindowDays', value: '14' },
    { key: 'minimumOrderCents', value: '2550' },
  ];

  it('reads the API’s JSON text, money in euros, missing keys at their default', () => {
    expect(toFormValues('sales', sales)).toEqual({ autoInvoiceOnPayment: true, returnWindowDays: 14, minimumOrderCents: 25.5 });
    expect(toFormValues('sales', [])).toEqual({ autoInvoiceOnPayment: false, returnWindowDays: 30, minimumOrderCents: 0 });
    expect(toFormValues('locales', [{ key: 'enabledLocales', value: '["fr"]' }])).toEqual({ enabledLocales: ['fr'], defaultLocale: 'fr' });
  });

  it('sends every key as JSON text, money back in cents', () => {
    expect(toInput('sales', { autoInvoiceOnPayment: false, returnWindowDays: 20, minimumOrderCents: 19.99 })).toEqual([
      { key: 'autoInvoiceOnPayment', value: 'false' },
      { key: 'returnWindowDays', value: '20' },
      { key: 'minimumOrderCents', value: '1999' },
    ]);
  });

  it('refuses what the API refuses, with the same keys; an emptied number is required', () => {
    expect(validateForm('sales', { autoInvoiceOnPayment: false, returnWindowDays: 400, minimumOrderCents: null })).toEqual({
      returnWindowDays: 'OUT_OF_RANGE',
      minimumOrderCents: 'REQUIRED',
    });
    expect(validateForm('general', { ...toFormValues('general', []), siret: '123', contactEmail: 'x' })).toEqual({
      siret: 'SIRET_INVALID',
      contactEmail: 'EMAIL_INVALID',
    });
    expect(validateForm('locales', { enabledLocales: ['en'], defaultLocale: 'fr' })).toEqual({ defaultLocale: 'DEFAULT_LOCALE_NOT_ENABLED' });
    expect(validateForm('sales', toFormValues('sales', sales))).toEqual({});
  });
});
