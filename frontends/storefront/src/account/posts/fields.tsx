import { useTranslation } from 'react-i18next';
import { accountFormFields } from '../form-fields';

/** The owners' post messages first, then the shared ones. */
function usePostMessage() {
  const { t } = useTranslation();
  return (key: string) => t([`ownerPosts.messages.${key}`, `auth.messages.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/** The post form's fields, with the owners' post messages. */
export const { Input: PostInput, Textarea: PostTextarea, Select: PostSelect } = accountFormFields(usePostMessage);
