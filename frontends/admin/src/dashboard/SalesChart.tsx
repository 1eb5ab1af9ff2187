import { Column } from '@ant-design/plots';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs, formatCents, formatLongDate, isLanguage } from '@guide/ui';

export interface SalesChartDay {
  day: string;
  salesCents: number;
  orderCount: number;
}

/**
 * Sales by day as columns (tooltip: the day's sales and orders). Its own chunk (with @ant-design/plots and
 * G2, a few hundred KB): only the dashboard's sales card loads it, after the figures arrived.
 */
export default function SalesChart({ days }: { days: SalesChartDay[] }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const data = days.map((d) => ({ day: d.day, sales: d.salesCents / 100, orders: d.orderCount }));
  return (
    <div data-testid="dashboard-sales-chart" role="img" aria-label={t('dashboard.sales.chartLabel')}>
      <Column
        data={data}
        xField="day"
        yField="sales"
        height={260}
        autoFit
        axis={{
          x: { labelFormatter: (day: string) => dayjs.utc(day).format('DD/MM'), labelAutoHide: true, labelAutoRotate: false },
          y: { labelFormatter: (v: number) => formatCents(Math.round(v * 100), lang).replace(/[,.]00(?=\D*$)/, '') },
        }}
        tooltip={{
          title: (d: { day: string }) => formatLongDate(`${d.day}T12:00:00Z`, lang),
          items: [
            (d: { sales: number }) => ({ name: t('dashboard.sales.sales'), value: formatCents(Math.round(d.sales * 100), lang) }),
            (d: { orders: number }) => ({ name: t('dashboard.sales.orders'), value: String(d.orders) }),
          ],
        }}
        style={{ fill: token.colorPrimary }}
      />
    </div>
  );
}
