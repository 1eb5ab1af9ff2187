import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAdmin } from '../auth/useAdmin';
import { useBranding } from '../cms/branding/useBranding';
import { LanguageSwitch } from './LanguageSwitch';
import { activeEntry, DASHBOARD, landingPath, visibleGroups } from './menu';

/**
 * Back-office frame: sidebar menu grouped by area (only what the admin's role may use), header with the
 * signed-in admin, language and sign-out, page content.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { images } = useBranding();
  const { admin, can } = useAdmin();
  const active = activeEntry(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(active?.group ? [active.group] : []);

  const items = useMemo<MenuProps['items']>(
    () => [
      // A ticket agent has no dashboard: the entry would only lead to "access refused".
      ...(can(DASHBOARD.permission) ? [{ key: DASHBOARD.key, icon: DASHBOARD.icon, label: <Link to={DASHBOARD.path}>{t('menu.dashboard')}</Link> }] : []),
      ...visibleGroups(can).map((group) => ({
        key: group.key,
        icon: group.icon,
        label: t(`menu.groups.${group.key}`),
        children: group.entries.map((entry) =>
          entry.ready
            ? { key: entry.key, label: <Link to={entry.path}>{t(`menu.entries.${entry.key}`)}</Link> }
            : { key: entry.key, disabled: true, title: t('menu.comingSoon'), label: t(`menu.entries.${entry.key}`) },
        ),
      })),
    ],
    [t, can],
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={240} theme="dark" style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
        <Link
          to={landingPath(can)}
          style={{ display: 'block', padding: '20px 24px 16px', color: '#fff', fontFamily: 'Georgia, serif', fontSize: 20, fontWeight: 700 }}
        >
          {/* The sider is dark: the dark logo (cms branding) when there is one, else the name. The box keeps one
              height for both, so the menu does not move under the pointer when the branding arrives. */}
          <span style={{ display: 'flex', alignItems: 'center', height: 40 }}>
            {images.desktopDarkLogo ? (
              <img src={images.desktopDarkLogo} alt={t('brand')} style={{ display: 'block', maxHeight: 40, maxWidth: '100%' }} data-testid="admin-logo" />
            ) : (
              t('brand')
            )}
          </span>
          <Typography.Text style={{ display: 'block', color: 'rgba(255,255,255,0.55)', fontFamily: token.fontFamily, fontSize: 12, fontWeight: 400 }}>
            {t('layout.backOffice')}
          </Typography.Text>
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={active ? [active.key] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          aria-label={t('layout.mainNav')}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: '0 24px' }}>
          <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
            {admin && (
              <Typography.Text type="secondary" data-testid="admin-identity">
                <UserOutlined /> {admin.firstName} {admin.lastName} · {admin.role.name}
              </Typography.Text>
            )}
            <LanguageSwitch />
            <Button icon={<LogoutOutlined />} type="text" onClick={() => navigate('/logout')} data-testid="admin-logout">
              {t('layout.logout')}
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
