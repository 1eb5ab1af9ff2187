import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, Radio, Skeleton, Switch } from 'antd';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { SETTING_LOCALES, type SettingDefinition } from '@guide/vocabulary';
import { fieldErrors } from '@guide/ui/graphql-errors';
import { useAdmin } from '../../auth/useAdmin';
import { keepFocus } from '../../auth/form-errors';
import { LoadErrorAlert } from '../../components/CrudList';
import { errorMessage } from '../../users/errors';
import { SETTINGS_GROUP, UPDATE_SETTINGS } from './settings.graphql';
import { type FormValue, type FormValues, fieldsOf, toFormValues, toInput, validateForm } from './settings-form';

/**
 * One settings group (general, sales, locales…) as a form built from the registry: one field per key, by its
 * type; checked by the registry's rules before sending; the API's field errors shown on their fields.
 * Read-only without `settings.configuration.update`.
 */
export function SettingsGroupForm({ group }: { group: string }) {
  const { data, loading, error, refetch } = useQuery(SETTINGS_GROUP, { variables: { group }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <LoadErrorAlert error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!data) return null;
  const settings = data.settings.settings;
  // A new key when the API's values change (a save, a refresh): the form starts again from them.
  return <GroupForm key={JSON.stringify(settings)} group={group} initial={toFormValues(group, settings)} />;
}

function GroupForm({ group, initial }: { group: string; initial: FormValues }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { can } = useAdmin();
  const canUpdate = can('settings.configuration.update');
  const [update] = useMutation(UPDATE_SETTINGS);
  const translate = (key: string) => t([`configuration.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);

  const formik = useFormik<FormValues>({
    initialValues: initial,
    validate: (values) => validateForm(group, values),
    onSubmit: async (values) => {
      try {
        await update({ variables: { group, settings: toInput(group, values) } });
        message.success(t('configuration.saved'));
      } catch (e) {
        const fields = fieldErrors(e);
        const known = Object.keys(fields).filter((name) => name in initial);
        if (known.length) {
          formik.setErrors(Object.fromEntries(known.map((name) => [name, fields[name]])));
          message.error(t('errors.checkForm'));
        } else message.error(`${t('configuration.saveFailed')} ${errorMessage(t, e)}`);
      }
    },
  });

  const status = (key: string) => {
    const error = formik.errors[key];
    const shown = typeof error === 'string' && (formik.touched[key] || formik.submitCount > 0);
    return shown ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${key}`}>{translate(error)}</span> } : {};
  };
  const set = (key: string) => (value: FormValue) => {
    void formik.setFieldTouched(key, true, false);
    void formik.setFieldValue(key, value);
  };

  return (
    <Card>
      {!canUpdate && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('configuration.readOnly')} />}
      <Form layout="vertical" onFinish={() => formik.handleSubmit()} disabled={!canUpdate || formik.isSubmitting} style={{ maxWidth: 640 }}>
        {fieldsOf(group).map(([key, definition]) => (
          <Form.Item
            key={key}
            label={t(`configuration.fields.${group}.${key}.label`)}
            htmlFor={`setting-${key}`}
            extra={hint(t, group, key, definition)}
            required={definition.required}
            {...status(key)}
          >
            <SettingInput id={`setting-${key}`} definition={definition} value={formik.values[key]} onChange={set(key)} />
          </Form.Item>
        ))}
        {canUpdate && (
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="settings-save">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The key's help text, with its bounds when it has some. */
function hint(t: ReturnType<typeof useTranslation>['t'], group: string, key: string, definition: SettingDefinition): string | undefined {
  const help = t(`configuration.fields.${group}.${key}.help`, { defaultValue: '' });
  const money = definition.type === 'money';
  const range =
    definition.min !== undefined && definition.max !== undefined
      ? t(money ? 'configuration.rangeMoney' : 'configuration.range', {
          min: money ? definition.min / 100 : definition.min,
          max: money ? definition.max / 100 : definition.max,
        })
      : '';
  return [help, range].filter(Boolean).join(' ') || undefined;
}

function SettingInput({ id, definition, value, onChange }: { id: string; definition: SettingDefinition; value: FormValue; onChange(value: FormValue): void }) {
  const { t } = useTranslation();
  switch (definition.type) {
    case 'boolean':
      return <Switch id={id} checked={value === true} onChange={(checked) => onChange(checked)} />;
    case 'int':
      return <InputNumber id={id} value={value as number | null} onChange={(v) => onChange(v ?? null)} precision={0} style={{ width: 200 }} />;
    case 'money':
      return (
        <InputNumber id={id} value={value as number | null} onChange={(v) => onChange(v ?? null)} precision={2} step={1} suffix="€" style={{ width: 200 }} />
      );
    case 'text':
      return <Input.TextArea id={id} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }} />;
    case 'locales':
      return (
        <span id={id}>
          <Checkbox.Group
            value={(value as string[]) ?? []}
            onChange={(checked) => onChange(checked as string[])}
            options={SETTING_LOCALES.map((locale) => ({ value: locale, label: t(`configuration.localeNames.${locale}`) }))}
          />
        </span>
      );
    case 'locale':
      return (
        <Radio.Group
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as string)}
          options={SETTING_LOCALES.map((locale) => ({ value: locale, label: t(`configuration.localeNames.${locale}`) }))}
        />
      );
    default:
      return (
        <Input
          id={id}
          type={definition.type === 'email' ? 'email' : 'text'}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          maxLength={definition.maxLength ?? 200}
        />
      );
  }
}
