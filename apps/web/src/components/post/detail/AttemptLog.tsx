import type { AttemptLog as Attempt, PostDetail } from '@herald/contract';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../networks.js';
import { formatTime } from '../../paged.js';
import { EmptyState } from '../../states.js';
import { usePhone } from '../../viewport.js';

const outcomeColors: Readonly<Record<Attempt['outcome'], string>> = {
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
  ambiguous: 'warning',
  found: 'success',
  absent: 'default',
  deferred: 'default',
};

type Account = PostDetail['accounts'][number];

function AccountName({ account, id }: { account: Account | undefined; id: number }) {
  if (!account) return <>#{id}</>;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <NetworkIcon network={account.network} size={14} />
      {account.name}
    </span>
  );
}

function Outcome({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  return (
    <Tag color={outcomeColors[attempt.outcome]} style={{ marginInlineEnd: 0 }}>
      {t(`content.attempts.outcomes.${attempt.outcome}`)}
    </Tag>
  );
}

/**
 * What came of a call, in the reader's language: the post it published or found (linked to where it is
 * live), that it was not there, or the network's own words when it refused or a look-up failed.
 */
function AttemptNote({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  if (attempt.post_id !== null && (attempt.outcome === 'succeeded' || attempt.outcome === 'found')) {
    const key = attempt.outcome === 'succeeded' ? 'published' : 'found';
    const text = t(`content.attempts.notes.${key}`, { id: attempt.post_id });
    if (!attempt.post_link) return <Typography.Text type="secondary">{text}</Typography.Text>;
    return (
      <Typography.Link href={attempt.post_link} target="_blank" rel="noreferrer">
        {text}
      </Typography.Link>
    );
  }
  let note = attempt.message;
  if (attempt.outcome === 'absent') note = t('content.attempts.notes.absent');
  else if (attempt.action === 'reconcile' && attempt.outcome === 'ambiguous' && note)
    note = t('content.attempts.notes.lookupFailed', { message: note });
  return <Typography.Text type="secondary">{note ?? '—'}</Typography.Text>;
}

/** On phones: one block per call, the network's message under its outcome. */
function AttemptList({
  attempts,
  accounts,
}: {
  attempts: readonly Attempt[];
  accounts: ReadonlyMap<number, Account>;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" data-testid="attempt-log">
      {attempts.map((attempt) => (
        <Flex
          key={attempt.id}
          vertical
          gap={4}
          style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}
        >
          <Flex gap="small" wrap align="center">
            <Typography.Text type="secondary">{formatTime(attempt.started_at)}</Typography.Text>
            <AccountName account={accounts.get(attempt.account_id)} id={attempt.account_id} />
          </Flex>
          <Flex gap="small" wrap align="center">
            <span>{t(`content.attempts.actions.${attempt.action}`)}</span>
            <Outcome attempt={attempt} />
          </Flex>
          {(attempt.message || attempt.post_id || attempt.outcome === 'absent') && (
            <AttemptNote attempt={attempt} />
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** Every call Herald made to a network for this post, oldest first: what it tried and how it ended. */
export function AttemptLog({ detail }: { detail: Pick<PostDetail, 'attempts' | 'accounts'> }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const accounts = new Map(detail.accounts.map((account) => [account.id, account]));
  let body: ReactNode;
  if (detail.attempts.length === 0) body = <EmptyState description={t('content.detail.noAttempts')} />;
  else if (phone) body = <AttemptList attempts={detail.attempts} accounts={accounts} />;
  else
    body = (
      <Table<Attempt>
        data-testid="attempt-log"
        rowKey="id"
        size="middle"
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
            render: (_, attempt) => (
              <AccountName account={accounts.get(attempt.account_id)} id={attempt.account_id} />
            ),
          },
          {
            title: t('content.attempts.action'),
            key: 'action',
            render: (_, attempt) => t(`content.attempts.actions.${attempt.action}`),
          },
          {
            title: t('content.attempts.outcome'),
            key: 'outcome',
            render: (_, attempt) => <Outcome attempt={attempt} />,
          },
          {
            title: t('content.attempts.message'),
            key: 'message',
            render: (_, attempt) => <AttemptNote attempt={attempt} />,
          },
        ]}
      />
    );
  return (
    <Card size="small" title={t('content.detail.attempts')}>
      {body}
    </Card>
  );
}
