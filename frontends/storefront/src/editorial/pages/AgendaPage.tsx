import { useTranslation } from 'react-i18next';
import { formatMonth } from '@guide/ui';
import { PageHeader } from '../../guide/components/PageHeader';
import { ContentCard } from '../components/ContentCard';
import { ContentList } from '../components/ContentList';
import { groupByMonth } from '../fields';
import { useEditorialHead } from '../head';
import { EDITORIAL_PATHS } from '../types';

/** `/agenda`: the events still to come, soonest first, by month, with "Charger plus". */
export function AgendaPage() {
  const { t } = useTranslation();
  const title = t('editorial.agenda.title');
  useEditorialHead({ title, description: t('editorial.agenda.lead'), path: EDITORIAL_PATHS.agenda, seoSection: 'agenda' });
  return (
    <div className="guide-page editorial-page agenda" data-testid="agenda">
      <PageHeader crumbs={[{ label: title }]} title={title} lead={t('editorial.agenda.lead')} />
      <ContentList
        contentType="evenements"
        upcoming
        label={title}
        renderCards={(cards) =>
          groupByMonth(cards).map((group) => (
            <section key={group.month || 'undated'} className="agenda__month" aria-labelledby={`agenda-${group.month}`}>
              <h2 id={`agenda-${group.month}`} className="agenda__month-title">
                {group.month ? formatMonth(`${group.month}-01`) : t('editorial.agenda.undated')}
              </h2>
              <ul className="content-cards">
                {group.cards.map((card) => (
                  <ContentCard key={card.id} content={card} />
                ))}
              </ul>
            </section>
          ))
        }
      />
    </div>
  );
}
