import uiFr from '../../../ui/src/locales/fr.json';
import contestFr from '../contest/locales/fr.json';
import guideFr from '../guide/locales/fr.json';
import fr from './fr.json';

/** Every French string of the storefront (its own, the guide's, the shared `ui`): one chunk, loaded when French is shown. */
export default { translation: { ...fr, ...guideFr, ...contestFr }, ui: uiFr };
