import { TOWNS } from '../seed/towns';

/**
 * Where the centre of a commune is, for filling an establishment's coordinates from its commune (the
 * back office's form) without geocoding over the network.
 *
 * The open-data package the geography tables come from (@etalab/decoupage-administratif 6) has codes,
 * names, postal codes and populations, but no coordinates, and no installed package ships them. So:
 * 1. the communes whose centre the project ships (the towns of the demo data, `seed/towns.ts`);
 * 2. otherwise the mean position of the commune's published establishments, which the guide already
 *    places there (only published ones: a lone draft's exact address must not show through);
 * 3. otherwise unknown (null): the form asks for the coordinates.
 */
export interface Centre {
  lat: number;
  lon: number;
}

const SHIPPED: ReadonlyMap<string, Centre> = new Map(TOWNS.map((town) => [town.code, { lat: town.lat, lon: town.lon }]));

export function shippedCentre(code: string): Centre | undefined {
  return SHIPPED.get(code);
}

/** Rounds to 4 decimals (≈ 10 m): a town centre, not an address. */
export function roundCentre(centre: Centre): Centre {
  return { lat: Math.round(centre.lat * 1e4) / 1e4, lon: Math.round(centre.lon * 1e4) / 1e4 };
}
