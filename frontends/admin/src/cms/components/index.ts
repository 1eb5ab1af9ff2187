/**
 * The back office's reusable page-builder components (route components) with their strings registered; the
 * editor borrows the pages' builder (its strings and styles too). Puck loads with the editor only.
 */
import './i18n';
import '../pages/i18n';
import '../pages/pages.css';
import './components.css';

export { ComponentsListPage } from './ComponentsListPage';
export { ComponentEditorPage } from './ComponentEditorPage';
