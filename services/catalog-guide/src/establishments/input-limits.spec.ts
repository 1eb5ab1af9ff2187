import { join } from 'node:path';
import { inputLimitDisagreements, readSdl, sdlEnumValues } from '@guide/platform/testing';
import { establishmentSchema, schemaLimits } from '@guide/validation';
import { ESTABLISHMENT_TYPES, MEAL_CATEGORIES } from '@guide/vocabulary';
import { ATTRIBUTE_LIMITS, ATTRIBUTE_TYPES, PRODUCT_MEDIA_TYPES } from '../products/attribute-rules';
import { PRODUCT_LIMITS, TAX_CATEGORIES } from '../products/product.rules';

/** The admin form's limits (the shared schema) and the vocabulary are the API's: what the SDL says and the guard enforces. */
const sdl = readSdl(__dirname);
it('EstablishmentInput limits (name 120 for the form and the API)', () => {
  const declared = schemaLimits(establishmentSchema());
  expect(declared.name).toEqual({ max: 120 });
  expect(inputLimitDisagreements(sdl, 'EstablishmentInput', declared)).toEqual([]);
});
it('EstablishmentType and MealCategory values', () => {
  expect(sdlEnumValues(sdl, 'EstablishmentType')).toEqual([...ESTABLISHMENT_TYPES]);
  expect(sdlEnumValues(sdl, 'MealCategory')).toEqual([...MEAL_CATEGORIES]);
});
it('ProductInput and ProductCategoryInput limits (product.rules.ts) and TaxCategory values', () => {
  const L = PRODUCT_LIMITS;
  const sdl = readSdl(join(__dirname, '..', 'products'));
  const product = {
    sku: { max: L.sku },
    name: { max: L.name },
    nameEn: { max: L.name },
    slug: { max: L.slug },
    description: { max: L.description },
    descriptionEn: { max: L.description },
    categoryIds: { max: L.categoryIds },
    images: { max: L.images },
  };
  expect(inputLimitDisagreements(sdl, 'ProductInput', product)).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'ProductImageInput', { url: { max: L.imageUrl }, alt: { max: L.imageAlt } })).toEqual([]);
  expect(
    inputLimitDisagreements(sdl, 'ProductCategoryInput', { name: { max: L.categoryName }, nameEn: { max: L.categoryName }, slug: { max: L.categorySlug } }),
  ).toEqual([]);
  expect(sdlEnumValues(sdl, 'TaxCategory')).toEqual([...TAX_CATEGORIES]);
});
it('product-attributes.graphql limits (attribute-rules.ts) and its enums', () => {
  const L = ATTRIBUTE_LIMITS;
  const sdl = readSdl(join(__dirname, '..', 'products'));
  const code = { max: L.code };
  const name = { max: L.name };
  expect(inputLimitDisagreements(sdl, 'ProductAttributeInput', { code, name, nameEn: name, options: { max: L.options } })).toEqual([]);
  expect(
    inputLimitDisagreements(sdl, 'AttributeOptionInput', { code: { max: L.optionCode }, label: { max: L.optionLabel }, labelEn: { max: L.optionLabel } }),
  ).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'AttributeFamilyInput', { code, name, attributeIds: { max: L.familyAttributes } })).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'ProductTypeInput', { code, name, nameEn: name })).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'MediaCategoryInput', { code, title: name })).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'ProductAttributeValueInput', { value: { max: L.value } })).toEqual([]);
  expect(inputLimitDisagreements(sdl, 'ProductMediaInput', { url: { max: L.mediaUrl }, title: { max: L.mediaTitle } })).toEqual([]);
  expect(
    inputLimitDisagreements(sdl, 'ProductDetailsInput', {
      attributeValues: { max: L.attributeValues },
      media: { max: L.media },
      customerGroupCodes: { max: L.customerGroupCodes },
    }),
  ).toEqual([]);
  expect(sdlEnumValues(sdl, 'AttributeType')).toEqual([...ATTRIBUTE_TYPES]);
  expect(sdlEnumValues(sdl, 'ProductMediaType')).toEqual([...PRODUCT_MEDIA_TYPES]);
});
