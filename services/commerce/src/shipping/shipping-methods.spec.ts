import { SHIPPING_METHODS, methodsServing, shippingMethodByCode, shippingPrice } from './shipping-methods';

describe('shipping methods', () => {
  const colissimo = shippingMethodByCode('colissimo')!;

  it('prices Colissimo by weight band, band limits included', () => {
    expect(shippingPrice(colissimo, 0)).toBe(595);
    expect(shippingPrice(colissimo, 250)).toBe(595);
    expect(shippingPrice(colissimo, 251)).toBe(695);
    expect(shippingPrice(colissimo, 1000)).toBe(795);
    expect(shippingPrice(colissimo, 10000)).toBe(2095);
    expect(shippingPrice(colissimo, 10001)).toBe(2095 + 150); // a started kg beyond the last band
    expect(shippingPrice(colissimo, 12500)).toBe(2095 + 3 * 150);
  });

  it('collects in Beaune for free whatever the weight', () => {
    expect(shippingPrice(shippingMethodByCode('pickup')!, 0)).toBe(0);
    expect(shippingPrice(shippingMethodByCode('pickup')!, 80000)).toBe(0);
  });

  it('serves France with three methods and neighbours with one; an unserved country gets none', () => {
    expect(methodsServing('FR').map((m) => m.code)).toEqual(['colissimo', 'relay', 'pickup']);
    expect(methodsServing(null).map((m) => m.code)).toEqual(['colissimo', 'relay', 'pickup']);
    expect(methodsServing('BE').map((m) => m.code)).toEqual(['international']);
    expect(methodsServing('US')).toEqual([]);
  });

  it('has ascending bands and unique codes', () => {
    expect(new Set(SHIPPING_METHODS.map((m) => m.code)).size).toBe(SHIPPING_METHODS.length);
    for (const m of SHIPPING_METHODS) {
      for (let i = 1; i < m.bands.length; i++) expect(m.bands[i].upToGrams).toBeGreaterThan(m.bands[i - 1].upToGrams);
    }
  });
});
