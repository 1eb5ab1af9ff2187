/** Marketing › Campaigns: the list and the campaign's page (write, test, schedule, send, follow). */
import './i18n';

export { CampaignListPage } from './CampaignListPage';
export { CampaignEditPage } from './CampaignEditPage';
