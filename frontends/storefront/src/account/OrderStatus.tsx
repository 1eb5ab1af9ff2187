import { useTranslation } from 'react-i18next';

/** An order's status as a label (orders.status.* strings; spec §4 statuses). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status.toLowerCase()}`} data-testid="order-status">
      {t(`orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}
