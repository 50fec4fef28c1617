import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * "Changes you made may not be saved" (SPEC §8): leaving the form with unsaved changes asks first,
 * inside the console (a route change) and out of it (reload, closing the tab, a game switch).
 * `isDirty` is read at the moment of leaving, so a navigation right after saving goes through.
 */
export function useUnsavedGuard(isDirty: () => boolean, dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  // The blocker object changes on every render; the question is asked once per blocked navigation.
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t('common.unsavedChanges'),
      okText: t('compose.leave'),
      cancelText: t('compose.stay'),
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
  }, [blocker.state, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Browsers show their own wording; asking is all a page may do here.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
