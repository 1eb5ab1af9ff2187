import { accountFormFields } from '../form-fields';
import { useSupportMessage } from './SupportStatus';

/** The support request forms' fields, with the support messages. */
export const { Input: SupportInput, Textarea: SupportTextarea, Select: SupportSelect } = accountFormFields(useSupportMessage);
