/** The back office's menu screens (route components) with their strings registered. */
import './i18n';

export { MenusPage } from './MenusPage';
export { MenuEditorPage } from './MenuEditorPage';
