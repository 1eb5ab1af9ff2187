/// <reference types="jest" />
import { detailsFormField, formValue, initialDetailsValues, textValue, toDetailsInput, validateDetails } from './product-details';

const attributes = [
  { id: 'a-1', code: 'millesime', type: 'INTEGER' as const, required: true },
  { id: 'a-2', code: 'themes', type: 'MULTISELECT' as const, required: false },
  { id: 'a-3', code: 'relie', type: 'BOOLEAN' as const, required: true },
  { id: 'a-4', code: 'parution', type: 'DATE' as const, required: false },
];

describe('product details form', () => {
  it('reads stored texts into typed controls and writes them back as text', () => {
    expect(formValue('INTEGER', '2019')).toBe(2019);
    expect(formValue('DECIMAL', '12.5')).toBe(12.5);
    expect(formValue('BOOLEAN', 'true')).toBe(true);
    expect(formValue('MULTISELECT', 'a|b')).toEqual(['a', 'b']);
    expect(formValue('MULTISELECT', undefined)).toEqual([]);
    expect(textValue('DECIMAL', 12.5)).toBe('12.5');
    expect(textValue('BOOLEAN', false)).toBe('false');
    expect(textValue('MULTISELECT', [])).toBeNull();
    expect(textValue('TEXT', '  ')).toBeNull();
  });

  it('checks required values and sends only the filled ones of the family', () => {
    const values = initialDetailsValues(null, attributes);
    expect(validateDetails(values, attributes)).toEqual({ attributeValues: { millesime: 'REQUIRED' } });
    values.attributeValues.millesime = 2026;
    values.attributeValues.themes = ['vins', 'fromages'];
    expect(validateDetails(values, attributes)).toEqual({});
    expect(toDetailsInput(values, attributes).attributeValues).toEqual([
      { attributeId: 'a-1', value: '2026' },
      { attributeId: 'a-2', value: 'vins|fromages' },
      { attributeId: 'a-3', value: 'false' },
    ]);
  });

  it('puts server field errors on their fields', () => {
    expect(detailsFormField('attributeValues.millesime')).toBe('attributeValues.millesime');
    expect(detailsFormField('media.0.url')).toBe('media');
    expect(detailsFormField('id')).toBeNull();
  });
});
