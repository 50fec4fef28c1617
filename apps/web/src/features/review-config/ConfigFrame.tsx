import { Alert, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/paged.js';
import { FullPageSpinner, QueryError } from '../../components/states.js';
import type { useReviewConfig } from './useReviewConfig.js';

/** A review configuration screen: title, what it means, the read-only notice, and its loading and error states. */
export function ConfigFrame({
  title,
  explain,
  config,
  children,
}: {
  title: string;
  explain: string;
  config: ReturnType<typeof useReviewConfig>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { query, canManage } = config;
  return (
    <>
      <PageHeader title={title}>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {explain}
        </Typography.Paragraph>
      </PageHeader>
      {!canManage && query.data && (
        <Alert type="info" showIcon title={t('reviewConfig.readOnly')} style={{ marginBottom: 16 }} />
      )}
      {query.isPending && <FullPageSpinner />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} what={title} />}
      {query.data && <Card>{children}</Card>}
    </>
  );
}
