import type { MetricValue } from '@herald/contract';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricCards } from '../MetricCards.js';

/** A post report's body: the filtered posts' totals against the compared range, then their table. */
export function PostReportView({
  keys,
  summary,
  children,
}: {
  keys: readonly string[];
  summary: Readonly<Record<string, MetricValue>> | undefined;
  /** The table of posts (or of composed posts). */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      {summary && (
        <Card size="small" title={t('reports.post.summary')}>
          <MetricCards keys={keys} metrics={summary} />
        </Card>
      )}
      <Card size="small" styles={{ body: { padding: 0 } }}>
        {children}
      </Card>
    </Flex>
  );
}
