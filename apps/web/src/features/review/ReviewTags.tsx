import type { ReviewDecision, ReviewRequest, ReviewRequestStatus } from '@herald/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours of an approval's status: waiting gold, approved green, rejected red, timed out orange. */
const statusColors: Readonly<Record<ReviewRequestStatus, string>> = {
  pending: 'gold',
  approved: 'success',
  rejected: 'error',
  canceled: 'default',
  timed_out: 'warning',
};

/** Where an approval request stands. */
export function ReviewStatusTag({ status }: { status: ReviewRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColors[status]} style={{ marginInlineEnd: 0 }} data-testid="review-status">
      {t(`review.statuses.${status}`)}
    </Tag>
  );
}

/** One reviewer's decision. */
export function DecisionTag({ decision }: { decision: ReviewDecision }) {
  const { t } = useTranslation();
  return (
    <Tag color={decision === 'approve' ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
      {t(decision === 'approve' ? 'review.decision.approved' : 'review.decision.rejected')}
    </Tag>
  );
}

/** The level a request stands at, e.g. "2 / 3 · Legal". */
export function levelText(request: Pick<ReviewRequest, 'level' | 'level_count' | 'level_name'>): string {
  const place = `${request.level} / ${request.level_count}`;
  return request.level_name ? `${place} · ${request.level_name}` : place;
}
