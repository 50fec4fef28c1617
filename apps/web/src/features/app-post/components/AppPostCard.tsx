import { PlayCircleOutlined } from '@ant-design/icons';
import type { AppPost } from '@herald/contract';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NetworkIcon } from '../../../components/networks.js';
import { formatTime } from '../../../components/paged.js';
import { AppPostStatusTag } from '../../../components/post/AppPostStatusTag.js';
import { Excerpt, usePostName } from '../../../components/post/PostTitle.js';

const THUMB = 72;

/** The first image, else the first video's opening frame, else nothing. */
function Thumbnail({ post }: { post: AppPost }) {
  const image = post.images[0];
  const video = post.videos[0];
  const box = { width: THUMB, height: THUMB, borderRadius: 6, objectFit: 'cover' as const, flex: 'none' };
  if (image) return <img src={image.url} alt={image.name} style={box} loading="lazy" />;
  if (!video) return null;
  return (
    <div style={{ position: 'relative', ...box }}>
      <video src={video.url} muted preload="metadata" aria-label={video.name} style={box} />
      <PlayCircleOutlined
        style={{ position: 'absolute', inset: 0, margin: 'auto', color: '#fff', fontSize: 24 }}
      />
    </div>
  );
}

/** One post to publish: its account, what it is, where it stands; the whole card opens its detail. */
export function AppPostCard({ post, href }: { post: AppPost; href: string }) {
  const { t } = useTranslation();
  const nameOf = usePostName();
  return (
    <Link to={href} data-testid="app-post-card" style={{ color: 'inherit', display: 'block' }}>
      <Card size="small" hoverable>
        <Flex gap="small" align="start">
          <Thumbnail post={post} />
          <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Flex align="center" gap={6} wrap>
              <NetworkIcon network={post.account.network} size={14} />
              <Typography.Text strong>{post.account.name}</Typography.Text>
              {post.account.emulated && <Tag style={{ marginInlineEnd: 0 }}>{t('account.emulated')}</Tag>}
            </Flex>
            <Typography.Text ellipsis>{nameOf(post)}</Typography.Text>
            {post.title.trim() && <Excerpt text={post.text} />}
            <Flex align="center" justify="space-between" gap="small" wrap>
              <AppPostStatusTag status={post.status} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('appPost.list.requested', { time: formatTime(post.requested_at) })}
              </Typography.Text>
            </Flex>
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
