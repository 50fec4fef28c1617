import type { PathInput } from '@herald/contract';
import { apiPaths } from '@herald/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { call } from '../../api/transport.js';
import { useAsyncAction } from '../../lib/use-async-action.js';
import { AuthForm } from './AuthForm.js';
import { authChecks } from './checks.js';
import { SignInTabs } from './SignInTabs.js';

/** The failure was already shown as a toast by the async action. */
const ignoreShown = (): undefined => undefined;

type SignIn = PathInput<typeof apiPaths.auth.signIn>;
type SignUp = PathInput<typeof apiPaths.auth.signUp>;

/** Local sign-in and sign-up, and company SSO when the server offers it. */
export function SignInCard({ onSignedIn, ssoHref }: { onSignedIn: () => void; ssoHref: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const providers = useApiQuery(apiPaths.auth.providers, {}, { staleTime: Infinity });
  // One action for both forms: a second submit while one is pending returns the same attempt.
  const submit = useAsyncAction(async (_signal, work: () => Promise<unknown>) => {
    await work();
    client.clear();
    onSignedIn();
  });
  const busy = submit.pending;
  const check = authChecks(t);

  const signIn = (
    <AuthForm<keyof SignIn>
      fields={[
        {
          name: 'email',
          label: t('home.email'),
          type: 'email',
          autoComplete: 'username',
          check: check.email,
        },
        {
          name: 'password',
          label: t('home.password'),
          type: 'password',
          autoComplete: 'current-password',
          check: check.filled,
        },
      ]}
      submitLabel={t('home.signInSubmit')}
      submitTestId="signin-submit"
      busy={busy}
      onSubmit={(values) => void submit.run(() => call(apiPaths.auth.signIn, values)).catch(ignoreShown)}
    />
  );

  const signUp = providers.data?.sign_up ? (
    <AuthForm<keyof SignUp>
      fields={[
        { name: 'name', label: t('home.name'), type: 'text', autoComplete: 'name', check: check.name },
        { name: 'email', label: t('home.email'), type: 'email', autoComplete: 'email', check: check.email },
        {
          name: 'password',
          label: t('home.password'),
          type: 'password',
          autoComplete: 'new-password',
          hint: t('home.passwordHint'),
          check: check.newPassword,
        },
      ]}
      submitLabel={t('home.signUpSubmit')}
      submitTestId="signup-submit"
      busy={busy}
      onSubmit={(values) => void submit.run(() => call(apiPaths.auth.signUp, values)).catch(ignoreShown)}
    />
  ) : (
    <Alert type="info" showIcon title={t('home.signUpClosed')} />
  );

  return (
    <div className="herald-card herald-signin">
      {providers.data?.sso && (
        <>
          <Button block size="large" href={ssoHref} data-testid="sso-signin">
            {t('home.sso')}
          </Button>
          <Divider plain>{t('home.or')}</Divider>
        </>
      )}
      <SignInTabs
        items={[
          { key: 'signin', label: t('home.signIn'), children: signIn },
          { key: 'signup', label: t('home.signUp'), children: signUp },
        ]}
      />
    </div>
  );
}
