import { useMessage } from '../../auth/form';
import { accountFormFields } from '../form-fields';

/** The owners' post messages first, then the shared ones. */
function usePostMessage() {
  return useMessage('ownerPosts');
}

/** The post form's fields, with the owners' post messages. */
export const { Input: PostInput, Textarea: PostTextarea, Select: PostSelect } = accountFormFields(usePostMessage);
