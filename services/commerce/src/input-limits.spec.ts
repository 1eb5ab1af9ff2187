import { inputLimitDisagreements, readSdl } from '@guide/platform/testing';
import { orderAddressSchema, schemaLimits } from '@guide/validation';

const sdl = readSdl(__dirname);

/**
 * An order's address: the shared schema (identity's saved addresses run it too) and the SDL's `Max N`
 * sentences, which the input guard enforces, state the same bounds — a saved address is never refused by
 * the guard, nor by the schema, at checkout.
 */
it('OrderAddressInput: the shared schema and the SDL state the same limits', () => {
  expect(inputLimitDisagreements(sdl, 'OrderAddressInput', schemaLimits(orderAddressSchema))).toEqual([]);
});
