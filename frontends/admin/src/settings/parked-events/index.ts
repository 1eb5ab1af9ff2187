/** The back office's parked-events screen (settings), with its strings registered. */
import './i18n';

export { ParkedEventsPage } from './ParkedEventsPage';
