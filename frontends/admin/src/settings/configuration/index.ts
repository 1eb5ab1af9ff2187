/** Settings › Configuration: the settings groups of the registry (packages/vocabulary/src/settings.ts), one tab each. */
import './i18n';

export { ConfigurationPage } from './ConfigurationPage';
export { SettingsGroupForm } from './SettingsGroupForm';
export { PageHeader } from './PageHeader';
