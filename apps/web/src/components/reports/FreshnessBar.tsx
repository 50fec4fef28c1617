import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { apiPaths } from '@herald/contract';
import { type Query, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Flex, List, Popover, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery } from '../../api/hooks.js';
import { useFailureText } from '../../lib/failure-text.js';
import { EmulatedTag } from '../EmulatedTag.js';
import { NetworkIcon } from '../networks.js';
import { formatTime } from '../paged.js';

const stateColor = {
  idle: 'green',
  queued: 'blue',
  running: 'processing',
  failed: 'red',
  unsupported: 'default',
} as const;

/** Each account's reading: its state, when it was last read, the next reading, the last error. */
function RefreshList() {
  const { t } = useTranslation();
  const rows = useApiQuery(apiPaths.report.refreshList, {}, { refetchInterval: 15_000 });
  return (
    <List
      size="small"
      style={{ width: 340, maxWidth: '80vw', maxHeight: 360, overflow: 'auto' }}
      loading={rows.isPending}
      dataSource={rows.data ?? []}
      data-testid="refresh-list"
      renderItem={(row) => (
        <List.Item key={row.account_id}>
          <Flex vertical gap={2} style={{ width: '100%' }}>
            <Flex gap={6} align="center" wrap>
              <NetworkIcon network={row.network} size={14} />
              <Typography.Text ellipsis style={{ maxWidth: 160 }}>
                {row.name}
              </Typography.Text>
              <EmulatedTag account={{ emulated: row.emulated, social_channel: row.network }} />
              <Tag color={stateColor[row.state]}>{t(`reports.fresh.states.${row.state}`)}</Tag>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.last_fetched_at
                ? t('reports.fresh.last', { time: formatTime(row.last_fetched_at) })
                : t('reports.fresh.never')}
              {row.next_at ? ` · ${t('reports.fresh.next', { time: formatTime(row.next_at) })}` : ''}
            </Typography.Text>
            {row.error && (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {row.error}
              </Typography.Text>
            )}
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** How often what is being read is asked again: often while readings run, seldom otherwise. */
const BUSY_POLL_MS = 3000;
const IDLE_POLL_MS = 15_000;

function readingCount(rows: readonly { state: string }[] | undefined): number {
  return (rows ?? []).filter((row) => row.state === 'queued' || row.state === 'running').length;
}

/** A cached report answer (not the refresh list itself, which drives this). */
function isReportRead(query: Query): boolean {
  const path = String(query.queryKey[0]);
  return path.startsWith('report/') && path !== apiPaths.report.refreshList.path;
}

/**
 * "Last fetched" for the report's accounts, what is being read now, and a manual refresh (throttled
 * per account by the server, which answers when it may run again).
 */
export function FreshnessBar({ accountIds }: { accountIds?: number[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const last = useApiQuery(apiPaths.report.queryLast, { account_ids: accountIds });
  const rows = useApiQuery(
    apiPaths.report.refreshList,
    {},
    { refetchInterval: (query) => (readingCount(query.state.data) > 0 ? BUSY_POLL_MS : IDLE_POLL_MS) },
  );
  const busy = readingCount(rows.data);
  const reading = useRef(0);
  const client = useQueryClient();
  useEffect(() => {
    // A reading finished: every report on screen is read again, with what it brought.
    if (busy < reading.current) void client.invalidateQueries({ predicate: isReportRead });
    reading.current = busy;
  }, [busy, client]);
  const run = useApiMutation(apiPaths.report.refreshRun, {
    invalidates: [apiPaths.report.refreshList, apiPaths.report.queryLast],
    onSuccess: (answer) => {
      reading.current = Math.max(reading.current, answer.queued);
      if (answer.throttled_until) {
        void message.warning(t('reports.fresh.throttled', { time: formatTime(answer.throttled_until) }));
      }
      if (answer.queued > 0) void message.success(t('reports.fresh.queued', { count: answer.queued }));
    },
    onError: (error) => void message.error(failureText(error)),
  });
  const fetchedAt = last.data?.last_fetched_at;
  return (
    <Flex wrap gap="small" align="center" data-testid="freshness">
      <Typography.Text type="secondary" data-testid="last-fetched">
        {fetchedAt ? t('reports.fresh.last', { time: formatTime(fetchedAt) }) : t('reports.fresh.never')}
      </Typography.Text>
      <Popover title={t('reports.fresh.listTitle')} content={<RefreshList />} trigger="click">
        <Button
          size="small"
          type="text"
          icon={<SyncOutlined spin={busy > 0} />}
          aria-label={t('reports.fresh.listTitle')}
        >
          {busy > 0 && <Badge count={t('reports.fresh.activity', { count: busy })} color="blue" />}
        </Button>
      </Popover>
      <Button
        size="small"
        icon={<ReloadOutlined />}
        loading={run.isPending}
        onClick={() =>
          run.mutate({ account_ids: accountIds && accountIds.length > 0 ? accountIds : undefined })
        }
      >
        {t('reports.fresh.refresh')}
      </Button>
    </Flex>
  );
}
