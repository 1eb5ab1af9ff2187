import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { Language } from '@guide/ui';
import { applyLanguage } from '../i18n';
import { CookieBanner } from '../editorial/consent';
import { NavigationProgress } from '../navigation/NavigationProgress';
import { Footer } from './Footer';
import { Header } from './Header';
import { BrandingStyle } from './SiteBranding';

/** Site frame for one language prefix: header, page, footer, navigation progress and scroll handling. */
export function AppLayout({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  // Before paint, so a page never shows in the previous language.
  useLayoutEffect(() => applyLanguage(lang), [lang]);
  // The app is live (hydrated or rendered): browser tests and monitoring wait for this mark.
  useEffect(() => void (document.documentElement.dataset.ready = 'true'), []);
  return (
    <div className="app">
      {/* The cms branding's colours and background (server-rendered, no rebuild needed). */}
      <BrandingStyle />
      <NavigationProgress />
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* Until the visitor chooses (read on the server too): no optional script loads before consent. */}
      <CookieBanner />
      {/* New page: top, or the #hash element; back/forward: the remembered position. */}
      <ScrollRestoration />
    </div>
  );
}
