import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CONFIGURATION_GROUPS } from '@guide/vocabulary';
import { PageHeader } from './PageHeader';
import { usePageTitle } from '../../usePageTitle';
import { SettingsGroupForm } from './SettingsGroupForm';

/**
 * /admin/settings/configuration: a tab per settings group (general, catalog, customers, sales, emails), each a
 * form built from the registry. The open tab is in the URL (`?group=sales`), so a link can point at it.
 */
export function ConfigurationPage() {
  const { t } = useTranslation();
  usePageTitle(t('configuration.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('group');
  const active = (CONFIGURATION_GROUPS as readonly string[]).includes(asked ?? '') ? asked! : CONFIGURATION_GROUPS[0];
  return (
    <>
      <PageHeader title={t('configuration.title')} intro={t('configuration.intro')} />
      <Tabs
        activeKey={active}
        onChange={(group) => setParams({ group }, { replace: true })}
        destroyOnHidden
        items={CONFIGURATION_GROUPS.map((group) => ({
          key: group,
          label: t(`configuration.groups.${group}`),
          children: <SettingsGroupForm group={group} />,
        }))}
      />
    </>
  );
}
