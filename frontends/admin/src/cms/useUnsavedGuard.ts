import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before leaving a form with unsaved changes: another back-office screen (the router's blocker, a
 * confirmation) or the browser tab (its own "leave the page?" prompt). `allowNext()` lets the next
 * navigation through, for the one that follows a successful save.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('cms.unsaved.title'),
      content: t('cms.unsaved.text'),
      okText: t('cms.unsaved.leave'),
      cancelText: t('cms.unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    allowNext() {
      allowed.current = true;
    },
  };
}
