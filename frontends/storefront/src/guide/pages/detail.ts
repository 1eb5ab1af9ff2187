/** The establishment page: its own chunk, so the list pages do not carry its reviews form (Formik, Yup). */
import '../guide.css';
export { EstablishmentPage } from './EstablishmentPage';
