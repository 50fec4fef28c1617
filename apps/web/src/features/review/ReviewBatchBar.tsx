import { BATCH_REVIEW_LIMIT, type ReviewDecision, reviewDecisions } from '@herald/contract';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Approve or reject the selected contents at once. Beyond the batch limit both stay disabled and the
 * bar says how many may be sent together.
 */
export function ReviewBatchBar({
  count,
  busy,
  onDecide,
  onClear,
}: {
  count: number;
  busy: boolean;
  onDecide: (decision: ReviewDecision) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  const tooMany = count > BATCH_REVIEW_LIMIT;
  return (
    // Stays in view under the console's header while rows further down are ticked.
    <div style={{ position: 'sticky', top: 72, zIndex: 5 }}>
      <Alert
        type={tooMany ? 'warning' : 'info'}
        data-testid="review-batch-bar"
        title={
          <Flex wrap gap="small" align="center">
            <Typography.Text strong>{t('review.batch.selected', { count })}</Typography.Text>
            {tooMany && (
              <Typography.Text type="warning">
                {t('review.batch.limit', { max: BATCH_REVIEW_LIMIT })}
              </Typography.Text>
            )}
            {reviewDecisions.map((decision) => (
              <Button
                key={decision}
                size="small"
                type={decision === 'approve' ? 'primary' : 'default'}
                danger={decision === 'reject'}
                disabled={tooMany || busy}
                onClick={() => onDecide(decision)}
              >
                {t(`review.decision.${decision}`)}
              </Button>
            ))}
            <Button size="small" type="link" onClick={onClear}>
              {t('review.batch.clear')}
            </Button>
          </Flex>
        }
      />
    </div>
  );
}
