/** The back office's media library (route component) and the reusable image picker, with their strings registered. */
import './i18n';

export { MediaLibraryPage } from './MediaLibraryPage';
export { MediaPicker, MediaPickerButton } from './MediaPicker';
