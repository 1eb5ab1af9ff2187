import type { CommerceConfig } from '../commerce.config';
import { DEMO_SELLER, sellerOf } from './seller';

const config = (c: Partial<CommerceConfig>) => c as CommerceConfig;
const complete = {
  SELLER_NAME: 'Épicerie Fine SAS',
  SELLER_ADDRESS: ' 1 rue Monge | 21200 Beaune |France',
  SELLER_SIRET: '123 456 789 01234',
  SELLER_VAT_NUMBER: 'fr32123456789',
};

describe('sellerOf', () => {
  it('reads the variables (address lines separated by |)', () => {
    expect(sellerOf(config({ NODE_ENV: 'production', ...complete }))).toEqual({
      name: 'Épicerie Fine SAS',
      addressLines: ['1 rue Monge', '21200 Beaune', 'France'],
      siret: '12345678901234',
      vatNumber: 'FR32123456789',
    });
  });

  it('takes demo values outside production', () => {
    expect(sellerOf(config({ NODE_ENV: 'development' }))).toEqual(DEMO_SELLER);
    expect(sellerOf(config({ NODE_ENV: 'test', SELLER_NAME: 'X' })).name).toBe('X');
  });

  it('stops a production start without them, naming the variable', () => {
    expect(() => sellerOf(config({ NODE_ENV: 'production', ...complete, SELLER_SIRET: undefined }))).toThrow(/SELLER_SIRET/);
    expect(() => sellerOf(config({ NODE_ENV: 'production', ...complete, SELLER_ADDRESS: ' | ' }))).toThrow(/SELLER_ADDRESS/);
    expect(() => sellerOf(config({ NODE_ENV: 'production', ...complete, SELLER_SIRET: '1234' }))).toThrow(/14 digits/);
  });
});
