import type { Post } from '@herald/contract';
import { Card, Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../networks.js';
import { formatTime } from '../../paged.js';
import { ScheduleTime } from '../ScheduleTime.js';
import { optionLines } from './options.js';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/**
 * When it goes out, who wrote it, its approval and the extras attached to it, then each network's
 * options; one column, as it sits beside the content on wide screens and under it on phones.
 */
export function PostFacts({ post }: { post: Post }) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    {
      key: 'schedule',
      label: t('content.detail.schedule'),
      children:
        post.publish.timing === 'schedule' ? (
          <ScheduleTime at={post.publish.scheduled_at} zone={post.publish.time_zone} />
        ) : (
          t('content.detail.immediate')
        ),
    },
    {
      key: 'type',
      label: t('content.detail.postType'),
      children: t(`content.detail.postTypes.${post.post_type}`),
    },
    { key: 'author', label: t('content.detail.author'), children: post.author || dash },
    { key: 'created', label: t('content.detail.created'), children: formatTime(post.created_at) },
    { key: 'updated', label: t('content.detail.updated'), children: formatTime(post.updated_at) },
    {
      key: 'review',
      label: t('content.detail.reviewLevel'),
      children:
        post.review_level === null
          ? t('content.detail.noReview')
          : t('content.detail.level', { level: post.review_level }),
    },
  ];
  if (post.review_level !== null)
    items.push({
      key: 'timeout',
      label: t('content.detail.timeoutAction'),
      children: t(`content.detail.timeoutActions.${post.timeout_action}`),
    });
  const extras: [string, string, string | null][] = [
    ['emoji', t('content.detail.emoji'), post.emoji],
    ['location', t('content.detail.location'), post.location?.name ?? null],
    [
      'tags',
      t('content.detail.tagPeople'),
      post.tag_people.map((person) => person.username).join(', ') || null,
    ],
    ['collaborators', t('content.detail.collaborators'), post.collaborators.join(', ') || null],
    ['publisher', t('content.detail.mobilePublisher'), post.mobile_publisher?.name ?? null],
  ];
  for (const [key, label, value] of extras) if (value) items.push({ key, label, children: value });
  if (post.attached_link)
    items.push({
      key: 'link',
      label: t('content.detail.link'),
      children: (
        <Typography.Link href={post.attached_link} target="_blank" rel="noreferrer">
          {post.attached_link}
        </Typography.Link>
      ),
    });
  const options = optionLines(t, post.options);
  return (
    <Card size="small" title={t('content.detail.details')}>
      <Flex vertical gap="middle">
        <Descriptions size="small" column={1} items={items} />
        {options.length > 0 && (
          <Descriptions
            size="small"
            title={t('content.detail.options')}
            column={1}
            data-testid="post-options"
            items={options.map((line) => ({
              key: `${line.network}.${line.label}`,
              label: (
                <Flex gap={4} align="center">
                  <NetworkLabel network={line.network} size={12} />
                  <span>· {line.label}</span>
                </Flex>
              ),
              children: line.value,
            }))}
          />
        )}
      </Flex>
    </Card>
  );
}
