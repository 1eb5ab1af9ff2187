import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../../gql/graphql';
import { useMessage } from '../../auth/form';

/** Statuses after which the customer can no longer answer (addMyTicketNote answers TICKET_CLOSED). */
export const FINISHED_STATUSES: readonly string[] = ['CLOSED', 'REJECTED'];

/** A request's status in the customer's words (support.status.*), not the back office's. */
export function SupportStatusBadge({ status }: { status: TicketStatus | string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge support-status support-status--${status.toLowerCase()}`} data-testid="support-status">
      {t(`support.status.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Field messages of the support forms: their own wording first, then the app's and the shared one. */
export function useSupportMessage(): (key: string) => string {
  return useMessage('support');
}
