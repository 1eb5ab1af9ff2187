/**
 * The demo guide's pictures: illustrations shipped in `visuals/` (drawn by visuals/draw-visuals.cjs),
 * one per kind of establishment in four variants, attached to seeded establishments as ordinary
 * gallery images (rows of establishment_image, files in the media storage), so cards and detail
 * pages show them like any upload.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { vocabularyLabel } from '../establishments/vocabularies';
import { EstablishmentImageEntity } from '../images/establishment-image.entity';
import type { MediaStorage } from '@guide/platform';
import { imageKeys } from '../images/image-files';

/** Copied next to the compiled seed by the build (swc --copy-files). */
export const VISUALS_DIR = join(__dirname, 'visuals');
export const VISUAL_VARIANTS = 4;
const WIDTH = 1200;
const HEIGHT = 750;

interface Kindish {
  name: string;
  type: string;
  mealCategory?: string | null;
  producerCategory?: string | null;
}

/** The illustration of a kind: the producer category, else the meal category or the type. */
export function visualKey(e: Kindish): string {
  if (e.type === 'LOCAL_PRODUCER' && e.producerCategory) return e.producerCategory;
  if (e.type === 'WINE') return 'WINE';
  if (e.type === 'HOTEL') return 'HOTEL';
  if (e.type === 'HOTEL_RESTAURANT') return e.mealCategory === 'VILLAGE_INN' ? 'VILLAGE_INN' : 'HOTEL_RESTAURANT';
  return e.mealCategory ?? 'GASTRONOMIC';
}

/** Which of the variants: from the name, so neighbours in a list of one category mostly differ. */
export function visualVariant(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return hash % VISUAL_VARIANTS;
}

const KIND_LABELS: Record<string, string> = {
  PRESTIGE: 'une table de prestige',
  GASTRONOMIC: 'une table gastronomique',
  BISTRONOMIC: 'un bistrot',
  BRASSERIE: 'une brasserie',
  TERROIR: 'une table du terroir',
  VILLAGE: 'une table de village',
  WINE_BAR: 'un bar à vins',
  VILLAGE_INN: 'une auberge de village',
  HOTEL: 'un hôtel',
  HOTEL_RESTAURANT: 'un hôtel-restaurant',
  WINE: 'un domaine viticole',
};

/** Alt text in French, like the rest of the demo data. */
export function visualAlt(e: Kindish): string {
  const key = visualKey(e);
  const what = KIND_LABELS[key] ?? vocabularyLabel('producerCategories', key).toLowerCase();
  return `Illustration : ${KIND_LABELS[key] ? what : `producteur, ${what}`}`;
}

/** Reads the illustration files once per seed run (keyed by file name). */
export function visualFiles() {
  const cache = new Map<string, Promise<{ original: Buffer; thumbnail: Buffer }>>();
  return (e: Kindish) => {
    const base = `${visualKey(e)}-${visualVariant(e.name)}`;
    let files = cache.get(base);
    if (!files) {
      files = Promise.all([readFile(join(VISUALS_DIR, `${base}.webp`)), readFile(join(VISUALS_DIR, `${base}-thumb.webp`))]).then(([original, thumbnail]) => ({
        original,
        thumbnail,
      }));
      cache.set(base, files);
    }
    return files;
  };
}

/** Stores the files under the establishment and records them as its first gallery image. */
export async function attachVisual(
  manager: EntityManager,
  media: MediaStorage,
  establishmentId: string,
  files: { original: Buffer; thumbnail: Buffer },
  alt: string,
): Promise<void> {
  const id = randomUUID();
  const keys = imageKeys(establishmentId, id);
  await media.put(keys.original, files.original, 'image/webp');
  await media.put(keys.thumbnail, files.thumbnail, 'image/webp');
  const repo = manager.getRepository(EstablishmentImageEntity);
  await repo.save(repo.create({ id, establishmentId, alt, position: 1, width: WIDTH, height: HEIGHT, bytes: files.original.length }));
}
