import { useQuery } from '@apollo/client/react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../users/errors';
import type { CountCard } from './count-cards';
import { periodVariables, type DayPeriod } from './period';

/** One number, its loading and error states, a link to its list. Mounted only for holders of its permission. */
function CountCardView({ card, period }: { card: CountCard; period: DayPeriod }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(card.query, {
    variables: card.period ? periodVariables(period) : {},
    fetchPolicy: 'cache-and-network',
  });
  const title = t(`dashboard.cards.${card.key}`);
  return (
    <Card size="small" loading={loading && !data} data-testid={`dashboard-card-${card.key}`}>
      {error && !data ? (
        <>
          <Typography.Text type="secondary">{title}</Typography.Text>
          <Typography.Paragraph type="danger" style={{ margin: '4px 0' }}>
            {t('dashboard.error')} {errorMessage(t, error)}
          </Typography.Paragraph>
          <Typography.Link onClick={() => void refetch()}>{t('common.retry')}</Typography.Link>
        </>
      ) : (
        <Link to={card.to} aria-label={`${title} : ${t('dashboard.cards.open')}`} style={{ display: 'block', color: 'inherit' }}>
          <Statistic title={title} value={data ? card.count(data) : 0} />
        </Link>
      )}
    </Card>
  );
}

export function CountCards({ cards, period }: { cards: CountCard[]; period: DayPeriod }) {
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
          <CountCardView card={card} period={period} />
        </Col>
      ))}
    </Row>
  );
}
