/** The back office's moderation of owners' posts (route component) with its strings registered. */
import './i18n';

export { ModerationPage } from './ModerationPage';
