import {
  CheckCircleOutlined,
  ExclamationCircleOutlined,
  SyncOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { apiPaths, type FeedSync } from '@herald/contract';
import { App, Button, Flex, List, Popover, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { NetworkIcon } from '../../../components/networks.js';
import { QueryError } from '../../../components/states.js';
import { currentLanguage } from '../../../i18n/index.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRouteLink } from '../../../lib/links.js';
import { fullTime, relativeTime } from '../model/time.js';

/** How often the sync health is read again while the inbox is open. */
const REFRESH_MS = 60_000;

function lagText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('feeds.sync.seconds', { count: seconds });
  if (seconds < 3600) return t('feeds.sync.minutes', { count: Math.round(seconds / 60) });
  return t('feeds.sync.hours', { count: Math.round(seconds / 3600) });
}

/** One account's sync: when, how far behind, failures, the last error, and "sync now". */
function AccountSync({ sync }: { sync: FeedSync }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const link = useRouteLink();
  const run = useApiMutation(apiPaths.feeds.syncRun, { invalidates: [apiPaths.feeds.syncStatus] });
  const last = sync.last_success_at;
  return (
    <List.Item
      actions={[
        sync.needs_reconnect ? (
          <Link key="reconnect" to={link('account.list')}>
            {t('feeds.sync.reconnectLink')}
          </Link>
        ) : (
          <Button
            key="run"
            size="small"
            icon={<SyncOutlined />}
            disabled={!sync.supported}
            loading={run.isPending}
            onClick={() =>
              run.mutate(
                { account_id: sync.account_id },
                {
                  onSuccess: () =>
                    void message.success(t('feeds.sync.started', { account: sync.account_name })),
                  onError: (error) => void message.error(failureText(error)),
                },
              )
            }
          >
            {t('feeds.sync.syncNow')}
          </Button>
        ),
      ]}
    >
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={6} align="center">
          <NetworkIcon network={sync.social_channel} size={14} />
          <Typography.Text strong ellipsis>
            {sync.account_name}
          </Typography.Text>
          {sync.needs_reconnect && <Tag color="error">{t('feeds.sync.needsReconnect')}</Tag>}
          {!sync.backfilled && sync.supported && <Tag color="processing">{t('feeds.sync.backfilling')}</Tag>}
        </Flex>
        {sync.supported ? (
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12 }}
            title={last ? fullTime(last) : undefined}
          >
            {[
              t('feeds.sync.lastSync', {
                time: last ? relativeTime(last, Date.now(), currentLanguage()) : t('feeds.sync.never'),
              }),
              ...(sync.lag_seconds !== null
                ? [t('feeds.sync.lag', { lag: lagText(t, sync.lag_seconds) })]
                : []),
              ...(sync.failures > 0 ? [t('feeds.sync.failures', { count: sync.failures })] : []),
            ].join(' · ')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('feeds.sync.unsupported')}
          </Typography.Text>
        )}
        {sync.last_error && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('feeds.sync.lastError', { error: sync.last_error })}
          </Typography.Text>
        )}
      </Flex>
    </List.Item>
  );
}

/** The summary the button shows: reconnects first, then failures, else the latest sync. */
function summaryOf(t: TFunction, syncs: readonly FeedSync[]) {
  const reconnect = syncs.filter((sync) => sync.needs_reconnect).length;
  if (reconnect > 0)
    return {
      tone: 'error',
      icon: <ExclamationCircleOutlined />,
      text: t('feeds.sync.reconnect', { count: reconnect }),
    } as const;
  const failing = syncs.filter((sync) => sync.failures > 0).length;
  if (failing > 0)
    return {
      tone: 'warning',
      icon: <WarningOutlined />,
      text: t('feeds.sync.failing', { count: failing }),
    } as const;
  const latest = syncs
    .map((sync) => sync.last_success_at)
    .filter((time): time is string => time !== null)
    .sort()
    .at(-1);
  return {
    tone: 'ok',
    icon: <CheckCircleOutlined />,
    text: latest
      ? t('feeds.sync.healthy', { time: relativeTime(latest, Date.now(), currentLanguage()) })
      : t('feeds.sync.never'),
  } as const;
}

/** Ingestion health in one compact button; its popover lists every account and syncs one now. */
export function SyncHealth({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const query = useApiQuery(apiPaths.feeds.syncStatus, {}, { refetchInterval: REFRESH_MS });
  const syncs = query.data ?? [];
  const summary = query.data ? summaryOf(t, syncs) : null;
  const content = query.isError ? (
    <QueryError error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <List<FeedSync>
      size="small"
      dataSource={syncs}
      loading={query.isPending}
      locale={{ emptyText: t('feeds.sync.noAccounts') }}
      renderItem={(sync) => <AccountSync sync={sync} />}
      style={{ width: 'min(440px, 86vw)', maxHeight: 420, overflowY: 'auto' }}
    />
  );
  return (
    <Popover trigger="click" title={t('feeds.sync.title')} content={content} placement="bottomRight">
      <Button
        className={`feeds-sync feeds-sync-${summary?.tone ?? 'ok'}`}
        icon={query.isError ? <WarningOutlined /> : (summary?.icon ?? <SyncOutlined spin />)}
        loading={query.isPending}
        data-testid="feeds-sync"
        aria-label={`${t('feeds.sync.title')}: ${summary?.text ?? t('common.loading')}`}
      >
        {!compact && (
          <span className="feeds-sync-text">{query.isError ? t('feeds.sync.title') : summary?.text}</span>
        )}
      </Button>
    </Popover>
  );
}
