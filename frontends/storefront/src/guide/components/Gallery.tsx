import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstablishmentImage } from '@guide/ui';

/** The establishment's images by position: a large view and thumbnails to switch it. */
export function Gallery({ images, name }: { images: EstablishmentImage[]; name: string }) {
  const { t } = useTranslation();
  const sorted = [...images].sort((a, b) => a.position - b.position);
  const [index, setIndex] = useState(0);
  if (sorted.length === 0) return null;
  const current = sorted[Math.min(index, sorted.length - 1)];
  const altOf = (image: EstablishmentImage, i: number) => image.alt || t('guide.gallery.alt', { name, index: i + 1, count: sorted.length });
  return (
    <section className="gallery" aria-label={t('guide.gallery.label')} data-testid="gallery">
      <figure className="gallery__main">
        <img src={current.url} alt={altOf(current, sorted.indexOf(current))} fetchPriority="high" />
      </figure>
      {sorted.length > 1 && (
        <ul className="gallery__thumbs">
          {sorted.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={image === current}
                aria-label={t('guide.gallery.show', { index: i + 1, count: sorted.length })}
              >
                <img src={image.thumbnailUrl || image.url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
