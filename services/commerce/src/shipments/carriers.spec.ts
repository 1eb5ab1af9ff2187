import { CARRIERS, carrierOf, normaliseCarrierName, trackingUrl } from './carriers';

describe('carriers registry', () => {
  it('knows the usual French carriers, each under its own code', () => {
    expect(CARRIERS.map((c) => c.code)).toEqual(['colissimo', 'chronopost', 'dpd', 'gls', 'ups']);
  });

  it('recognises a name in any case, with accents, dashes or extra spaces', () => {
    expect(carrierOf('La Poste')?.code).toBe('colissimo');
    expect(carrierOf('  la-poste ')?.code).toBe('colissimo');
    expect(carrierOf('COLISSIMO')?.code).toBe('colissimo');
    expect(carrierOf('Chronopost')?.code).toBe('chronopost');
    expect(carrierOf('dpd')?.code).toBe('dpd');
    expect(carrierOf('Gls')?.code).toBe('gls');
    expect(carrierOf('ups')?.code).toBe('ups');
    expect(normaliseCarrierName('Expédié – GLS')).toBe('expedie gls');
  });

  it('knows no other carrier', () => {
    expect(carrierOf('Transports Dupont')).toBeNull();
    expect(carrierOf('')).toBeNull();
    expect(carrierOf(null)).toBeNull();
  });

  it('builds the tracking link of a number (spaces dropped, encoded)', () => {
    expect(trackingUrl('Colissimo', '6A 1234 5678 9')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789');
    expect(trackingUrl('la poste', '6A123')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123');
    expect(trackingUrl('Chronopost', 'XY123FR')).toBe('https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY123FR');
    expect(trackingUrl('DPD', '250-123')).toBe('https://trace.dpd.fr/fr/trace/250-123');
    expect(trackingUrl('GLS', 'ZZ1')).toBe('https://gls-group.com/FR/fr/suivi-colis?match=ZZ1');
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?loc=fr_FR&tracknum=1Z999AA10123456784');
  });

  it('has no link without a number or for an unknown carrier', () => {
    expect(trackingUrl('Colissimo', null)).toBeNull();
    expect(trackingUrl('Colissimo', '   ')).toBeNull();
    expect(trackingUrl('Transports Dupont', 'ABC')).toBeNull();
  });
});
