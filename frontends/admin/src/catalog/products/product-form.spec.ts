/// <reference types="jest" />
import { centsToEuros, eurosToCents, productFormField, toProductInput, validateProduct, initialProductValues } from './product-form';

describe('product form', () => {
  it('reads euros with a comma or a dot into cents', () => {
    expect(eurosToCents('24,90')).toBe(2490);
    expect(eurosToCents('24.9')).toBe(2490);
    expect(eurosToCents('1 000')).toBe(100000);
    expect(eurosToCents('12,345')).toBeNull();
    expect(eurosToCents('-1')).toBeNull();
    expect(centsToEuros(2490)).toBe('24,90');
  });

  it('checks the fields and builds the input', () => {
    const values = {
      ...initialProductValues(null),
      sku: ' GUIDE-2026 ',
      name: ' Guide ',
      price: '24,90',
      weight: '450',
      images: [{ url: '/media/g.jpg', alt: '' }],
    };
    expect(validateProduct(values)).toEqual({});
    expect(toProductInput(values)).toEqual({
      sku: 'GUIDE-2026',
      name: 'Guide',
      nameEn: null,
      slug: null,
      description: null,
      descriptionEn: null,
      priceCents: 2490,
      taxCategory: 'STANDARD',
      weightGrams: 450,
      categoryIds: [],
      images: [{ url: '/media/g.jpg', alt: null }],
      published: false,
    });
    expect(validateProduct({ ...values, sku: 'a b', price: 'abc', weight: '1,5', images: [{ url: '//evil', alt: '' }] })).toEqual({
      sku: 'SKU_INVALID',
      price: 'PRICE_INVALID',
      weight: 'WEIGHT_INVALID',
      images: 'URL_INVALID',
    });
  });

  it('puts server field errors on the form fields', () => {
    expect(productFormField('priceCents')).toBe('price');
    expect(productFormField('images.0.url')).toBe('images');
    expect(productFormField('sku')).toBe('sku');
    expect(productFormField('id')).toBeNull();
  });
});
