import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../locale';
import type { ContestWinnerNode } from '../contest.graphql';
import { winnersByCategory } from '../format';

/** An edition's winners under their category's heading, by rank; an establishment of the guide links to its page. */
export function WinnerList({
  winners,
  headingLevel = 2,
  firstOnly = false,
}: {
  winners: readonly ContestWinnerNode[];
  headingLevel?: 2 | 3;
  firstOnly?: boolean;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contest-winners" data-testid="contest-winners">
      {winnersByCategory(winners).map(({ category, winners: list }) => (
        <section key={category} className="contest-winners__category" data-testid={`winners-${category}`}>
          <Heading>{t(`contest.categoryPrize.${category}`)}</Heading>
          <ol>
            {(firstOnly ? list.slice(0, 1) : list).map((winner) => (
              <li key={winner.id} data-testid="contest-winner">
                <span className="contest-winners__rank" data-testid="winner-rank">
                  {t('contest.winners.rank', { count: winner.rank, ordinal: true })}
                </span>{' '}
                <span className="contest-winners__establishment">
                  {winner.establishment ? (
                    <Link to={localePath(winner.establishment.path)} data-testid="winner-establishment-link">
                      {winner.establishmentName}
                    </Link>
                  ) : (
                    winner.establishmentName
                  )}
                </span>
                {winner.name && winner.name !== winner.establishmentName && <span className="contest-winners__name"> — {winner.name}</span>}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
