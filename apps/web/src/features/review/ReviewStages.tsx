import type { ReviewRequest } from '@herald/contract';
import { Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, TagsPreview } from '../../components/paged.js';
import { DecisionTag } from './ReviewTags.js';

type Stage = ReviewRequest['stages'][number];
type StageState = 'done' | 'rejected' | 'current' | 'waiting' | 'closed';

const stageColors: Readonly<Record<StageState, string>> = {
  done: 'success',
  rejected: 'error',
  current: 'gold',
  waiting: 'default',
  closed: 'default',
};

/** Where one level stands: passed, rejected, in review, still ahead, or never reached. */
function stateOf(stage: Stage, request: ReviewRequest): StageState {
  if (stage.steps.some((step) => step.decision === 'reject')) return 'rejected';
  if (stage.steps.length > 0 && stage.steps.every((step) => step.decision === 'approve')) return 'done';
  if (request.status !== 'pending') return 'closed';
  return stage.level === request.level ? 'current' : 'waiting';
}

/** Each level of the request, with every flow's part: its reviewers and its decision so far. */
export function ReviewStages({ request }: { request: ReviewRequest }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="small" data-testid="review-stages">
      <Typography.Text strong>{t('review.detail.stages')}</Typography.Text>
      {request.stages.map((stage) => {
        const state = stateOf(stage, request);
        return (
          <Flex
            key={stage.level}
            vertical
            gap={6}
            style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px' }}
          >
            <Flex gap="small" align="center" wrap justify="space-between">
              <Typography.Text>
                {t('review.detail.stageTitle', { level: stage.level, name: stage.name })}
              </Typography.Text>
              <Tag color={stageColors[state]} style={{ marginInlineEnd: 0 }}>
                {t(`review.detail.stageStates.${state}`)}
              </Tag>
            </Flex>
            {stage.steps.map((step) => (
              <Flex key={step.flow_name} vertical gap={4} style={{ paddingInlineStart: 8 }}>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text type="secondary">
                    {t('review.detail.flow', { name: step.flow_name })}
                  </Typography.Text>
                  {step.decision ? (
                    <DecisionTag decision={step.decision} />
                  ) : (
                    <Tag style={{ marginInlineEnd: 0 }}>{t('review.detail.awaiting')}</Tag>
                  )}
                  {step.decided_by && (
                    <Typography.Text type="secondary">
                      {t('review.detail.decidedBy', { name: step.decided_by })}
                    </Typography.Text>
                  )}
                </Flex>
                {step.reviewers.length > 0 ? (
                  <TagsPreview items={step.reviewers.map((email) => ({ key: email, label: email }))} />
                ) : (
                  <Typography.Text type="warning">{t('review.detail.noReviewers')}</Typography.Text>
                )}
              </Flex>
            ))}
          </Flex>
        );
      })}
    </Flex>
  );
}

/** Every decision made on the request, newest first: who, what, through which channel, and why. */
export function ReviewHistory({ request }: { request: ReviewRequest }) {
  const { t } = useTranslation();
  const entries = [...request.history].reverse();
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('review.detail.history')}</Typography.Text>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t('review.detail.noHistory')}</Typography.Text>
      ) : (
        <Timeline
          data-testid="review-history"
          items={entries.map((entry, index) => ({
            key: `${entry.at}-${index}`,
            color: entry.decision === 'approve' ? 'green' : 'red',
            title: formatTime(entry.at),
            content: (
              <Flex vertical gap={2}>
                <Flex gap="small" wrap align="center">
                  <Typography.Text strong>{entry.reviewer}</Typography.Text>
                  <DecisionTag decision={entry.decision} />
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('review.detail.stageTitle', { level: entry.level, name: entry.flow_name })} ·{' '}
                  {t(`review.detail.via.${entry.via}`)}
                </Typography.Text>
                {entry.comment && (
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                    {entry.comment}
                  </Typography.Paragraph>
                )}
              </Flex>
            ),
          }))}
        />
      )}
    </Flex>
  );
}
