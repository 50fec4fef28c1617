import {
  BugOutlined,
  CloseOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LikeOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import { apiPaths, type FeedDetail, networkNames } from '@herald/contract';
import { App, Button, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/transport.js';
import { NetworkIcon } from '../../../components/networks.js';
import { FeedMarks } from '../components/badges.js';
import { FeedTime } from '../components/FeedTime.js';
import { bugReport } from '../model/bug-report.js';

type RemoteAction = FeedDetail['remote_actions'][number];

const remoteIcons: Record<RemoteAction, ReactNode> = {
  like: <LikeOutlined />,
  hide: <EyeInvisibleOutlined />,
  unhide: <EyeOutlined />,
  delete: <DeleteOutlined />,
};

/** Copies the item as a bug report (text, link, network, language, time, issue classes). */
function useCopyBugReport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async (detail: FeedDetail) => {
    const { feed } = detail;
    const text = bugReport(feed, {
      title: t('feeds.bug.title'),
      text: t('feeds.bug.text'),
      link: t('feeds.bug.link'),
      network: t('feeds.bug.network'),
      language: t('feeds.bug.language'),
      time: t('feeds.bug.time'),
      issues: t('feeds.bug.issues'),
      none: t('feeds.bug.none'),
      networkName: networkNames[feed.social_channel],
      languageName: feed.language ? t(`feeds.languages.${feed.language}`) : null,
      issueNames: feed.issue_classes.map((issue) => t(`feeds.issues.${issue}`)),
    });
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('feeds.detail.copied'));
    } catch {
      // Clipboard access is the browser's to refuse (insecure page, permission); the user is told.
      void message.error(t('feeds.detail.copyFailed'));
    }
  };
}

/**
 * Where the item is from and what can be done to it on the network: like, hide, unhide, delete (each
 * only where the network's API allows, delete and hide after a confirmation naming the network).
 */
export function DetailHeader({
  detail,
  canCompose,
  attempt,
  putDetail,
  onClose,
  back,
}: {
  detail: FeedDetail;
  canCompose: boolean;
  attempt: (name: string, work: () => Promise<void>, done?: string) => Promise<boolean>;
  putDetail: (detail: FeedDetail) => void;
  onClose?: () => void;
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const copy = useCopyBugReport();
  const { feed } = detail;
  const network = networkNames[feed.social_channel];
  const act = (action: RemoteAction) =>
    attempt(
      `remote:${action}`,
      async () => putDetail(await call(apiPaths.feeds.remote, { id: feed.id, action })),
      t(`feeds.remote.done.${action}`, { network }),
    );
  const confirmFirst = (action: RemoteAction) => {
    if (action !== 'delete' && action !== 'hide') return void act(action);
    modal.confirm({
      title: t('common.confirmTitle'),
      content: t(action === 'delete' ? 'feeds.remote.deleteConfirm' : 'feeds.remote.hideConfirm', {
        network,
      }),
      okText: t(`feeds.remote.${action}`),
      okButtonProps: { danger: action === 'delete' },
      cancelText: t('common.cancel'),
      onOk: () => act(action),
    });
  };
  return (
    <Flex vertical gap="small" className="feeds-detail-head">
      <h2 className="herald-visually-hidden">
        {t('feeds.detail.heading', {
          type: t(`feeds.types.${feed.feed_type}`),
          author: feed.author.name ?? t('feeds.row.unknownAuthor'),
        })}
      </h2>
      <Flex justify="space-between" align="start" gap="small">
        <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
          {back}
          <NetworkIcon network={feed.social_channel} size={18} />
          <Typography.Text strong>{feed.account_name}</Typography.Text>
          <Typography.Text type="secondary">· {t(`feeds.types.${feed.feed_type}`)} ·</Typography.Text>
          <FeedTime iso={feed.created_at} />
          <FeedMarks feed={feed} />
        </Flex>
        {onClose && (
          <Tooltip title={t('feeds.detail.close')}>
            <Button
              type="text"
              icon={<CloseOutlined />}
              aria-label={t('feeds.detail.close')}
              onClick={onClose}
            />
          </Tooltip>
        )}
      </Flex>
      <Flex gap="small" wrap>
        {feed.permalink && (
          <Button size="small" icon={<LinkOutlined />} href={feed.permalink} target="_blank" rel="noreferrer">
            {t('feeds.detail.openOnNetwork', { network })}
          </Button>
        )}
        {canCompose &&
          detail.remote_actions.map((action) => (
            <Button
              key={action}
              size="small"
              icon={remoteIcons[action]}
              danger={action === 'delete'}
              onClick={() => confirmFirst(action)}
              data-testid={`feeds-remote-${action}`}
            >
              {t(`feeds.remote.${action}`)}
            </Button>
          ))}
        <Button size="small" icon={<BugOutlined />} onClick={() => void copy(detail)}>
          {t('feeds.detail.copyBug')}
        </Button>
      </Flex>
    </Flex>
  );
}
