import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Redirect } from '../../navigation/Redirect';
import { formatCents, slugify } from '@guide/ui';
import { LazyMap } from '../map/LazyMap';
import { useHead } from '../../head';
import { localizePath, stripLanguage, useLanguage, useLocalePath } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { Classification } from '../components/Classification';
import { Gallery } from '../components/Gallery';
import { PageHeader } from '../components/PageHeader';
import { coverImage, ResultCard, useCategoryLabel } from '../components/ResultCard';
import { ESTABLISHMENT_DETAIL, type EstablishmentDetailNode } from '../guide.graphql';
import { REVIEWS_ANCHOR } from '../../reviews/rating';
import { ReviewsSection } from '../../reviews/ReviewsSection';
import { RatingSummaryLine } from '../../reviews/Stars';
import { weekHours } from '../hours';
import { establishmentJsonLd } from '../jsonld';
import { guidePaths, guideSection, sectionOfType, slugOfMealCategory, type GuideSectionKey } from '../sections';
import { absoluteAsset, absoluteUrl, alternates } from '../site';
import { useVocabularies } from '../vocabularies';
import { detailType, LoadFailed } from './LoadFailed';

/** Longest meta description we write (search engines cut around 155–160 characters). */
const DESCRIPTION_MAX = 160;

function excerpt(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Canonical detail page `/{section}/{dep}/{city}/{slug}`; any other path of the same establishment is replaced by it. */
export function EstablishmentPage({ sectionKey }: { sectionKey: GuideSectionKey }) {
  const section = guideSection(sectionKey);
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const lang = useLanguage();
  const { data, loading, error } = useQuery(ESTABLISHMENT_DETAIL, {
    variables: { slug, type: detailType(section) },
  });
  const establishment = data?.establishment;
  if (loading && !establishment) return <p className="search-status">{t('guide.detail.loading')}</p>;
  if (error && !establishment) return <LoadFailed />;
  if (!establishment || !section.types.includes(establishment.type)) return <StatusPage code={404} />;
  if (stripLanguage(pathname) !== establishment.path) {
    return <Redirect to={`${localizePath(establishment.path, lang)}${search}${hash}`} />;
  }
  return <EstablishmentDetail establishment={establishment} />;
}

function EstablishmentDetail({ establishment: e }: { establishment: EstablishmentDetailNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const { label } = useVocabularies();
  const categoryLabel = useCategoryLabel();
  const section = sectionOfType(e.type);
  const sectionTitle = t(`sections.${section.key}.title`);
  const description = (lang === 'en' ? e.descriptionEn || e.description : e.description || e.descriptionEn) ?? null;
  const onlyInFrench = lang === 'en' && !e.descriptionEn && Boolean(e.description);
  const category = categoryLabel(e);
  const priceFrom = e.priceFrom != null ? t('search.priceFrom', { price: formatCents(e.priceFrom, lang) }) : null;
  const images = [...(e.images ?? [])].sort((a, b) => a.position - b.position);
  const cover = coverImage(e);
  const place = `${e.city.name}, ${e.department.name} (${e.department.code})`;
  const hours = weekHours(e.openingHours);
  const hasHours = hours.some((d) => d.ranges.length > 0);
  const nearbyPlaces = (e.nearbyPlaces ?? []).map((p) => p.trim()).filter(Boolean);
  const features: { key: string; title: string; values: string[] }[] = [
    { key: 'equipment', title: t('guide.detail.equipment'), values: (e.equipment ?? []).map((c) => label('equipment', c)) },
    { key: 'services', title: t('guide.detail.services'), values: (e.services ?? []).map((c) => label('services', c)) },
    { key: 'paymentModes', title: t('guide.detail.paymentModes'), values: (e.paymentModes ?? []).map((c) => label('paymentModes', c)) },
    { key: 'languages', title: t('guide.detail.languages'), values: (e.languages ?? []).map((c) => label('languages', c)) },
  ].filter((f) => f.values.length > 0);

  const url = absoluteUrl(e.path, lang);
  // The SEO title and description are written in French only: other languages build their own.
  const seoTitle = lang === 'fr' ? e.seoTitle : null;
  const seoDescription = lang === 'fr' ? e.seoDescription : null;
  const metaDescription =
    seoDescription || (description ? excerpt(description) : t('guide.detail.metaFallback', { name: e.name, type: t(`establishmentType.${e.type}`), place }));
  useHead({
    title: seoTitle || t('guide.detail.title', { name: e.name, city: e.city.name }),
    description: metaDescription,
    canonical: url,
    alternates: alternates(e.path),
    openGraph: {
      type: 'website',
      url,
      title: seoTitle || e.name,
      image: cover ? absoluteAsset(cover.url) : null,
      'image:alt': cover?.alt || e.name,
      locale: lang === 'en' ? 'en_GB' : 'fr_FR',
    },
    jsonLd: establishmentJsonLd(e, {
      url,
      images: images.map((i) => absoluteAsset(i.url)),
      description,
      priceRange: priceFrom,
      paymentAccepted: (e.paymentModes ?? []).map((c) => label('paymentModes', c)),
      languages: e.languages ?? [],
      amenities: [...(e.equipment ?? []).map((c) => label('equipment', c)), ...(e.services ?? []).map((c) => label('services', c))],
    }),
  });

  const crumbs = [
    { label: sectionTitle, path: guidePaths.section(section) },
    ...(e.mealCategory && slugOfMealCategory(e.mealCategory)
      ? [{ label: t(`guide.mealCategory.${e.mealCategory}`), path: guidePaths.mealCategory(e.mealCategory) }]
      : []),
    { label: `${e.department.name} (${e.department.code})`, path: guidePaths.department(section, e.department.code) },
    { label: e.city.name, path: guidePaths.city(section, e.department.code, slugify(e.city.name)) },
    { label: e.name },
  ];

  return (
    <article className="guide-page detail" data-testid="establishment-detail">
      <PageHeader crumbs={crumbs} title={e.name}>
        <p className="detail__kind">
          <span className="result-card__type">{t(`establishmentType.${e.type}`)}</span>
          {category && <span className="detail__category">{category}</span>}
        </p>
        <p className="detail__place">{place}</p>
        <RatingSummaryLine average={e.rating.average} count={e.rating.count} anchor={REVIEWS_ANCHOR} />
        <div className="detail__badges">
          <Classification cups={e.cups} toques={e.toques} />
          {priceFrom && <span className="detail__price">{priceFrom}</span>}
        </div>
      </PageHeader>

      <Gallery images={images} name={e.name} />

      <div className="detail__layout">
        <div className="detail__main">
          {description && (
            <DetailSection id="description" title={t('guide.detail.about')}>
              {onlyInFrench && <p className="detail__note">{t('guide.detail.onlyInFrench')}</p>}
              <div lang={onlyInFrench ? 'fr' : undefined}>
                {description.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
            </DetailSection>
          )}

          {(e.specialties?.length ?? 0) > 0 && (
            <DetailSection id="specialties" title={t('guide.detail.specialties')}>
              <ul className="tags">
                {e.specialties!.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </DetailSection>
          )}

          {(e.menus?.length ?? 0) > 0 && (
            <DetailSection id="menus" title={t('guide.detail.menus')}>
              <ul className="menus" data-testid="menus">
                {e.menus!.map((menu, i) => (
                  <li key={`${menu.name}-${i}`} className="menus__item">
                    <span className="menus__name">{menu.name}</span>
                    <span className="menus__dots" aria-hidden="true" />
                    <span className="menus__price">{menu.priceCents != null ? formatCents(menu.priceCents, lang) : '—'}</span>
                    {menu.description && <p className="menus__description">{menu.description}</p>}
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}

          {(hasHours || e.closureNote) && (
            <DetailSection id="hours" title={t('guide.detail.hours')}>
              {hasHours && (
                <table className="hours" data-testid="opening-hours">
                  <tbody>
                    {hours.map(({ day, ranges }) => (
                      <tr key={day}>
                        <th scope="row">{t(`guide.days.${day}`)}</th>
                        <td>
                          {ranges.length ? (
                            ranges.map((r) => `${r.opens}–${r.closes}`).join(', ')
                          ) : (
                            <span className="hours__closed">{t('guide.detail.closed')}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {e.closureNote && (
                <p className="detail__note" data-testid="closure-note">
                  {e.closureNote}
                </p>
              )}
            </DetailSection>
          )}

          {features.length > 0 && (
            <DetailSection id="features" title={t('guide.detail.features')}>
              <dl className="features">
                {features.map((f) => (
                  <div key={f.key} className="features__row">
                    <dt>{f.title}</dt>
                    <dd>
                      <ul className="tags">
                        {f.values.map((v) => (
                          <li key={v}>{v}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ))}
              </dl>
            </DetailSection>
          )}

          {(e.roomCount || e.seatCount || nearbyPlaces.length > 0) && (
            <DetailSection id="practical" title={t('guide.detail.practical')}>
              <ul className="practical">
                {e.roomCount ? <li>{t('guide.detail.rooms', { count: e.roomCount })}</li> : null}
                {e.seatCount ? <li>{t('guide.detail.seats', { count: e.seatCount })}</li> : null}
              </ul>
              {nearbyPlaces.length > 0 && (
                <>
                  <h3>{t('guide.detail.nearbyPlaces')}</h3>
                  <ul className="practical">
                    {nearbyPlaces.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </>
              )}
            </DetailSection>
          )}
        </div>

        <aside className="detail__aside">
          <section className="contact-card" aria-labelledby="contact-title">
            <h2 id="contact-title">{t('guide.detail.contact')}</h2>
            <address>
              {e.street && (
                <>
                  {e.street}
                  <br />
                </>
              )}
              {[e.postalCode, e.city.name].filter(Boolean).join(' ')}
              <br />
              {e.department.name}
            </address>
            <ul className="contact-card__links">
              {e.phone && (
                <li>
                  <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>
                </li>
              )}
              {e.email && (
                <li>
                  <a href={`mailto:${e.email}`}>{e.email}</a>
                </li>
              )}
              {e.website && /^https?:\/\//i.test(e.website) && (
                <li>
                  <a href={e.website} target="_blank" rel="noopener noreferrer">
                    {t('guide.detail.website')}
                  </a>
                </li>
              )}
            </ul>
          </section>
          <LazyMap
            points={[{ id: e.id, name: e.name, lat: e.lat, lon: e.lon, caption: place }]}
            label={t('guide.map.detailLabel', { name: e.name })}
            className="guide-map--small"
            zoom={14}
          />
        </aside>
      </div>

      <ReviewsSection subject={{ kind: 'establishment', id: e.id, slug: e.slug, type: e.type }} rating={e.rating} first={e.reviews} />
      {(e.nearby?.length ?? 0) > 0 && (
        <section className="guide-block" aria-labelledby="nearby-title" data-testid="nearby">
          <h2 id="nearby-title">{t('guide.detail.nearby')}</h2>
          <ul className="result-list guide-cards">
            {e.nearby!.map(({ node, distanceKm }) => (
              <ResultCard key={node.id} node={node} distanceKm={distanceKm} category={categoryLabel(node)} />
            ))}
          </ul>
        </section>
      )}
      <p className="detail__back">
        <Link to={localePath(guidePaths.city(section, e.department.code, slugify(e.city.name)))}>{t('guide.detail.moreInTown', { town: e.city.name })}</Link>
      </p>
    </article>
  );
}

function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="detail-section" aria-labelledby={`detail-${id}`} id={id}>
      <h2 id={`detail-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
