import { EMPTY_SOURCE, sourceSchema, toSourceInput } from './source-form';

const errorsOf = (values: object) => {
  try {
    sourceSchema.validateSync({ ...EMPTY_SOURCE, code: 'beaune', name: 'Boutique', ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: { path: string; message: string }[] }).inner.map((i) => [i.path, i.message]));
  }
};

describe('inventory source form', () => {
  it('accepts a source and sends its code in lower case', () => {
    expect(errorsOf({})).toEqual({});
    expect(toSourceInput({ code: ' Beaune ', name: ' Boutique ', priority: 2, enabled: false })).toEqual({
      code: 'beaune',
      name: 'Boutique',
      priority: 2,
      enabled: false,
    });
  });

  it('names each problem', () => {
    expect(errorsOf({ code: 'a b', name: '' })).toEqual({ code: 'CODE_INVALID', name: 'REQUIRED' });
    expect(errorsOf({ priority: -1 })).toEqual({ priority: 'OUT_OF_RANGE' });
    expect(errorsOf({ priority: 1.5 })).toEqual({ priority: 'INVALID_NUMBER' });
  });
});
