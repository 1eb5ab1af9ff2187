import { useTranslation } from 'react-i18next';

/** A return request's status in the customer's words (returns.status.*). */
export function ReturnStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge rma-status rma-status--${status.toLowerCase()}`} data-testid="return-status">
      {t(`returns.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** A parcel's status (returns.shipmentStatus.*). */
export function ShipmentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge rma-shipment-status rma-shipment-status--${status.toLowerCase()}`} data-testid="shipment-status">
      {t(`returns.shipmentStatus.${status}`, { defaultValue: status })}
    </span>
  );
}

/**
 * Messages of the return forms: their own wording first (returns.messages), then the shop's refusals
 * (shop.errors) and the shared catalogue (ui:fieldErrors), as the checkout and address forms do.
 */
export function useReturnMessage(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return (key, options) => t([`returns.messages.${key}`, `shop.errors.${key}`, `ui:fieldErrors.${key}`, 'ui:fieldErrors.unknown'], options ?? {});
}
