import { DatePicker, Flex, Segmented, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { dayjs } from '@guide/ui';
import { DASHBOARD_PERMISSION } from '@guide/vocabulary';
import { useAdmin } from '../auth/useAdmin';
import { usePageTitle } from '../usePageTitle';
import { CountCards } from './CountCards';
import { customDays, parisToday, PERIOD_PRESETS, presetDays, type DayPeriod, type PeriodPreset } from './period';
import { SalesSection } from './SalesSection';
import { COUNT_CARDS } from './count-cards';

const DEFAULT_PRESET: PeriodPreset = 'last30';

/** The period in the address (`?period=thisYear`, `?period=custom&from=2026-01-01&to=2026-03-31`), else the last 30 days. */
function usePeriod(): { preset: PeriodPreset; period: DayPeriod | null; choose(preset: PeriodPreset, range?: [string, string]): void } {
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const preset: PeriodPreset = PERIOD_PRESETS.includes(asked as PeriodPreset) ? (asked as PeriodPreset) : DEFAULT_PRESET;
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo(() => (preset === 'custom' ? customDays(from, to) : presetDays(preset, parisToday())), [preset, from, to]);
  const choose = (next: PeriodPreset, range?: [string, string]) => {
    const query = new URLSearchParams(next === DEFAULT_PRESET ? {} : { period: next });
    if (next === 'custom') {
      const [a, b] = range ?? [period?.first ?? parisToday(), period?.last ?? parisToday()];
      query.set('from', a);
      query.set('to', b);
    }
    setParams(query, { replace: true });
  };
  return { preset, period, choose };
}

/**
 * /admin/dashboard: the period's sales (dashboard.view) and one card per indicator the administrator may
 * see (each its own permission and query), every card leading to its list.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = useAdmin();
  usePageTitle(t('dashboard.title'));
  const { preset, period, choose } = usePeriod();
  const cards = COUNT_CARDS.filter((c) => can(c.permission));
  const showSales = can(DASHBOARD_PERMISSION);
  const range: [Dayjs, Dayjs] | null = period ? [dayjs(period.first), dayjs(period.last)] : null;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('dashboard.title')}
        </Typography.Title>
        <Flex gap={8} wrap align="center" role="group" aria-label={t('dashboard.period.label')} style={{ maxWidth: '100%' }}>
          <Segmented<PeriodPreset>
            value={preset}
            onChange={(value) => choose(value)}
            options={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
            data-testid="dashboard-period"
            // Five choices do not fit a phone's width: the bar scrolls sideways there instead of running off the screen.
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
          {preset === 'custom' && (
            <DatePicker.RangePicker
              value={range}
              allowClear={false}
              aria-label={t('dashboard.period.range')}
              disabledDate={(d) => d.isAfter(dayjs().add(1, 'day'))}
              onChange={(values) => values?.[0] && values[1] && choose('custom', [values[0].format('YYYY-MM-DD'), values[1].format('YYYY-MM-DD')])}
              data-testid="dashboard-range"
            />
          )}
        </Flex>
      </Flex>
      {!period && <Typography.Paragraph type="danger">{t('dashboard.period.invalid')}</Typography.Paragraph>}
      {period && showSales && <SalesSection period={period} />}
      {period && cards.length > 0 && <CountCards cards={cards} period={period} />}
      {!showSales && cards.length === 0 && <Typography.Paragraph type="secondary">{t('dashboard.nothing')}</Typography.Paragraph>}
    </>
  );
}
