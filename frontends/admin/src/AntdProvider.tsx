import { App, ConfigProvider } from 'antd';
import 'antd/dist/antd.css';
import enGB from 'antd/locale/en_GB';
import frFR from 'antd/locale/fr_FR';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from '@guide/ui';
import { useBranding } from './cms/branding/useBranding';

/**
 * The brand colours, and secondary, tertiary and placeholder texts darker than antd's defaults (0.45 and
 * 0.25 opacity), which fail WCAG AA contrast (4.5:1) on white and on the layout's grey.
 */
const THEME_TOKENS = {
  colorPrimary: '#7b1e3a',
  colorLink: '#7b1e3a',
  borderRadius: 8,
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
/** Whether the system asks for less motion (an accessibility setting); followed live. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * Styles come from antd's static stylesheet (`zeroRuntime`, ADR 0046): the tokens below still reach it as CSS
 * variables, and no page load builds component styles in the browser again.
 * antd follows the interface language (French by default, British English otherwise: both start weeks on
 * Monday and use 24-hour time, see @guide/ui dates). Notifications obey the product rule: 5000 ms, bottom.
 * Those who ask their system for less motion get none: menus, dialogs and messages appear without animation.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // The site's primary colour (cms branding, read at runtime); the default is the one above.
  const { colours } = useBranding();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enGB : frFR}
      theme={{ zeroRuntime: true, token: { ...THEME_TOKENS, colorPrimary: colours.primary, colorLink: colours.primary, motion: !reducedMotion } }}
    >
      <App
        notification={{ placement: 'bottom', duration: TOAST_DURATION_MS / 1000 }}
        message={{ duration: TOAST_DURATION_MS / 1000 }}
        style={{ minHeight: '100vh' }}
      >
        {children}
      </App>
    </ConfigProvider>
  );
}
