import type { PostSummary } from '@herald/contract';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Excerpt, usePostName } from './PostTitle.js';

/** A post's name linking to its detail, its excerpt, and the preview of its first image. */
export function PostCell({ post, href }: { post: PostSummary; href: string }) {
  const { t } = useTranslation();
  const nameOf = usePostName();
  return (
    <Flex gap="small" align="start" style={{ minWidth: 220, maxWidth: 420 }}>
      {post.preview_url && (
        <Image
          src={post.preview_url}
          alt=""
          width={40}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          preview={false}
        />
      )}
      <Flex vertical style={{ minWidth: 0 }}>
        <Link to={href}>{nameOf(post)}</Link>
        {post.title.trim() !== '' && <Excerpt text={post.excerpt} />}
        {post.media_count > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('content.mediaCount', { count: post.media_count })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
