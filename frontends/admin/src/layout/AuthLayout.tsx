import { Card, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useBranding } from '../cms/branding/useBranding';
import { LanguageSwitch } from './LanguageSwitch';

/** Sign-in screens: a centred card, no sidebar. */
export function AuthLayout() {
  const { t } = useTranslation();
  // Branding (cms): the admin background image and the logo when staff set them.
  const { colours, images } = useBranding();
  useEffect(() => {
    document.title = `${t('login.title')} · ${t('brand')}`;
  }, [t]);
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: 24,
        background: images.adminBackground ? `center / cover no-repeat url("${images.adminBackground}")` : 'linear-gradient(160deg, #f6efe4 0%, #efe2e6 100%)',
      }}
      data-testid="auth-layout"
    >
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: 420, marginBottom: 16 }}>
        {images.desktopLogo ? (
          <img src={images.desktopLogo} alt={t('brand')} style={{ maxHeight: 48, maxWidth: 260 }} data-testid="auth-logo" />
        ) : (
          <Typography.Text strong style={{ fontFamily: 'Georgia, serif', fontSize: 22, color: colours.primary }}>
            {t('brand')}
          </Typography.Text>
        )}
        <LanguageSwitch />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 420, boxShadow: '0 8px 32px rgba(43, 36, 32, 0.08)' }}>
        <Outlet />
      </Card>
      <Typography.Text type="secondary" style={{ marginTop: 16, fontSize: 13 }}>
        {t('layout.backOffice')}
      </Typography.Text>
    </Flex>
  );
}
