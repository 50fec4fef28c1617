import type { SentimentCounts } from '@herald/contract';
import { Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../components/reports/model/display.js';
import { currentLanguage } from '../../../i18n/index.js';

/** The sentiments' colours, as the reports' sentiment charts draw them. */
export const sentimentColours = { positive: '#2b8a3e', neutral: '#868e96', negative: '#c92a2a' } as const;
const parts = ['positive', 'neutral', 'negative'] as const;

/** A count of mentions over a thin bar split by sentiment; the counts in words for a tooltip and screen readers. */
export function SentimentBar({ counts, width = 120 }: { counts: SentimentCounts; width?: number }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const said = t('listen.home.last24h', {
    total: formatCount(counts.total, locale),
    positive: formatCount(counts.positive, locale),
    neutral: formatCount(counts.neutral, locale),
    negative: formatCount(counts.negative, locale),
  });
  return (
    <Tooltip title={said}>
      <Flex vertical gap={2} style={{ width }} data-testid="sentiment-bar" aria-label={said} role="img">
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCount(counts.total, locale)}
        </Typography.Text>
        <Flex style={{ height: 6, borderRadius: 3, overflow: 'hidden', background: '#f1f3f5' }}>
          {counts.total > 0 &&
            parts.map((part) => (
              <span
                key={part}
                style={{
                  width: `${(counts[part] / counts.total) * 100}%`,
                  background: sentimentColours[part],
                }}
              />
            ))}
        </Flex>
      </Flex>
    </Tooltip>
  );
}
