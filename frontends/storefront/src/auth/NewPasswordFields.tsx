import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from './form';
import { PasswordStrength } from './PasswordStrength';

/**
 * A new password and its confirmation, with the live strength meter: one block for register, reset and
 * change password, so the three forms cannot drift apart. Test ids: `${testIdPrefix}` and
 * `${testIdPrefix}-confirmation`.
 */
export function NewPasswordFields({
  formik,
  testIdPrefix,
  labelKey = 'auth.fields.newPassword',
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by forms of different value types
  formik: FormikProps<any>;
  testIdPrefix: string;
  labelKey?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        formik={formik}
        name="password"
        type="password"
        label={t(labelKey)}
        autoComplete="new-password"
        required
        testId={testIdPrefix}
        extra={<PasswordStrength password={formik.values.password} />}
      />
      <TextField
        formik={formik}
        name="passwordConfirmation"
        type="password"
        label={t('auth.fields.passwordConfirmation')}
        autoComplete="new-password"
        required
        testId={`${testIdPrefix}-confirmation`}
      />
    </>
  );
}
