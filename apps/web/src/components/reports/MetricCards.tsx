import type { MetricValue } from '@herald/contract';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MetricCell } from './MetricCell.js';
import { metricLabel } from './model/labels.js';

/** Summary cards: one per metric, its figure large with the change against the compared range. */
export function MetricCards({
  keys,
  metrics,
}: {
  keys: readonly string[];
  metrics: Readonly<Record<string, MetricValue>>;
}) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} data-testid="metric-cards">
      {keys.map((key) => (
        <Col key={key} xs={12} sm={8} lg={6} xl={4}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Text type="secondary">{metricLabel(t, key)}</Typography.Text>
            <MetricCell metricKey={key} metric={metrics[key]} large />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
