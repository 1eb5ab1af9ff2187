/** The back office's support-ticket screens (route components) with their strings registered. */
import './i18n';

export { TicketListPage } from './list/TicketListPage';
export { TicketFormPage } from './edit/TicketFormPage';
export { TicketUsersPage } from './users/TicketUsersPage';
export { TicketGroupsPage } from './groups/TicketGroupsPage';
export { TicketFieldsPage } from './fields/TicketFieldsPage';
