import type { ReviewLinkInfo } from '@herald/contract';
import { Descriptions, type DescriptionsProps, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NetworkIcon } from '../../components/networks.js';
import { formatTime } from '../../components/paged.js';
import { usePhone } from '../../components/viewport.js';

/** What an approval link is about: the game, the level, the content, where and when it goes. */
export function LinkFacts({ info }: { info: ReviewLinkInfo }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const items: DescriptionsProps['items'] = [
    { key: 'game', label: t('review.decide.game'), children: info.game_name },
    {
      key: 'level',
      label: t('review.decide.level'),
      children: t('review.decide.levelName', { level: info.level, name: info.level_name }),
    },
  ];
  if (info.title.trim())
    items.push({ key: 'title', label: t('review.decide.postTitle'), children: info.title });
  items.push(
    {
      key: 'text',
      label: t('review.decide.text'),
      children: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {info.text.trim() || <Typography.Text type="secondary">{t('content.noText')}</Typography.Text>}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'accounts',
      label: t('review.decide.accounts'),
      children: (
        <Flex vertical gap={4}>
          {info.accounts.map((account) => (
            <Flex key={`${account.network}:${account.name}`} gap={6} align="center">
              <NetworkIcon network={account.network} size={14} />
              <span>{account.name}</span>
            </Flex>
          ))}
        </Flex>
      ),
    },
    { key: 'author', label: t('review.decide.author'), children: info.author },
    {
      key: 'scheduled',
      label: t('review.decide.scheduledAt'),
      children: info.scheduled_at ? formatTime(info.scheduled_at) : t('review.decide.immediate'),
    },
  );
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      layout={phone ? 'vertical' : 'horizontal'}
      items={items}
      data-testid="link-facts"
    />
  );
}
