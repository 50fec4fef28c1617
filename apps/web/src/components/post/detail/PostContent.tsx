import { type Post, type SocialNetwork, socialNetworks } from '@herald/contract';
import { Card, Flex, Image, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkLabel } from '../../networks.js';

function Text({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="post-text">
      {text || <Typography.Text type="secondary">{t('content.noText')}</Typography.Text>}
    </Typography.Paragraph>
  );
}

/** The text: one for every network, or a tab per network when each has its own. */
function Texts({ post }: { post: Post }) {
  const own = socialNetworks.filter(
    (network): network is SocialNetwork => post.network_texts[network] !== undefined,
  );
  if (post.text_synced || own.length === 0) return <Text text={post.text} />;
  return (
    <Tabs
      size="small"
      items={own.map((network) => ({
        key: network,
        label: <NetworkLabel network={network} size={14} />,
        children: <Text text={post.network_texts[network] ?? ''} />,
      }))}
    />
  );
}

/** Images and videos as thumbnails; images open larger, videos play in place. */
function Media({ post }: { post: Post }) {
  const { t } = useTranslation();
  if (post.images.length === 0 && post.videos.length === 0) return null;
  const offset = post.thumbnail?.kind === 'offset' ? post.thumbnail.offset_ms : null;
  const cover = post.thumbnail?.kind === 'file' ? post.thumbnail.file.url : undefined;
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">{t('content.detail.media')}</Typography.Text>
      <Flex wrap gap="small" data-testid="post-media">
        <Image.PreviewGroup>
          {post.images.map((image) => (
            <Image
              key={image.id}
              src={image.url}
              alt={image.name}
              width={96}
              height={96}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ))}
        </Image.PreviewGroup>
        {post.videos.map((video) => (
          // biome-ignore lint/a11y/useMediaCaption: uploaded social videos carry no caption track.
          <video
            key={video.id}
            src={video.url}
            poster={cover}
            controls
            preload="metadata"
            aria-label={`${t('content.detail.video')}: ${video.name}`}
            style={{ width: 200, maxWidth: '100%', borderRadius: 6, background: '#000' }}
          />
        ))}
      </Flex>
      {offset !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('content.detail.thumbnailAt', { seconds: Math.round(offset / 100) / 10 })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function Poll({ poll }: { poll: NonNullable<Post['poll']> }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid="post-poll">
      <Typography.Text type="secondary">{t('content.detail.poll')}</Typography.Text>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {poll.options.map((option, index) => (
          // Options may repeat while drafting, so their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{option}</li>
        ))}
      </ol>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('content.detail.pollDuration', poll.duration)}
      </Typography.Text>
    </Flex>
  );
}

/** What the post says and shows: text, media and poll (its title is the page's heading). */
export function PostContent({ post }: { post: Post }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('content.detail.content')}>
      <Flex vertical gap="middle">
        <Texts post={post} />
        <Media post={post} />
        {post.poll && <Poll poll={post.poll} />}
      </Flex>
    </Card>
  );
}
