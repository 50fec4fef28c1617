import type { Sentiment } from '@herald/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<Sentiment, string> = {
  init: 'default',
  positive: 'green',
  negative: 'red',
  neutral: 'blue',
  unclassified: 'default',
};

/** A sentiment value as a coloured tag. */
export function SentimentTag({ value }: { value: Sentiment }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[value]} style={{ marginInlineEnd: 0 }}>
      {t(`feeds.sentiments.${value}`)}
    </Tag>
  );
}
