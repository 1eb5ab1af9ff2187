import '../editorial.css';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';
import { CONTENT_HIGHLIGHTS } from '../editorial.graphql';
import { listOrder, type EditorialType } from '../types';
import { ContentCard } from './ContentCard';

/** A few contents of a type under a heading, with a link to the full list; nothing when there are none. */
export function Highlights({
  type,
  title,
  more,
  path,
  upcoming,
  first = 3,
  testId,
}: {
  type: EditorialType;
  title: string;
  more: string;
  path: string;
  upcoming?: boolean;
  first?: number;
  testId: string;
}) {
  const localePath = useLocalePath();
  const { data } = useQuery(CONTENT_HIGHLIGHTS, { variables: { contentType: type, order: listOrder(type), ...(upcoming ? { upcoming: true } : {}), first } });
  const cards = data?.highlights.edges.map((e) => e.node) ?? [];
  if (cards.length === 0) return null;
  return (
    <section className="highlights" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className="highlights__head">
        <h2 id={`${testId}-title`}>{title}</h2>
        <Link to={localePath(path)}>{more}</Link>
      </div>
      <ul className="content-cards">
        {cards.map((card) => (
          <ContentCard key={card.id} content={card} />
        ))}
      </ul>
    </section>
  );
}

/** The home page's editorial voice: the latest blog posts and the next events. */
export function HomeHighlights() {
  const { t } = useTranslation();
  return (
    <div className="home-highlights">
      <Highlights type="blog" title={t('editorial.home.blog')} more={t('editorial.home.blogMore')} path="/blog" testId="home-blog" />
      <Highlights type="evenements" upcoming title={t('editorial.home.events')} more={t('editorial.home.eventsMore')} path="/agenda" testId="home-events" />
    </div>
  );
}
