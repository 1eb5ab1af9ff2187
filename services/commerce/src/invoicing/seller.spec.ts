import { settingDefaults, validateSettings, type SettingsValues } from '@guide/vocabulary';
import { DEMO_SELLER, missingCompanyDetails, sellerOf } from './seller';

/** The general settings as the reader holds them: defaults, then valid saved values (normalised by the registry). */
const general = (saved: Record<string, unknown> = {}): SettingsValues<'general'> => {
  const { values, errors } = validateSettings('general', saved);
  expect(errors).toEqual({});
  return { ...settingDefaults('general'), ...values } as SettingsValues<'general'>;
};
const complete = { companyName: 'Épicerie Fine SAS', address: ' 1 rue Monge\n21200 Beaune \nFrance', siret: '732 829 320 00074', vatNumber: 'fr32123456789' };

describe('sellerOf', () => {
  it('reads the general settings (one address line per line)', () => {
    expect(sellerOf(general(complete), true)).toEqual({
      name: 'Épicerie Fine SAS',
      addressLines: ['1 rue Monge', '21200 Beaune', 'France'],
      siret: '73282932000074',
      vatNumber: 'FR32123456789',
    });
  });

  it('takes demo values outside production', () => {
    expect(sellerOf(general(), false)).toEqual(DEMO_SELLER);
    expect(sellerOf(general({ companyName: 'X' }), false).name).toBe('X');
  });

  it('never issues a production invoice with a blank mention: CONFLICT companyDetails = REQUIRED, naming the settings', () => {
    expect(missingCompanyDetails(general())).toEqual(['companyName', 'address', 'siret', 'vatNumber']);
    expect(missingCompanyDetails(general({ ...complete, siret: '' }))).toEqual(['siret']);
    let error: any;
    try {
      sellerOf(general({ ...complete, address: '  ' }), true);
    } catch (e) {
      error = e;
    }
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { companyDetails: 'REQUIRED' } });
    expect(error.message).toMatch(/address/);
  });
});
