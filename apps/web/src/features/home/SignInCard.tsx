import { apiPaths, type PathInput } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { call } from '../../api/transport.js';
import { useAsyncAction } from '../../lib/use-async-action.js';

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

  const signIn = (
    <Form<SignIn>
      name="signin"
      layout="vertical"
      onFinish={(values) => void submit.run(() => call(apiPaths.auth.signIn, values)).catch(ignoreShown)}
      requiredMark={false}
    >
      <Form.Item
        name="email"
        label={t('home.email')}
        rules={[{ required: true, type: 'email', message: t('common.required') }]}
      >
        <Input autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('home.password')}
        rules={[{ required: true, message: t('common.required') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="signin-submit">
        {t('home.signInSubmit')}
      </Button>
    </Form>
  );

  const signUp = providers.data?.sign_up ? (
    <Form<SignUp>
      name="signup"
      layout="vertical"
      onFinish={(values) => void submit.run(() => call(apiPaths.auth.signUp, values)).catch(ignoreShown)}
      requiredMark={false}
    >
      <Form.Item
        name="name"
        label={t('home.name')}
        rules={[{ required: true, whitespace: true, max: 64, message: t('common.required') }]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('home.email')}
        rules={[{ required: true, type: 'email', message: t('common.required') }]}
      >
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('home.password')}
        extra={t('home.passwordHint')}
        rules={[{ required: true, min: 10, max: 200, message: t('home.passwordHint') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="signup-submit">
        {t('home.signUpSubmit')}
      </Button>
    </Form>
  ) : (
    <Alert type="info" showIcon title={t('home.signUpClosed')} />
  );

  return (
    <Card className="herald-signin">
      {providers.data?.sso && (
        <>
          <Button block size="large" href={ssoHref} data-testid="sso-signin">
            {t('home.sso')}
          </Button>
          <Divider plain>{t('home.or')}</Divider>
        </>
      )}
      <Tabs
        items={[
          { key: 'signin', label: t('home.signIn'), children: signIn },
          { key: 'signup', label: t('home.signUp'), children: signUp },
        ]}
      />
    </Card>
  );
}
