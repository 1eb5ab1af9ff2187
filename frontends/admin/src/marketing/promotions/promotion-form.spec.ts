import { dayjs } from '@guide/ui/dates';
import {
  argError,
  argFromJson,
  argToJson,
  EMPTY_PROMOTION,
  emptyOperation,
  fromPromotion,
  operationInput,
  promotionFormField,
  promotionSchema,
  toPromotionInput,
  voucherSchema,
  type PromotionFormValues,
  type Strategies,
} from './promotion-form';
import type { PromotionNode } from './promotions.graphql';
import { vouchersCsv, vouchersFileName } from './vouchers';

const arg = (name: string, type: string, required = true) => ({ name, type, required, label: name });
const STRATEGIES: Strategies = {
  conditions: [
    { code: 'minimum_order_amount', description: 'Minimum', args: [arg('amountCents', 'money')] },
    { code: 'contains_products', description: 'Products', args: [arg('productIds', 'product-ids'), arg('minimumQuantity', 'int', false)] },
    { code: 'customer_group', description: 'Group', args: [arg('groupCodes', 'customer-group-codes')] },
    { code: 'first_order', description: 'First', args: [] },
  ],
  actions: [
    { code: 'order_percentage_discount', description: 'Percent', args: [arg('percent', 'percent')] },
    { code: 'free_shipping', description: 'Free shipping', args: [arg('withGifts', 'boolean', false)] },
  ],
};

/** Collects the form's errors as Formik would (path → message). */
function errorsOf(values: PromotionFormValues): Record<string, string> {
  try {
    promotionSchema(STRATEGIES).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

describe('promotion arguments: JSON text ↔ inputs, by type', () => {
  it('reads stored values into their inputs', () => {
    expect(argFromJson('money', '1500')).toBe('15,00');
    expect(argFromJson('int', '3')).toBe(3);
    expect(argFromJson('percent', '10')).toBe(10);
    expect(argFromJson('boolean', 'true')).toBe(true);
    expect(argFromJson('product-ids', '["p1","p2"]')).toEqual(['p1', 'p2']);
    expect(argFromJson('customer-group-codes', '["PRO"]')).toEqual(['PRO']);
    // An unexpected shape gives the empty input rather than a crash.
    expect(argFromJson('category-ids', '"c1"')).toEqual([]);
    expect(argFromJson('money', 'not json')).toBe('');
    expect(argFromJson('int', '"3"')).toBeNull();
    // An unknown type is edited as its JSON text.
    expect(argFromJson('date-range', '{"a":1}')).toBe('{"a":1}');
  });

  it('writes inputs as the JSON text the API takes, leaving blanks out', () => {
    expect(argToJson('money', '12,5')).toBe('1250');
    expect(argToJson('money', '12.50')).toBe('1250');
    expect(argToJson('percent', 15)).toBe('15');
    expect(argToJson('boolean', false)).toBe('false');
    expect(argToJson('product-ids', ['p1'])).toBe('["p1"]');
    expect(argToJson('int', null)).toBeNull();
    expect(argToJson('money', ' ')).toBeNull();
    expect(argToJson('category-ids', [])).toBeNull();
    expect(argToJson('date-range', ' {"a":1} ')).toBe('{"a":1}');
  });

  it('round-trips every known type', () => {
    const cases: [string, string][] = [
      ['money', '2490'],
      ['int', '2'],
      ['percent', '100'],
      ['boolean', 'true'],
      ['product-ids', '["a","b"]'],
      ['category-ids', '["c"]'],
      ['customer-group-codes', '["VIP"]'],
    ];
    for (const [type, json] of cases) expect(argToJson(type, argFromJson(type, json))).toBe(json);
  });

  it('checks each value by type; blank is REQUIRED only when the argument is', () => {
    expect(argError({ type: 'money', required: true }, '')).toBe('REQUIRED');
    expect(argError({ type: 'money', required: false }, '')).toBeNull();
    expect(argError({ type: 'money', required: true }, 'cinq')).toBe('INVALID_AMOUNT');
    expect(argError({ type: 'percent', required: true }, 0)).toBe('PERCENT_OUT_OF_RANGE');
    expect(argError({ type: 'percent', required: true }, 101)).toBe('PERCENT_OUT_OF_RANGE');
    expect(argError({ type: 'percent', required: true }, 50)).toBeNull();
    expect(argError({ type: 'int', required: true }, 1.5)).toBe('OUT_OF_RANGE');
    expect(argError({ type: 'int', required: true }, 0)).toBe('OUT_OF_RANGE');
    expect(argError({ type: 'product-ids', required: true }, [])).toBe('REQUIRED');
    expect(argError({ type: 'boolean', required: true }, false)).toBeNull();
    expect(argError({ type: 'date-range', required: true }, '{oops')).toBe('INVALID_FORMAT');
  });

  it('sends an operation with its definition’s arguments only', () => {
    const op = { ...emptyOperation(STRATEGIES.conditions[1]), args: { productIds: ['p1'], minimumQuantity: null, stray: 'x' } };
    expect(operationInput(op, STRATEGIES.conditions)).toEqual({ code: 'contains_products', args: [{ name: 'productIds', value: '["p1"]' }] });
    expect(emptyOperation(STRATEGIES.actions[1])).toEqual({ code: 'free_shipping', args: { withGifts: false } });
  });
});

describe('promotion form', () => {
  const valid: PromotionFormValues = {
    ...EMPTY_PROMOTION,
    name: '  Noël  ',
    couponCode: 'noel-2026',
    conditions: [{ code: 'minimum_order_amount', args: { amountCents: '50' } }],
    actions: [{ code: 'order_percentage_discount', args: { percent: 10 } }],
  };

  it('takes a valid promotion and builds its input', () => {
    expect(errorsOf(valid)).toEqual({});
    const input = toPromotionInput({ ...valid, startsAt: dayjs('2026-12-01'), endsAt: dayjs('2026-12-24'), usageLimit: 100 }, STRATEGIES);
    expect(input).toMatchObject({
      name: 'Noël',
      enabled: true,
      couponCode: 'NOEL-2026',
      usageLimit: 100,
      perCustomerUsageLimit: null,
      priority: 0,
      exclusive: false,
      conditions: [{ code: 'minimum_order_amount', args: [{ name: 'amountCents', value: '5000' }] }],
      actions: [{ code: 'order_percentage_discount', args: [{ name: 'percent', value: '10' }] }],
    });
    // Paris days: from the first one's midnight (UTC+1 in winter) to the last one's end.
    expect(input.startsAt).toBe('2026-11-30T23:00:00.000Z');
    expect(input.endsAt).toBe('2026-12-24T22:59:59.999Z');
  });

  it('an empty code is an automatic promotion', () => {
    expect(toPromotionInput({ ...valid, couponCode: ' ' }, STRATEGIES).couponCode).toBeNull();
  });

  it('refuses what the API refuses, with its keys', () => {
    expect(errorsOf({ ...valid, name: ' ', couponCode: 'A B', actions: [] })).toEqual({
      name: 'REQUIRED',
      couponCode: 'COUPON_CODE_INVALID',
      actions: 'REQUIRED',
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(121) })).toEqual({ name: 'TOO_LONG' });
    expect(errorsOf({ ...valid, startsAt: dayjs('2026-12-24'), endsAt: dayjs('2026-12-01') })).toEqual({ endsAt: 'BEFORE_START' });
    expect(errorsOf({ ...valid, usageLimit: 0, perCustomerUsageLimit: 1.5 })).toEqual({
      usageLimit: 'USAGE_LIMIT_OUT_OF_RANGE',
      perCustomerUsageLimit: 'USAGE_LIMIT_OUT_OF_RANGE',
    });
  });

  it('checks each condition and action against its strategy', () => {
    expect(
      errorsOf({
        ...valid,
        conditions: [
          { code: '', args: {} },
          { code: 'nope', args: {} },
          { code: 'minimum_order_amount', args: { amountCents: '' } },
        ],
        actions: [{ code: 'order_percentage_discount', args: { percent: 150 } }],
      }),
    ).toEqual({
      'conditions[0].code': 'REQUIRED',
      'conditions[1].code': 'UNKNOWN_OPERATION',
      'conditions[2].args.amountCents': 'REQUIRED',
      'actions[0].args.percent': 'PERCENT_OUT_OF_RANGE',
    });
  });

  it('reads a stored promotion back into the form', () => {
    const node = {
      id: 'pr-1',
      name: 'Pros',
      enabled: false,
      startsAt: '2026-11-30T23:00:00.000Z',
      endsAt: null,
      couponCode: null,
      usageLimit: null,
      perCustomerUsageLimit: 1,
      timesUsed: 0,
      priority: 5,
      exclusive: true,
      voucherCount: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
      conditions: [{ code: 'customer_group', args: [{ name: 'groupCodes', value: '["PRO"]' }] }],
      actions: [{ code: 'order_percentage_discount', args: [{ name: 'percent', value: '20' }] }],
    } as PromotionNode;
    const values = fromPromotion(node, STRATEGIES);
    expect(values).toMatchObject({
      name: 'Pros',
      enabled: false,
      couponCode: '',
      perCustomerUsageLimit: 1,
      priority: 5,
      exclusive: true,
      conditions: [{ code: 'customer_group', args: { groupCodes: ['PRO'] } }],
      actions: [{ code: 'order_percentage_discount', args: { percent: 20 } }],
    });
    expect(values.startsAt?.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(toPromotionInput(values, STRATEGIES).startsAt).toBe(node.startsAt);
  });

  it('puts the API’s field errors on the fields', () => {
    expect(promotionFormField('couponCode')).toBe('couponCode');
    expect(promotionFormField('conditions')).toBe('conditions');
    expect(promotionFormField('actions[0].args')).toBe('actions');
    expect(promotionFormField('id')).toBeNull();
  });
});

describe('vouchers', () => {
  it('asks for 1 to 1,000 and a prefix of letters, digits and dashes', () => {
    expect(voucherSchema.isValidSync({ count: 1000, prefix: 'NOEL-26' })).toBe(true);
    expect(voucherSchema.isValidSync({ count: 1001, prefix: '' })).toBe(false);
    expect(voucherSchema.isValidSync({ count: 0, prefix: '' })).toBe(false);
    expect(voucherSchema.isValidSync({ count: 5, prefix: 'NO EL' })).toBe(false);
    expect(voucherSchema.isValidSync({ count: 5, prefix: 'X'.repeat(21) })).toBe(false);
  });

  it('builds the CSV: a header, one code a line, fields quoted when needed', () => {
    expect(vouchersCsv(['NOEL-AB12CD34', 'NOEL-EF56GH78'], 'Noël')).toBe('code,promotion\r\nNOEL-AB12CD34,Noël\r\nNOEL-EF56GH78,Noël\r\n');
    expect(vouchersCsv(['A'], 'Soldes, "hiver"')).toBe('code,promotion\r\nA,"Soldes, ""hiver"""\r\n');
  });

  it('names the file after the promotion and the day', () => {
    expect(vouchersFileName('Noël à Dijon !', '2026-12-01')).toBe('bons-noel-a-dijon-2026-12-01.csv');
    expect(vouchersFileName('***', '2026-12-01')).toBe('bons-promotion-2026-12-01.csv');
  });
});
