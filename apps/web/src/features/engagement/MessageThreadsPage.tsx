import { apiPaths, type Conversation, networkProfiles } from '@herald/contract';
import { Card, Col, Empty, Flex, List, Row, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks.js';
import { useAccounts } from '../../api/lookups.js';
import { ReplyBox } from '../../components/engagement/ReplyBox.js';
import { ReviewLevelSelect } from '../../components/engagement/ReviewLevelSelect.js';
import { useEngagementSubmit } from '../../components/engagement/useEngagementSubmit.js';
import { isSocialNetwork, NetworkIcon } from '../../components/networks.js';
import { formatTime, PageHeader } from '../../components/paged.js';
import { EmptyState, QueryError } from '../../components/states.js';

/** How often an open conversation is read again, so new messages and sent replies appear. */
const LIVE_MS = 5000;

/** Accounts whose network lets apps both read and send private messages. */
function useMessagingAccounts() {
  const accounts = useAccounts();
  const usable = (accounts.data ?? []).filter((account) => {
    if (!isSocialNetwork(account.social_channel)) return false;
    const { capabilities } = networkProfiles[account.social_channel];
    return capabilities.message !== 'no' && capabilities.read_messages !== 'no';
  });
  return { ...accounts, usable };
}

function windowOpen(conversation: Conversation): boolean {
  return conversation.reply_open_until !== null && Date.parse(conversation.reply_open_until) > Date.now();
}

function WindowTag({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  if (conversation.reply_open_until === null) return <Tag>{t('engagement.threads.neverWrote')}</Tag>;
  return windowOpen(conversation) ? (
    <Tag color="green">
      {t('engagement.threads.open', { time: formatTime(conversation.reply_open_until) })}
    </Tag>
  ) : (
    <Tag>{t('engagement.threads.closed')}</Tag>
  );
}

/** One conversation, oldest message first, with the reply box while the 24-hour window is open. */
function Thread({ accountId, conversationId }: { accountId: number; conversationId: string }) {
  const { t } = useTranslation();
  const account = useMessagingAccounts().usable.find((item) => item.id === accountId);
  const query = useApiQuery(
    apiPaths.message.thread,
    { account_id: accountId, conversation_id: conversationId },
    { refetchInterval: LIVE_MS },
  );
  const submit = useEngagementSubmit();
  const [level, setLevel] = useState<number | null>(null);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || !account || !isSocialNetwork(account.social_channel)) return <Card loading />;
  const { conversation, messages } = query.data;
  const network = account.social_channel;
  const last = messages.filter((message) => !message.from_account).at(-1);
  return (
    <Card
      size="small"
      title={conversation.recipient ?? conversation.recipient_id ?? conversation.id}
      extra={<WindowTag conversation={conversation} />}
    >
      <Flex vertical gap={8} data-testid="message-thread">
        {messages.map((message) => (
          <Flex key={message.id} justify={message.from_account ? 'end' : 'start'}>
            <div
              style={{
                maxWidth: '80%',
                padding: '6px 10px',
                borderRadius: 8,
                background: message.from_account ? '#e6f4ff' : '#f5f5f5',
              }}
            >
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {message.from_account ? t('engagement.threads.you') : (message.sender ?? '—')} ·{' '}
                {formatTime(message.created_at)}
              </Typography.Text>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {message.text}
              </Typography.Paragraph>
            </div>
          </Flex>
        ))}
        {windowOpen(conversation) && conversation.recipient_id ? (
          <Flex vertical gap={8}>
            <ReviewLevelSelect value={level} onChange={setLevel} />
            <ReplyBox
              label={t('engagement.threads.reply')}
              placeholder={t('engagement.threads.placeholder')}
              sendLabel={t('engagement.threads.send')}
              busy={submit.busy}
              onSend={(text) =>
                submit.message(
                  {
                    accountId,
                    network,
                    target: {
                      social_id: conversation.id,
                      post_id: null,
                      recipient_id: conversation.recipient_id,
                      author: conversation.recipient ?? '',
                      excerpt: last?.text ?? conversation.last_text,
                      link: null,
                    },
                  },
                  text,
                  level,
                )
              }
            />
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('engagement.threads.closed')}</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/** content.message.thread: an account's conversations, read from the network, answered within 24 hours. */
export default function MessageThreadsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const accounts = useMessagingAccounts();
  const accountId = Number(search.get('account_id')) || null;
  const conversationId = search.get('conversation_id');
  const conversations = useApiQuery(
    apiPaths.message.conversations,
    { account_id: accountId ?? 0 },
    { enabled: accountId !== null },
  );
  const choose = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch))
      if (value === null) next.delete(key);
      else next.set(key, value);
    setSearch(next);
  };

  let list = <EmptyState description={t('engagement.threads.pickAccount')} />;
  if (accountId !== null) {
    if (conversations.isError)
      list = <QueryError error={conversations.error} onRetry={() => void conversations.refetch()} />;
    else
      list = (
        <List<Conversation>
          loading={conversations.isPending}
          locale={{ emptyText: <Empty description={t('engagement.threads.empty')} /> }}
          dataSource={conversations.data?.conversations ?? []}
          renderItem={(conversation) => (
            <List.Item
              key={conversation.id}
              onClick={() => choose({ conversation_id: conversation.id })}
              style={{
                cursor: 'pointer',
                background: conversation.id === conversationId ? '#f0f5ff' : undefined,
                paddingInline: 8,
              }}
              data-testid="conversation"
            >
              <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text strong ellipsis>
                    {conversation.recipient ?? conversation.recipient_id ?? conversation.id}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                    {formatTime(conversation.last_at)}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" ellipsis>
                  {conversation.last_text}
                </Typography.Text>
                <div>
                  <WindowTag conversation={conversation} />
                </div>
              </Flex>
            </List.Item>
          )}
        />
      );
  }

  return (
    <>
      <PageHeader title={t('engagement.threads.title')}>
        <Flex style={{ marginTop: 8 }}>
          <Select<number>
            aria-label={t('engagement.threads.account')}
            placeholder={t('engagement.threads.pickAccount')}
            style={{ minWidth: 260, maxWidth: '100%' }}
            loading={accounts.isPending}
            value={accountId ?? undefined}
            onChange={(id) => choose({ account_id: String(id), conversation_id: null })}
            options={accounts.usable.map((account) => ({
              value: account.id,
              label: (
                <Flex align="center" gap={6}>
                  {isSocialNetwork(account.social_channel) ? (
                    <NetworkIcon network={account.social_channel} />
                  ) : null}
                  {account.social_account}
                </Flex>
              ),
            }))}
          />
        </Flex>
      </PageHeader>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card size="small">{list}</Card>
        </Col>
        <Col xs={24} lg={15}>
          {accountId !== null && conversationId ? (
            <Thread key={conversationId} accountId={accountId} conversationId={conversationId} />
          ) : (
            <Card size="small">
              <EmptyState description={t('engagement.threads.choose')} />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
