import { networkComposeRules, networkNames, type SocialNetwork, textFor } from '@herald/contract';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mediaNetworks, textNetworks } from '../../../lib/post-values/reach.js';
import { counterOf } from '../../../lib/post-values/text-count.js';
import type { ComposeValues } from '../../../lib/post-values/values.js';
import { NetworkIcon } from '../../networks.js';
import { PreviewMedia } from './PreviewMedia.js';

/** Networks whose posts lead with the media, caption under it. */
const mediaFirst: readonly SocialNetwork[] = ['instagram', 'tiktok', 'youtube'];
/** Networks whose posts lead with a title. */
const titled: readonly SocialNetwork[] = ['youtube', 'reddit'];

function PollPreview({ options }: { options: readonly string[] }) {
  return (
    <Flex vertical gap={4} style={{ marginTop: 8 }}>
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place.
        <div key={index} className="herald-preview-poll-option">
          {option || '—'}
        </div>
      ))}
    </Flex>
  );
}

/** A card showing what one network will get: its accounts, the text it takes, the media, the poll. */
export function NetworkPreview({
  values,
  network,
  accountNames,
}: {
  values: ComposeValues;
  network: SocialNetwork;
  accountNames: readonly string[];
}) {
  const { t } = useTranslation();
  const takesText = textNetworks(values, [network]).length > 0;
  const takesMedia = mediaNetworks(values, [network]).length > 0;
  const text = takesText ? textFor(values, network) : '';
  const { length, max } = counterOf(text, network);
  const igType = values.options.instagram.content_type;
  const tall = network === 'tiktok' || (network === 'instagram' && igType !== 'post');
  const media = takesMedia ? (
    <PreviewMedia images={values.images} videos={values.videos} tall={tall} />
  ) : null;
  const rules = networkComposeRules[network];
  const needsMedia = rules.requiresMedia !== 'none' && values.images.length + values.videos.length === 0;
  const poll = rules.poll ? values.poll : null;
  const title = titled.includes(network) ? values.title : '';
  const subreddit = network === 'reddit' && values.options.reddit.subreddit;
  return (
    <Card
      size="small"
      className={`herald-preview herald-preview-${network}`}
      data-testid={`preview-${network}`}
    >
      <Flex gap="small" align="center" style={{ marginBottom: 8 }}>
        <NetworkIcon network={network} size={20} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {accountNames.join(', ')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {networkNames[network]}
            {subreddit ? ` · r/${subreddit}` : ''}
            {values.emoji ? ` · ${values.emoji}` : ''}
          </Typography.Text>
        </Flex>
        {max > 0 && length > max && (
          <Tag color="error" style={{ marginInlineStart: 'auto' }}>
            {length}/{max}
          </Tag>
        )}
      </Flex>
      {title && (
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
      )}
      {needsMedia && (
        <div className={`herald-preview-missing${tall ? ' herald-preview-tall' : ''}`}>
          {t(rules.requiresMedia === 'video' ? 'compose.preview.needsVideo' : 'compose.preview.needsMedia')}
        </div>
      )}
      {mediaFirst.includes(network) && media}
      {text && <Typography.Paragraph className="herald-preview-text">{text}</Typography.Paragraph>}
      {!mediaFirst.includes(network) && media}
      {poll && <PollPreview options={poll.options} />}
      {values.attached_link && (
        <Typography.Link href={values.attached_link} target="_blank" rel="noopener noreferrer" ellipsis>
          {values.attached_link}
        </Typography.Link>
      )}
      {values.location && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          📍 {values.location.name}
        </Typography.Text>
      )}
      {!title && !text && !media && !poll && !needsMedia && (
        <Typography.Text type="secondary">{t('compose.preview.nothing')}</Typography.Text>
      )}
    </Card>
  );
}
