import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import type { ListenMention } from '@herald/contract';
import { Button, Dropdown, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../../components/paged.js';
import { ListenNetworkIcon, listenNetworkName } from '../../components/ListenNetwork.js';
import { MentionText } from '../../components/MentionText.js';

export const judged = ['positive', 'neutral', 'negative'] as const;
export type MentionSentiment = (typeof judged)[number];
type Judged = MentionSentiment;

const sentimentColour: Record<string, string> = {
  positive: 'success',
  negative: 'error',
  neutral: 'default',
};

/** One mention: where, who and when, the text with its matched terms, a link out and its sentiment. */
export function MentionItem({
  mention,
  onCorrect,
}: {
  mention: ListenMention;
  onCorrect: (sentiment: Judged) => void;
}) {
  const { t } = useTranslation();
  const author = mention.author.name ?? mention.author.handle ?? t('listen.mentions.unknownAuthor');
  const sentiment = judged.includes(mention.sentiment as Judged) ? (mention.sentiment as Judged) : 'neutral';
  return (
    <List.Item data-testid={`mention-${mention.id}`}>
      <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
        <Flex gap="small" align="center" wrap>
          <ListenNetworkIcon network={mention.network} />
          <Typography.Text strong>{author}</Typography.Text>
          {mention.author.handle && mention.author.name && (
            <Typography.Text type="secondary">@{mention.author.handle}</Typography.Text>
          )}
          <Typography.Text type="secondary">{formatTime(mention.published_at)}</Typography.Text>
          {mention.url && (
            <Typography.Link
              href={mention.url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('listen.mentions.open', { network: listenNetworkName(mention.network) })}
            >
              <ExportOutlined />
            </Typography.Link>
          )}
        </Flex>
        <MentionText text={mention.text} terms={mention.terms} />
        <Flex gap={4} wrap align="center">
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [sentiment],
              items: judged.map((key) => ({ key, label: t(`listen.sentiment.${key}`) })),
              onClick: ({ key }) => key !== sentiment && onCorrect(key as Judged),
            }}
          >
            <Button
              size="small"
              type="text"
              aria-label={t('listen.mentions.correct')}
              data-testid={`sentiment-${mention.id}`}
              style={{ padding: 0 }}
            >
              <Tag color={sentimentColour[sentiment]} style={{ marginInlineEnd: 0 }}>
                {t(`listen.sentiment.${sentiment}`)} <DownOutlined />
              </Tag>
            </Button>
          </Dropdown>
          {mention.corrected && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('listen.mentions.corrected')}
            </Typography.Text>
          )}
          {mention.terms.map((term) => (
            <Tag key={term} style={{ marginInlineEnd: 0 }}>
              {term}
            </Tag>
          ))}
        </Flex>
      </Flex>
    </List.Item>
  );
}
