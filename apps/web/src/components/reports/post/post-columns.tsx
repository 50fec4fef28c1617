import type { ReportPost } from '@herald/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { EmulatedTag } from '../../EmulatedTag.js';
import { NetworkIcon } from '../../networks.js';
import { formatTime, TagsPreview } from '../../paged.js';
import { antdOrder, metricColumns, type ReportSort } from '../metric-columns.js';

/**
 * The post, its account and type, and a way to open its drawer (or, where the screen has no drawer, the
 * post on its network).
 */
export function postCell(t: TFunction, post: ReportPost, open?: (post: ReportPost) => void) {
  const text = (
    <Typography.Text ellipsis style={{ maxWidth: 300, color: 'inherit' }}>
      {post.text.trim() || t('reports.post.noText')}
    </Typography.Text>
  );
  return (
    <Flex vertical gap={2} style={{ minWidth: 200, maxWidth: 320 }}>
      {open ? (
        <Button
          type="link"
          onClick={() => open(post)}
          style={{ padding: 0, height: 'auto', textAlign: 'start' }}
        >
          {text}
        </Button>
      ) : post.permalink ? (
        <Typography.Link href={post.permalink} target="_blank" rel="noreferrer">
          {text}
        </Typography.Link>
      ) : (
        text
      )}
      <Flex gap={6} align="center" wrap>
        <NetworkIcon network={post.network} size={14} />
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160 }}>
          {post.name}
        </Typography.Text>
        <EmulatedTag account={{ emulated: post.emulated, social_channel: post.network }} />
        <Tag style={{ marginInlineEnd: 0 }}>{t(`reports.contentTypes.${post.content_type}`)}</Tag>
      </Flex>
    </Flex>
  );
}

/** Columns of the post table: the post, when it was published, its tags and author, then the chosen metrics. */
export function postColumns(
  t: TFunction,
  metrics: readonly string[],
  sort: ReportSort,
  open: ((post: ReportPost) => void) | undefined,
  narrow: boolean,
): ColumnType<ReportPost>[] {
  return [
    {
      key: 'post',
      title: t('reports.post.post'),
      fixed: narrow ? undefined : 'left',
      render: (_, post) => postCell(t, post, open),
    },
    {
      key: 'published_at',
      title: t('reports.post.published'),
      sorter: true,
      sortOrder: antdOrder(sort, 'published_at'),
      sortDirections: ['descend', 'ascend'],
      render: (_, post) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(post.published_at)}</span>,
    },
    ...(narrow
      ? []
      : [
          {
            key: 'tags',
            title: t('reports.post.tags'),
            render: (_: unknown, post: ReportPost) => (
              <TagsPreview items={post.tags.map((tag) => ({ key: tag.id, label: tag.name }))} max={2} />
            ),
          },
          {
            key: 'author',
            title: t('reports.post.author'),
            render: (_: unknown, post: ReportPost) => post.author?.name ?? '—',
          },
        ]),
    ...metricColumns<ReportPost>(t, metrics, sort),
  ];
}
