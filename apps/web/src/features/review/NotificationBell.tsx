import { BellOutlined } from '@ant-design/icons';
import { apiPaths, type Notification } from '@herald/contract';
import { App, Badge, Button, Flex, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation, useApiQuery } from '../../api/hooks.js';
import { callContext } from '../../api/transport.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { formatTime } from '../../components/time.js';
import { useFailureText } from '../../lib/failure-text.js';
import { useRouteLink } from '../../lib/links.js';
import { noticeTarget, useNoticeText } from './notices.js';

/** How often the bell asks for new notices. */
const POLL_MS = 60_000;

function NoticeEntry({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const textOf = useNoticeText();
  const comment = String(notice.params.comment ?? '').trim();
  return (
    <button
      type="button"
      onClick={() => onOpen(notice)}
      data-testid="notice"
      style={{
        all: 'unset',
        boxSizing: 'border-box',
        display: 'flex',
        gap: 8,
        width: '100%',
        padding: '8px 4px',
        cursor: 'pointer',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Badge
        status={notice.read ? 'default' : 'processing'}
        style={{ visibility: notice.read ? 'hidden' : 'visible' }}
      />
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text strong={!notice.read}>{textOf(notice)}</Typography.Text>
        {comment && (
          <Typography.Text type="secondary" ellipsis>
            {comment}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatTime(notice.created_at)}
        </Typography.Text>
      </Flex>
    </button>
  );
}

/**
 * The bell in the console header: the unread count, the latest notices worded in the reader's
 * language, and each one opening its review or content page (and counting as read).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const link = useRouteLink();
  const [open, setOpen] = useState(false);
  const query = useApiQuery(apiPaths.notify.list, { page: 1, page_size: 10 }, { refetchInterval: POLL_MS });
  const read = useApiMutation(apiPaths.notify.read, { invalidates: [apiPaths.notify.list] });
  const unread = query.data?.unread ?? 0;
  const notices = query.data?.list ?? [];

  const markRead = (input: { ids: number[] } | { all: true }) =>
    read.mutateAsync(input).catch((error: unknown) => void message.error(failureText(error)));

  const openNotice = (notice: Notification) => {
    setOpen(false);
    if (!notice.read) void markRead({ ids: [notice.id] });
    const target = noticeTarget(notice);
    if (!target) return;
    const href = link(target.route, { query: { id: target.id, game_id: notice.game_id } });
    // A notice of another game opens with that game, which takes a full page load.
    if (notice.game_id === String(callContext().game_id)) void navigate(href);
    else window.location.assign(href);
  };

  let body = <Spin style={{ display: 'block', padding: 24 }} />;
  if (query.isError) body = <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data)
    body =
      notices.length === 0 ? (
        <EmptyState description={t('review.notify.empty')} />
      ) : (
        <Flex vertical data-testid="notice-list">
          {notices.map((notice) => (
            <NoticeEntry key={notice.id} notice={notice} onOpen={openNotice} />
          ))}
        </Flex>
      );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={
        <Flex justify="space-between" align="center" gap="middle">
          <span>{t('review.notify.title')}</span>
          <Button
            type="link"
            size="small"
            disabled={unread === 0}
            loading={read.isPending}
            onClick={() => void markRead({ all: true })}
          >
            {t('review.notify.markAll')}
          </Button>
        </Flex>
      }
      content={
        <div style={{ width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 420, overflowY: 'auto' }}>
          {body}
        </div>
      }
    >
      <Button
        type="text"
        aria-label={t('review.notify.open', { count: unread })}
        data-testid="notify-bell"
        icon={
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
