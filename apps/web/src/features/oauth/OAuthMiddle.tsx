import { Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** What the console window that opened the authorization popup receives. */
export interface OAuthCallbackMessage {
  source: 'herald-oauth';
  /** 0 = the network granted access; anything else = it did not. */
  code: number;
  query: Record<string, string>;
}

/**
 * The account authorization middle page (SPEC §2, §4): the network sends the popup back here; the page
 * hands the result to the console window that opened it and closes. Code 0 is success.
 */
export default function OAuthMiddle() {
  const { t } = useTranslation();
  const location = useLocation();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const failed = query.error !== undefined || query.code === undefined;
  const reason = query.error_description ?? query.error ?? '';

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const message: OAuthCallbackMessage = { source: 'herald-oauth', code: failed ? 1 : 0, query };
    opener.postMessage(message, window.location.origin);
    if (!failed) window.close();
  }, [failed, query]);

  if (!window.opener) return <Result status="info" title={t('oauth.title')} subTitle={t('oauth.noOpener')} />;
  return failed ? (
    <Result status="error" title={t('oauth.title')} subTitle={t('oauth.failed', { reason })} />
  ) : (
    <Result status="success" title={t('oauth.title')} subTitle={t('oauth.done')} />
  );
}
