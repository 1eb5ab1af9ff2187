import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { usePageTitle } from '../../usePageTitle';
import { PageHeader, SettingsGroupForm } from '../configuration';

/**
 * /admin/settings/locales: which of French and English the site offers, and its default language (settings
 * group `locales`; the registry refuses an empty list and a default that is not enabled). The storefront's
 * language switch and hreflang follow within seconds.
 */
export function LocalesPage() {
  const { t } = useTranslation();
  usePageTitle(t('localesSettings.title'));
  return (
    <>
      <PageHeader title={t('localesSettings.title')} intro={t('localesSettings.intro')} />
      <SettingsGroupForm group="locales" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('localesSettings.interface')}
      </Typography.Paragraph>
    </>
  );
}
