import type { ReviewRequest } from '@herald/contract';
import { Alert, Card, Divider, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../components/paged.js';
import { DecisionBox } from './DecisionBox.js';
import { ReviewHistory, ReviewStages } from './ReviewStages.js';
import { ReviewStatusTag } from './ReviewTags.js';

/** When the approval times out and what happens to the content then. */
function Timeout({ request }: { request: ReviewRequest }) {
  const { t } = useTranslation();
  if (!request.timeout_at)
    return <Typography.Text type="secondary">{t('review.detail.noTimeout')}</Typography.Text>;
  return (
    <Typography.Text type="secondary" data-testid="review-timeout">
      {t('review.detail.timeoutAt', { time: formatTime(request.timeout_at) })}{' '}
      {t(`review.detail.timeoutActions.${request.timeout_action}`)}
    </Typography.Text>
  );
}

/**
 * The content's approval: where it stands, the caller's decision when one is theirs to make, each
 * level with its flows, and every decision made so far.
 */
export function ReviewPanel({ contentId, request }: { contentId: number; request: ReviewRequest | null }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Card
      size="small"
      title={t('review.detail.approval')}
      extra={request && <ReviewStatusTag status={request.status} />}
      data-testid="review-panel"
    >
      {request === null ? (
        <Typography.Text type="secondary">{t('review.detail.noRequest')}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          <Flex vertical gap={2}>
            <Typography.Text>
              {t('review.detail.levelOf', { level: request.level, count: request.level_count })}
              {request.level_name ? ` · ${request.level_name}` : ''}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('review.detail.submitted', {
                name: request.submitted_by,
                time: formatTime(request.submitted_at),
              })}
            </Typography.Text>
            <Timeout request={request} />
          </Flex>
          {failure && (
            <Alert type="error" showIcon title={failure} closable={{ onClose: () => setFailure(null) }} />
          )}
          {request.can_decide ? (
            <DecisionBox contentId={contentId} onFailure={setFailure} />
          ) : (
            request.status === 'pending' && (
              <Typography.Text type="secondary">{t('review.detail.notYours')}</Typography.Text>
            )
          )}
          <Divider style={{ margin: 0 }} />
          <ReviewStages request={request} />
          <ReviewHistory request={request} />
        </Flex>
      )}
    </Card>
  );
}
