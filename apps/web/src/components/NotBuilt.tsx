import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageTitle } from '../i18n/titles.js';
import { StatusResult } from './status-result.js';

/** A screen of the product that this version does not have yet: said plainly, nothing faked. */
export function NotBuilt({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="not-built">
      <StatusResult
        status="info"
        title={t('notBuilt.title')}
        subTitle={t('notBuilt.body', { page: pageTitle(t, routeName) })}
        extra={
          <Link to="/">
            <Button>{t('notBuilt.back')}</Button>
          </Link>
        }
      />
    </div>
  );
}
