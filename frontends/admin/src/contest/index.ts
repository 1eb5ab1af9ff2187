/** The back office's breakfast-contest screens (route components) with their strings registered. */
import './i18n';

export { EditionsPage } from './editions/EditionsPage';
export { RegistrationsPage } from './registrations/RegistrationsPage';
export { WinnersPage } from './winners/WinnersPage';
export { PartnersPage } from './partners/PartnersPage';
export { PartnerApplicationsPage } from './partner-applications/PartnerApplicationsPage';
