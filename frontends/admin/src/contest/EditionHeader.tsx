import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAdmin } from '../auth/useAdmin';

/** The head of an edition's winners and partners screens: back to the editions, the tab between the two. */
export function EditionHeader({
  year,
  current,
  onRefresh,
  children,
}: {
  year: number;
  current: 'winners' | 'partners';
  onRefresh(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { can } = useAdmin();
  const tabs = [
    ...(can('contest.winners.list') ? [{ value: 'winners', label: t('contest.winners.tab') }] : []),
    ...(can('contest.partners.list') ? [{ value: 'partners', label: t('contest.partners.tab') }] : []),
  ];
  return (
    <>
      <Link to="/contest/editions">
        <ArrowLeftOutlined /> {t('contest.editions.back')}
      </Link>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t(`contest.${current}.title`, { year })}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          {tabs.length > 1 && (
            <Segmented value={current} options={tabs} onChange={(value) => navigate(`/contest/editions/${year}/${value}`)} data-testid="edition-tabs" />
          )}
          {children}
          <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('common.refresh')} />
        </Flex>
      </Flex>
    </>
  );
}

/** The `:year` of the address, or null when it is not one. */
export function yearParam(value: string | undefined): number | null {
  const year = Number(value);
  return Number.isInteger(year) && year > 0 ? year : null;
}
