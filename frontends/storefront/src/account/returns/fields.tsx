import { accountFormFields } from '../form-fields';
import { useReturnMessage } from './ReturnStatus';

/** The return forms' fields, with the return messages. */
export const { Input: ReturnInput, Textarea: ReturnTextarea, Select: ReturnSelect } = accountFormFields(useReturnMessage);
