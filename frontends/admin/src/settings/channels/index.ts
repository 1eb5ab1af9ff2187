/** Settings › Channels (maintenance mode) and Settings › Users (where the staff accounts are), with their strings registered. */
import './i18n';

export { ChannelsPage } from './ChannelsPage';
export { StaffUsersPage } from './StaffUsersPage';
