/** The back office's pages built with the page builder (route components) with their strings registered; Puck loads with the editor only. */
import './i18n';
import './pages.css';

export { PagesListPage } from './PagesListPage';
export { PageEditorPage } from './PageEditorPage';
