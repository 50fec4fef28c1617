import type { AttemptLog as Attempt, PostDetail } from '@herald/contract';
import { Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../../components/networks.js';
import { formatTime, useTableSize } from '../../../components/paged.js';
import { EmptyState } from '../../../components/states.js';

const outcomeColors: Readonly<Record<Attempt['outcome'], string>> = {
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
  ambiguous: 'warning',
  found: 'success',
  absent: 'default',
  deferred: 'default',
};

/** Every call Herald made to a network for this post, oldest first: what it tried and how it ended. */
export function AttemptLog({ detail }: { detail: PostDetail }) {
  const { t } = useTranslation();
  const size = useTableSize();
  const accounts = new Map(detail.accounts.map((account) => [account.id, account]));
  return (
    <Card size="small" title={t('content.detail.attempts')}>
      {detail.attempts.length === 0 ? (
        <EmptyState description={t('content.detail.noAttempts')} />
      ) : (
        <Table<Attempt>
          data-testid="attempt-log"
          rowKey="id"
          size={size}
          pagination={detail.attempts.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: true }}
          dataSource={detail.attempts}
          columns={[
            {
              title: t('content.attempts.time'),
              key: 'time',
              render: (_, attempt) => (
                <span style={{ whiteSpace: 'nowrap' }}>{formatTime(attempt.started_at)}</span>
              ),
            },
            {
              title: t('content.attempts.account'),
              key: 'account',
              render: (_, attempt) => {
                const account = accounts.get(attempt.account_id);
                if (!account) return `#${attempt.account_id}`;
                return (
                  <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                    <NetworkIcon network={account.network} size={14} />
                    {account.name}
                  </span>
                );
              },
            },
            {
              title: t('content.attempts.action'),
              key: 'action',
              render: (_, attempt) => t(`content.attempts.actions.${attempt.action}`),
            },
            {
              title: t('content.attempts.outcome'),
              key: 'outcome',
              render: (_, attempt) => (
                <Tag color={outcomeColors[attempt.outcome]} style={{ marginInlineEnd: 0 }}>
                  {t(`content.attempts.outcomes.${attempt.outcome}`)}
                </Tag>
              ),
            },
            {
              title: t('content.attempts.message'),
              key: 'message',
              render: (_, attempt) =>
                attempt.message ? (
                  <Typography.Text type="secondary">{attempt.message}</Typography.Text>
                ) : (
                  <Typography.Text type="secondary">—</Typography.Text>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
