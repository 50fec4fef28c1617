import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useInConsole } from '../../components/in-console.js';
import { PublicLayout } from '../../components/PublicLayout.js';
import { StatusResult } from '../../components/status-result.js';
import type { ScreenProps } from '../../screens/types.js';

function Frame({ children }: { children: ReactNode }) {
  return useInConsole() ? children : <PublicLayout>{children}</PublicLayout>;
}

/** The 401, 403, 404 and general error pages (SPEC §2). */
export default function ErrorPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const home = (
    <Link to="/">
      <Button>{t('errors.backHome')}</Button>
    </Link>
  );
  let content: ReactNode;
  switch (params.code) {
    case '401':
      content = (
        <StatusResult
          status="warning"
          title={t('auth.loginExpired')}
          subTitle={t('auth.loginExpiredBody')}
          extra={
            <Link to={`/?redirect=${encodeURIComponent(query.get('from') ?? '/')}`}>
              <Button type="primary">{t('auth.goLogin')}</Button>
            </Link>
          }
        />
      );
      break;
    case '403': {
      const page = query.has('from');
      content = (
        <StatusResult
          status="403"
          title={page ? t('errors.noPagePermission') : t('errors.noAppPermission')}
          subTitle={t('errors.body403')}
          extra={home}
        >
          <h2 className="herald-status-heading">{t('errors.apply')}</h2>
          <p>{t('errors.applyBody')}</p>
        </StatusResult>
      );
      break;
    }
    case '404':
      content = (
        <StatusResult status="404" title={t('errors.title404')} subTitle={t('errors.body404')} extra={home} />
      );
      break;
    default:
      content = (
        <StatusResult
          status="error"
          title={t('errors.titleGeneric')}
          subTitle={t('errors.bodyGeneric')}
          extra={home}
        />
      );
  }
  return <Frame>{content}</Frame>;
}
