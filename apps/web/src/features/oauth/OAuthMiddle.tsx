import { apiPaths, type PathOutput } from '@herald/contract';
import { Button, Spin } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError, call } from '../../api/transport.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { StatusResult } from '../../components/status-result.js';
import { useFailureText } from '../../lib/failure-text.js';
import { callbackInput, OAUTH_SOURCE, type OAuthCallbackMessage } from '../../lib/oauth-message.js';

type Phase = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; text: string };

/** The console window that opened this popup, while it is still open. */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
}

function tellOpener(message: OAuthCallbackMessage): boolean {
  const opener = openerWindow();
  opener?.postMessage(message, window.location.origin);
  return opener !== null;
}

/**
 * The account authorization middle page (SPEC §2, §4). The network redirects the popup here with a
 * code or an error; the page hands it to oauth/callback, then tells the console window that opened
 * it (code 0 is success) and closes, unless the server sends the popup on to a second consent page. A failure stays on screen; without an opener (opened in a tab)
 * the result is shown here.
 */
export default function OAuthMiddle() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { search } = useLocation();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  const [hasOpener] = useState(() => openerWindow() !== null);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice, and an authorization code can be redeemed only once.
    if (started.current) return;
    started.current = true;
    const input = callbackInput(search);
    const fail = (code: number, text: string) => {
      tellOpener({ source: OAUTH_SOURCE, code, state: input?.state ?? '', message: text });
      setPhase({ kind: 'failed', text });
    };
    if (!input) {
      fail(1, t('oauth.missing'));
      return;
    }
    const finish = async () => {
      let answer: PathOutput<typeof apiPaths.oauth.callback>;
      try {
        answer = await call(apiPaths.oauth.callback, input);
      } catch (error) {
        fail(error instanceof ApiError && error.code > 0 ? error.code : 1, failureText(error));
        return;
      }
      // A network that asks a second consent (VK: the communities after the sign-in) comes back here again.
      if (answer.next_url) {
        window.location.assign(answer.next_url);
        return;
      }
      if ('error' in input) {
        fail(1, input.error_description || input.error);
        return;
      }
      setPhase({ kind: 'done' });
      if (tellOpener({ source: OAUTH_SOURCE, code: 0, state: input.state })) window.close();
    };
    void finish();
  }, [search, t, failureText]);

  let result: ReactNode;
  if (phase.kind === 'working')
    result = (
      <StatusResult icon={<Spin size="large" />} title={t('oauth.title')} subTitle={t('oauth.working')} />
    );
  else if (phase.kind === 'done')
    result = (
      <StatusResult
        status="success"
        title={t('oauth.title')}
        subTitle={hasOpener ? t('oauth.done') : t('oauth.doneNoOpener')}
      />
    );
  else
    result = (
      <StatusResult
        status="error"
        title={t('oauth.failed')}
        subTitle={phase.text}
        extra={hasOpener ? <Button onClick={() => window.close()}>{t('oauth.close')}</Button> : undefined}
      />
    );
  return <div data-testid="oauth-middle">{hasOpener ? result : <PublicLayout>{result}</PublicLayout>}</div>;
}
