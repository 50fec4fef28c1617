import { API_PREFIX, apiPaths, authCheckCodes } from '@herald/contract/plain';
import { Button, Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApiQuery } from '../../api/hooks.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { SignOutButton } from '../../components/SignOutButton.js';
import { FullPageSpinner } from '../../components/states.js';
import { isLiteMode } from '../../lib/environment.js';
import { startHref } from '../../lib/last-route.js';
import { intros } from './intros.js';
import { SignInCard } from './SignInCard.js';

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string | null {
  return value?.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** Home: what Herald is, sign in or up, the start button, and the eight feature intros. */
export default function HomePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const check = useApiQuery(apiPaths.auth.check, {});
  const signedIn = check.data !== undefined && check.data.code !== authCheckCodes.noAuth;
  const user = useApiQuery(apiPaths.auth.user, {}, { enabled: signedIn });
  const redirect = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const target = () => redirect ?? startHref(isLiteMode(), location.search);
  const ssoHref = `${API_PREFIX}/auth/oidc/start?referer=${encodeURIComponent(redirect ?? '/')}`;

  return (
    <PublicLayout>
      <section className="herald-hero">
        <div className="herald-hero-text">
          <h1>{t('home.headline')}</h1>
          <p className="herald-lead">{t('home.lead')}</p>
        </div>
        <div className="herald-hero-action">
          {check.isLoading ? (
            <FullPageSpinner />
          ) : signedIn ? (
            <div className="herald-card herald-signin">
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <h2 className="herald-signin-title">
                  {t('home.welcome', { name: user.data?.userName ?? '' })}
                </h2>
                <Button
                  type="primary"
                  size="large"
                  block
                  onClick={() => void navigate(target())}
                  data-testid="start"
                >
                  {t('home.start')}
                </Button>
                <SignOutButton />
              </Space>
            </div>
          ) : (
            <SignInCard ssoHref={ssoHref} onSignedIn={() => void navigate(target())} />
          )}
        </div>
      </section>
      <Row gutter={[16, 16]} className="herald-intros">
        {intros.map(({ key, icon: Icon }) => (
          <Col key={key} xs={24} sm={12} lg={6}>
            <div className="herald-card herald-intro">
              <div className="herald-intro-icon" aria-hidden>
                <Icon />
              </div>
              <h2>{t(`home.intros.${key}.title`)}</h2>
              <p>{t(`home.intros.${key}.body`)}</p>
            </div>
          </Col>
        ))}
      </Row>
    </PublicLayout>
  );
}
