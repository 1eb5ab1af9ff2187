import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ResultCard, useCategoryLabel } from '../../guide/components/ResultCard';
import { ProductCard } from '../../shop/components/ProductCard';
import { ContentCard } from '../components/ContentCard';
import { BLOCK_CONTENTS, BLOCK_ESTABLISHMENTS, BLOCK_PRODUCTS } from './blocks.graphql';

/** Cards read from the API at render time (server-rendered: the SSR pass waits for these queries). */
export function CardGridBlock({ source, contentType, count }: { source: string; contentType?: string | null; count: number }) {
  if (source === 'establishments') return <EstablishmentCards count={count} />;
  if (source === 'products') return <ProductCards count={count} />;
  return contentType ? <ContentCards contentType={contentType} count={count} /> : null;
}

function Status({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return <p className="search-status">{loading ? t('editorial.loading') : t('editorial.blocks.cardsFailed')}</p>;
}

function ContentCards({ contentType, count }: { contentType: string; count: number }) {
  const { data, loading } = useQuery(BLOCK_CONTENTS, { variables: { contentType, first: count } });
  if (!data) return <Status loading={loading} />;
  return (
    <ul className="content-cards">
      {data.blockContents.edges.map(({ node }) => (
        <ContentCard key={node.id} content={node} />
      ))}
    </ul>
  );
}

function EstablishmentCards({ count }: { count: number }) {
  const { data, loading } = useQuery(BLOCK_ESTABLISHMENTS, { variables: { first: count } });
  const categoryLabel = useCategoryLabel();
  if (!data) return <Status loading={loading} />;
  return (
    <ul className="result-list guide-cards">
      {data.blockEstablishments.edges.map(({ node }) => (
        <ResultCard key={node.id} node={node} distanceKm={null} category={categoryLabel(node)} />
      ))}
    </ul>
  );
}

function ProductCards({ count }: { count: number }) {
  const { data, loading } = useQuery(BLOCK_PRODUCTS, { variables: { first: count } });
  if (!data) return <Status loading={loading} />;
  return (
    <ul className="product-grid">
      {data.blockProducts.edges.map(({ node }) => (
        <ProductCard key={node.id} product={node} />
      ))}
    </ul>
  );
}
