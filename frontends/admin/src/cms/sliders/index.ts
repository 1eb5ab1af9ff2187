/** The back office's slider screens (route components) with their strings registered. */
import './i18n';

export { SlidersPage } from './SlidersPage';
export { SliderEditorPage } from './SliderEditorPage';
