import { networkProfiles, type Post, type PostDetail } from '@herald/contract';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommentedPost, CommentsDrawer } from '../../engagement/CommentsDrawer.js';
import { NetworkIcon, NetworkLabel } from '../../networks.js';
import { formatTime } from '../../paged.js';
import { usePhone } from '../../viewport.js';
import { AppPostStatusTag } from '../AppPostStatusTag.js';
import { ResultTag } from '../StatusTag.js';

type Row = Post['results'][number];

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** Whether Herald can read this account's comments on what it published there. */
function commentable(row: Row): boolean {
  return (
    row.result === 'succeed' &&
    row.post_id !== null &&
    networkProfiles[row.network].capabilities.read_comments !== 'no'
  );
}

function LivePost({ row, onComments }: { row: Row; onComments: (row: Row) => void }) {
  const { t } = useTranslation();
  if (!row.post_link && !commentable(row)) return dash;
  return (
    <Flex gap="small" wrap style={{ whiteSpace: 'nowrap' }}>
      {row.post_link ? (
        <Typography.Link href={row.post_link} target="_blank" rel="noreferrer">
          {t('content.accountTable.open')}
        </Typography.Link>
      ) : null}
      {commentable(row) ? (
        <Typography.Link onClick={() => onComments(row)} data-testid="open-comments">
          {t('engagement.comments.open')}
        </Typography.Link>
      ) : null}
    </Flex>
  );
}

/** Where an account published from the phone stands with its mobile publisher. */
function MobileTag({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (row.mobile_status === null) return null;
  return (
    <AppPostStatusTag status={row.mobile_status}>
      {t(`content.accountTable.mobile.${row.mobile_status}`)}
    </AppPostStatusTag>
  );
}

/** The account's result, and beside it where the mobile publisher stands when there is one. */
function ResultTags({ row }: { row: Row }) {
  return (
    <Flex gap={4} wrap>
      <ResultTag result={row.result} />
      <MobileTag row={row} />
    </Flex>
  );
}

function EmulatedTag({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return shown ? <Tag style={{ marginInlineStart: 6 }}>{t('content.accountTable.emulated')}</Tag> : null;
}

/** On phones: one block per account, its result and link on one line, the network's message under. */
function ResultList({
  rows,
  emulated,
  onComments,
}: {
  rows: readonly Row[];
  emulated: ReadonlySet<number>;
  onComments: (row: Row) => void;
}) {
  return (
    <Flex vertical gap="small" data-testid="account-results">
      {rows.map((row) => (
        <Flex
          key={row.account_id}
          vertical
          gap={4}
          style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}
        >
          <Flex align="center" gap={6} wrap>
            <NetworkIcon network={row.network} size={14} />
            <span>{row.account_name}</span>
            <EmulatedTag shown={emulated.has(row.account_id)} />
          </Flex>
          <Flex align="center" gap="small" wrap>
            <ResultTags row={row} />
            <LivePost row={row} onComments={onComments} />
            {row.published_at && (
              <Typography.Text type="secondary">{formatTime(row.published_at)}</Typography.Text>
            )}
          </Flex>
          {row.message && <Typography.Text type="secondary">{row.message}</Typography.Text>}
        </Flex>
      ))}
    </Flex>
  );
}

/** How the post went on each account: its result, the live post, and what the network said. */
export function AccountResults({ detail }: { detail: PostDetail }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const emulated = new Set(
    detail.accounts.filter((account) => account.emulated).map((account) => account.id),
  );
  const rows = detail.post.results;
  const [commented, setCommented] = useState<CommentedPost | null>(null);
  const onComments = (row: Row) =>
    setCommented({
      accountId: row.account_id,
      accountName: row.account_name,
      network: row.network,
      postId: row.post_id ?? '',
      excerpt: detail.post.title || detail.post.text,
      link: row.post_link,
    });
  return (
    <Card size="small" title={t('content.detail.accounts')}>
      {commented ? (
        <CommentsDrawer
          key={`${commented.accountId}:${commented.postId}`}
          post={commented}
          onClose={() => setCommented(null)}
        />
      ) : null}
      {phone ? (
        <ResultList rows={rows} emulated={emulated} onComments={onComments} />
      ) : (
        <Table<Row>
          data-testid="account-results"
          rowKey="account_id"
          size="middle"
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          columns={[
            {
              title: t('content.accountTable.network'),
              key: 'network',
              render: (_, row) => <NetworkLabel network={row.network} size={14} />,
            },
            {
              title: t('content.accountTable.account'),
              key: 'account',
              render: (_, row) => (
                <>
                  {row.account_name}
                  <EmulatedTag shown={emulated.has(row.account_id)} />
                </>
              ),
            },
            {
              title: t('content.accountTable.result'),
              key: 'result',
              render: (_, row) => <ResultTags row={row} />,
            },
            {
              title: t('content.accountTable.livePost'),
              key: 'link',
              render: (_, row) => <LivePost row={row} onComments={onComments} />,
            },
            {
              title: t('content.accountTable.publishedAt'),
              key: 'published',
              render: (_, row) =>
                row.published_at ? (
                  <span style={{ whiteSpace: 'nowrap' }}>{formatTime(row.published_at)}</span>
                ) : (
                  dash
                ),
            },
            {
              title: t('content.accountTable.message'),
              key: 'message',
              render: (_, row) =>
                row.message ? <Typography.Text type="secondary">{row.message}</Typography.Text> : dash,
            },
          ]}
        />
      )}
    </Card>
  );
}
