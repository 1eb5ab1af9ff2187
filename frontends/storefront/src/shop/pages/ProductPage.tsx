import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatLongDate, formatVatRate, useToast } from '@guide/ui';
import { SHOP_LIMITS } from '@guide/validation';
import { loginPathFor } from '../../auth/redirect';
import { useCustomer } from '../../auth/session';
import { shopFailure, type ShopMessage } from '../../cart/errors';
import { useCartActions } from '../../cart/useCart';
import { ADD_TO_WISHLIST, MY_WISHLIST } from '../../checkout/checkout.graphql';
import { PageHeader } from '../../guide/components/PageHeader';
import { absoluteAsset, absoluteUrl, alternates } from '../../guide/site';
import { useHead } from '../../head';
import { useLanguage, useLocalePath } from '../../locale';
import { StatusPage } from '../../pages/StatusPage';
import { Price } from '../components/Price';
import { localDescription, localName, money } from '../format';
import { productPrice } from '../prices';
import { SHOP_PATHS } from '../paths';
import { PRODUCT_DETAIL, type ProductDetailNode } from '../shop.graphql';
import { LoadFailed } from './LoadFailed';
import { useCustomerRecheck } from '../useCustomerRecheck';
import { aggregateRatingJsonLd, REVIEWS_ANCHOR } from '../../reviews/rating';
import { ReviewsSection } from '../../reviews/ReviewsSection';
import { RatingSummaryLine } from '../../reviews/Stars';

const DESCRIPTION_MAX = 160;
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** /guide-et-goodies/:slug: one product. */
export function ProductPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(PRODUCT_DETAIL, { variables: { slug } });
  const product = data?.product;
  // Not there for a visitor may mean reserved to the customer's group: ask again once signed in.
  const rechecking = useCustomerRecheck(refetch, !loading && !error && !product);
  if ((loading || rechecking) && !product) return <p className="search-status">{t('shop.product.loading')}</p>;
  if (error && !product) return <LoadFailed onRetry={() => void refetch()} />;
  if (!product) return <StatusPage code={404} />;
  return <ProductDetail product={product} />;
}

function ProductDetail({ product: p }: { product: ProductDetailNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const toast = useToast();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const quantityId = useId();
  const { customer, loading: sessionLoading } = useCustomer();
  const { addToCart } = useCartActions();
  const [addWish] = useMutation(ADD_TO_WISHLIST, { refetchQueries: [MY_WISHLIST] });
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  // Set when the typed quantity was more than the stock left: the field is lowered, and says why.
  const [limited, setLimited] = useState(false);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState<ShopMessage | null>(null);

  const name = localName(p, lang);
  const description = localDescription(p, lang);
  const url = absoluteUrl(p.path, lang);
  // The price now: the sale price when an automatic promotion lowers it.
  const price = money(productPrice(p).currentCents, lang, p.currency);
  const maxQuantity = Math.max(1, Math.min(SHOP_LIMITS.lineQuantityMax, p.stockQuantity || SHOP_LIMITS.lineQuantityMax));
  const image = p.images[imageIndex] ?? p.images[0];
  useHead({
    title: name,
    description: description ? excerpt(description) : t('shop.product.metaFallback', { name, price }),
    canonical: url,
    alternates: alternates(p.path),
    openGraph: {
      type: 'product',
      url,
      title: name,
      image: p.images[0] ? absoluteAsset(p.images[0].url) : null,
      'image:alt': p.images[0]?.alt || name,
      locale: lang === 'en' ? 'en_GB' : 'fr_FR',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#product`,
      name,
      sku: p.sku,
      description: description ?? undefined,
      image: p.images.length ? p.images.map((i) => absoluteAsset(i.url)) : undefined,
      url,
      category: p.categories[0] ? localName(p.categories[0], lang) : undefined,
      offers: {
        '@type': 'Offer',
        url,
        price: (productPrice(p).currentCents / 100).toFixed(2),
        priceCurrency: p.currency,
        availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: aggregateRatingJsonLd(p.rating),
    },
  });

  // Back from the login page the visitor was sent to by "Ajouter à ma liste d'envies": finish the addition.
  const wishAfterLogin = params.get('liste-envies') === 'ajouter';
  useEffect(() => {
    if (!wishAfterLogin || !customer) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('liste-envies');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    addWish({ variables: { productId: p.id } }).then(
      () => toast.success(t('shop.product.wishlistAdded')),
      async (e: unknown) => toast.error(t(await shopFailure(e))),
    );
  }, [wishAfterLogin, customer, addWish, p.id, setParams, toast, t]);

  async function onAdd() {
    setFailure(null);
    setAdding(true);
    try {
      await addToCart(p.id, quantity);
      setAdded(true);
      toast.success(t('shop.product.added', { count: quantity }));
    } catch (e) {
      setFailure(await shopFailure(e));
    } finally {
      setAdding(false);
    }
  }

  async function onWish() {
    if (!customer) {
      const back = new URLSearchParams(location.search);
      back.set('liste-envies', 'ajouter');
      navigate(loginPathFor(localePath('/login'), `${location.pathname}?${back.toString()}`));
      return;
    }
    try {
      await addWish({ variables: { productId: p.id } });
      toast.success(t('shop.product.wishlistAdded'));
    } catch (e) {
      toast.error(t(await shopFailure(e)));
    }
  }

  const category = p.categories[0];
  const crumbs = [
    { label: t('shop.home.title'), path: SHOP_PATHS.home },
    ...(category ? [{ label: localName(category, lang), path: SHOP_PATHS.category(category.slug) }] : []),
    { label: name },
  ];
  return (
    <article className="guide-page product-detail" data-testid="product-detail">
      <PageHeader crumbs={crumbs} title={name} />
      <div className="product-detail__layout">
        <div className="product-gallery">
          {image ? (
            <img className="product-gallery__main" src={image.url} alt={image.alt || name} width={640} height={480} fetchPriority="high" />
          ) : (
            <span className="product-card__placeholder product-gallery__main" aria-hidden="true">
              {name.charAt(0)}
            </span>
          )}
          {p.images.length > 1 && (
            <ul className="product-gallery__thumbs">
              {p.images.map((img, i) => (
                <li key={img.url}>
                  <button
                    type="button"
                    aria-pressed={i === imageIndex}
                    onClick={() => setImageIndex(i)}
                    aria-label={t('shop.product.showImage', { number: i + 1 })}
                  >
                    <img src={img.url} alt="" width={80} height={60} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="product-buy">
          <RatingSummaryLine average={p.rating.average} count={p.rating.count} anchor={REVIEWS_ANCHOR} />
          <p className="product-buy__price">
            <Price product={p} testId="product-price" /> <span className="product-card__tax">{t('shop.ttc')}</span>
          </p>
          <p className="product-buy__tax" data-testid="product-tax">
            {p.vatRatePercent != null && t('shop.product.vatIncluded', { rate: formatVatRate(p.vatRatePercent, lang) })}
          </p>
          <p className={`stock ${p.inStock ? 'stock--in' : 'stock--out'}`} data-testid="product-stock">
            {p.inStock ? t('shop.inStock') : t('shop.outOfStock')}
          </p>
          {failure && (
            <div className="notice notice--error" role="alert" data-testid="add-to-cart-error">
              <p>{t(failure)}</p>
            </div>
          )}
          <div className="product-buy__row">
            <label htmlFor={quantityId}>{t('shop.product.quantity')}</label>
            <input
              id={quantityId}
              type="number"
              min={1}
              max={maxQuantity}
              value={quantity}
              onChange={(e) => {
                const wanted = Math.max(1, Math.floor(Number(e.target.value) || 1));
                setLimited(wanted > maxQuantity);
                setQuantity(Math.min(maxQuantity, wanted));
              }}
              aria-describedby={limited ? `${quantityId}-limited` : undefined}
              disabled={!p.inStock}
              data-testid="product-quantity"
            />
            <button type="button" className="button" onClick={() => void onAdd()} disabled={!p.inStock || adding} data-testid="add-to-cart">
              {adding ? t('shop.product.adding') : t('shop.product.addToCart')}
            </button>
          </div>
          {limited && (
            <p className="notice" id={`${quantityId}-limited`} role="status" data-testid="product-quantity-limited">
              {t('cart.limitedByStock', { count: maxQuantity })}
            </p>
          )}
          {added && (
            <p className="notice notice--success" role="status" data-testid="add-to-cart-done">
              {t('shop.product.addedNotice')} <Link to={localePath('/panier')}>{t('shop.product.viewCart')}</Link>
            </p>
          )}
          <button type="button" className="link-button" onClick={() => void onWish()} disabled={sessionLoading} data-testid="add-to-wishlist">
            {t('shop.product.addToWishlist')}
          </button>
          <dl className="product-facts">
            <dt>{t('shop.product.sku')}</dt>
            <dd>{p.sku}</dd>
            {p.weightGrams != null && (
              <>
                <dt>{t('shop.product.weight')}</dt>
                <dd>{t('shop.product.grams', { count: p.weightGrams })}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {p.attributeValues.length > 0 && (
        <section className="detail-section" aria-labelledby="product-attributes-title">
          <h2 id="product-attributes-title">{t('shop.product.characteristics')}</h2>
          <dl className="product-facts" data-testid="product-attributes">
            {p.attributeValues.map(({ attribute, value }) => (
              <Fragment key={attribute.code}>
                <dt>{lang === 'en' && attribute.nameEn ? attribute.nameEn : attribute.name}</dt>
                <dd>{attributeText(attribute, value, lang, t)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
      {p.media.length > 0 && (
        <section className="detail-section" aria-labelledby="product-media-title">
          <h2 id="product-media-title">{t('shop.product.documents')}</h2>
          <ul data-testid="product-media">
            {p.media.map((m) => (
              <li key={m.url}>
                <a href={m.url} target="_blank" rel="noopener noreferrer">
                  {m.title || t(`shop.product.mediaType.${m.type}`)}
                </a>{' '}
                <span className="muted">({t(`shop.product.mediaType.${m.type}`)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {description && (
        <section className="detail-section" aria-labelledby="product-description-title">
          <h2 id="product-description-title">{t('shop.product.description')}</h2>
          {description.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
      <ReviewsSection subject={{ kind: 'product', id: p.id, slug: p.slug }} rating={p.rating} first={p.reviews} />
    </article>
  );
}

type AttributeValue = ProductDetailNode['attributeValues'][number];

/** An attribute's stored text as a reader expects it: option labels, Oui/Non, a French date, a decimal comma. */
function attributeText(attribute: AttributeValue['attribute'], value: string, lang: 'fr' | 'en', t: (key: string) => string): string {
  const label = (code: string) => {
    const option = attribute.options.find((o) => o.code === code);
    return option ? (lang === 'en' && option.labelEn ? option.labelEn : option.label) : code;
  };
  switch (attribute.type) {
    case 'BOOLEAN':
      return t(value === 'true' ? 'shop.product.yes' : 'shop.product.no');
    case 'SELECT':
      return label(value);
    case 'MULTISELECT':
      return value.split('|').filter(Boolean).map(label).join(', ');
    case 'DATE':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatLongDate(value, lang) : value;
    case 'DECIMAL':
      return lang === 'en' ? value : value.replace('.', ',');
    default:
      return value;
  }
}
