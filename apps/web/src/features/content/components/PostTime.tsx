import type { ContentStatus, PostSummary } from '@herald/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../components/paged.js';
import { ScheduleTime } from '../../../components/post/ScheduleTime.js';

const label = { fontSize: 12 } as const;

/**
 * Statuses in which a schedule still stands. A post stopped, withdrawn or turned back into a draft
 * keeps the time it had, but it is no longer going out then.
 */
const scheduling: readonly ContentStatus[] = ['reviewing', 'agreed', 'scheduled', 'revoking', 'canceling'];

/** When a post goes or went out: its schedule (both zones), else when it was published, else when last edited. */
export function PostTime({ post }: { post: PostSummary }) {
  const { t } = useTranslation();
  if (post.published_at)
    return (
      <Flex vertical>
        <Typography.Text type="secondary" style={label}>
          {t('content.statuses.published')}
        </Typography.Text>
        <span>{formatTime(post.published_at)}</span>
      </Flex>
    );
  if (post.scheduled_at && scheduling.includes(post.status))
    return (
      <Flex vertical>
        <Typography.Text type="secondary" style={label}>
          {t('content.statuses.scheduled')}
        </Typography.Text>
        <ScheduleTime at={post.scheduled_at} zone={post.time_zone} />
      </Flex>
    );
  return (
    <Typography.Text type="secondary">
      {t('content.time.updated', { time: formatTime(post.updated_at) })}
    </Typography.Text>
  );
}
