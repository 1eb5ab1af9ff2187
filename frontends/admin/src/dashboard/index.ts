/** The back office dashboard (its own chunk; the chart library is a further chunk): see README.md. */
import './i18n';

export { DashboardPage } from './DashboardPage';
