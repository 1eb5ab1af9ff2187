/**
 * The carriers a French shop usually ships with, and where their customers follow a parcel. Staff type
 * the carrier's name freely (createShipment's `carrier`); a name this registry knows, in any case and with
 * or without accents, spaces or dashes, gives the shipment a tracking link. Another name is kept as typed
 * and has no link (trackingUrl null), as has a shipment without a tracking number.
 */
export interface Carrier {
  /** Stable code, for screens and tests. */
  code: string;
  /** The name shown when the registry recognises the carrier. */
  name: string;
  /** Names staff may type, compared once normalised (see `normaliseCarrierName`). */
  aliases: readonly string[];
  /** The public tracking page of one number (already URL-encoded). */
  trackingPage: (encodedNumber: string) => string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    code: 'colissimo',
    name: 'Colissimo',
    aliases: ['colissimo', 'la poste', 'laposte', 'la poste colissimo', 'colissimo la poste', 'lettre suivie'],
    trackingPage: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
  },
  {
    code: 'chronopost',
    name: 'Chronopost',
    aliases: ['chronopost', 'chrono post'],
    trackingPage: (n) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${n}`,
  },
  {
    code: 'dpd',
    name: 'DPD',
    aliases: ['dpd', 'dpd france', 'dpd predict'],
    trackingPage: (n) => `https://trace.dpd.fr/fr/trace/${n}`,
  },
  {
    code: 'gls',
    name: 'GLS',
    aliases: ['gls', 'gls france'],
    trackingPage: (n) => `https://gls-group.com/FR/fr/suivi-colis?match=${n}`,
  },
  {
    code: 'ups',
    name: 'UPS',
    aliases: ['ups', 'ups france', 'united parcel service'],
    trackingPage: (n) => `https://www.ups.com/track?loc=fr_FR&tracknum=${n}`,
  },
];

/** "  La-Poste " -> "la poste"; "Chronopost®" stays recognisable; accents dropped ("Colissimo Expédié" -> "colissimo expedie"). */
export function normaliseCarrierName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_ALIAS = new Map<string, Carrier>(CARRIERS.flatMap((c) => c.aliases.map((a) => [normaliseCarrierName(a), c] as const)));

/** The registry's carrier for a name staff typed, or null for a carrier it does not know. */
export function carrierOf(name: string | null | undefined): Carrier | null {
  if (!name) return null;
  return BY_ALIAS.get(normaliseCarrierName(name)) ?? null;
}

/** The tracking page of a parcel: null without a number or for a carrier the registry does not know. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const number = trackingNumber?.replace(/\s+/g, '') ?? '';
  const known = carrierOf(carrier);
  if (!number || !known) return null;
  return known.trackingPage(encodeURIComponent(number));
}
