import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import {
  ADDRESS_TYPES,
  CUSTOMER_TYPES,
  GENDERS,
  ROLE_INTERFACES,
  addressSchema,
  adminSchema,
  customerAdminSchema,
  customerGroupSchema,
  profileSchema,
  registerSchema,
  roleSchema,
  schemaLimits,
  supplierSchema,
} from '@guide/validation';

const sdl = readSdl(__dirname);

/**
 * The forms' limits (the shared schemas) never exceed what the SDL says and the input guard enforces, so
 * nothing a form accepts is refused by the guard. Identity's SDL states the guard's outer bound (255 by
 * default): stating the tighter ones there would make the guard answer TOO_LONG before the schema's
 * more helpful NAME_TOO_LONG / PASSWORD_TOO_WEAK / EMAIL_INVALID.
 */
it.each([
  ['RegisterInput', registerSchema],
  ['ProfileInput', profileSchema],
  ['AddressInput', addressSchema],
  ['RoleInput', roleSchema],
  ['AdminInput', adminSchema],
  ['CustomerGroupInput', customerGroupSchema],
  ['SupplierInput', supplierSchema],
  ['CustomerAdminInput', customerAdminSchema],
] as const)('%s: the shared schema and the SDL state the same limits', (input, schema) => {
  expect(inputLimitDisagreements(sdl, input, schemaLimits(schema), { exact: false })).toEqual([]);
});

it.each([
  ['CustomerType', CUSTOMER_TYPES],
  ['Gender', GENDERS],
  ['AddressType', ADDRESS_TYPES],
  ['RoleInterface', ROLE_INTERFACES],
] as const)('the SDL enum %s lists the values the shared schemas accept', (name, values) => {
  expect(sdlEnumValues(sdl, name)).toEqual([...values]);
});
