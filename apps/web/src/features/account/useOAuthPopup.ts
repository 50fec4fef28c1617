import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../lib/failure-text.js';
import { type OAuthOutcome, POPUP_NAME, popupFeatures, watchOAuthPopup } from '../../lib/oauth-message.js';

/** What account/bind and account/rebind answer. */
export interface Authorization {
  authorize_url: string;
  state: string;
}

const WAITING_KEY = 'herald-oauth-waiting';

/**
 * Runs one authorization in a popup: `start` opens the window at once (inside the click, so pop-up
 * blockers allow it), asks the server for the authorization URL, sends the window there and waits
 * for the OAuth middle page's message. Success calls `onAuthorized` with the state; a failure shows
 * its message; a window closed by the user says the authorization was suspended. Unmounting stops
 * the wait.
 */
export function useOAuthPopup() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stopRef.current?.();
      message.destroy(WAITING_KEY);
    },
    [message],
  );

  const start = useCallback(
    (begin: () => Promise<Authorization>, onAuthorized: (state: string) => void) => {
      stopRef.current?.();
      const popup = window.open('', POPUP_NAME, popupFeatures(window));
      if (!popup) {
        void message.error(t('account.oauth.blocked'));
        return;
      }
      let cancelled = false;
      stopRef.current = () => {
        cancelled = true;
      };
      const settle = (outcome: OAuthOutcome) => {
        stopRef.current = null;
        message.destroy(WAITING_KEY);
        if (outcome.kind === 'authorized') onAuthorized(outcome.state);
        else if (outcome.kind === 'suspended') void message.info(t('account.oauth.suspended'));
        else void message.error(outcome.message || t('account.oauth.failed'));
      };
      const run = async () => {
        try {
          const { authorize_url, state } = await begin();
          // Superseded or unmounted: the window (one name, so maybe reused by a newer attempt) is left alone.
          if (cancelled) return;
          if (popup.closed) {
            settle({ kind: 'suspended' });
            return;
          }
          popup.location.href = authorize_url;
          void message.open({
            key: WAITING_KEY,
            type: 'loading',
            content: t('account.oauth.waiting'),
            duration: 0,
          });
          stopRef.current = watchOAuthPopup({
            popup,
            state,
            origin: window.location.origin,
            onOutcome: settle,
          });
        } catch (error) {
          if (cancelled) return;
          popup.close();
          stopRef.current = null;
          void message.error(failureText(error));
        }
      };
      void run();
    },
    [message, t, failureText],
  );

  return { start };
}
