/** Settings › Languages: the settings group `locales` (enabled languages, default), with the configuration's form. */
import './i18n';

export { LocalesPage } from './LocalesPage';
