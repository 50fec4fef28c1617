import type { ReviewItem } from '@herald/contract';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../components/paged.js';
import { AccountIcons } from '../../components/post/AccountIcons.js';
import { PostCell } from '../../components/post/PostCell.js';
import { levelText, ReviewStatusTag } from './ReviewTags.js';

const dash = <Typography.Text type="secondary">—</Typography.Text>;
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** The review table: the content and its accounts, then where its approval stands and since when. */
export function useReviewColumns(detailHref: (contentId: number) => string): ColumnsType<ReviewItem> {
  const { t } = useTranslation();
  return [
    {
      title: t('review.list.columns.content'),
      key: 'content',
      render: (_, item) => <PostCell post={item.content} href={detailHref(item.content.id)} />,
    },
    {
      title: t('review.list.columns.accounts'),
      key: 'accounts',
      render: (_, item) => <AccountIcons accounts={item.content.accounts} />,
    },
    {
      title: t('review.list.columns.status'),
      key: 'status',
      render: (_, item) => <ReviewStatusTag status={item.request.status} />,
    },
    {
      title: t('review.list.columns.level'),
      key: 'level',
      render: (_, item) => nowrap(levelText(item.request)),
    },
    {
      title: t('review.list.columns.submittedBy'),
      key: 'submittedBy',
      responsive: ['md'],
      render: (_, item) => (item.request.submitted_by ? nowrap(item.request.submitted_by) : dash),
    },
    {
      title: t('review.list.columns.submittedAt'),
      key: 'submittedAt',
      responsive: ['lg'],
      render: (_, item) => nowrap(formatTime(item.request.submitted_at)),
    },
    {
      title: t('review.list.columns.timeoutAt'),
      key: 'timeoutAt',
      responsive: ['lg'],
      render: (_, item) => (item.request.timeout_at ? nowrap(formatTime(item.request.timeout_at)) : dash),
    },
  ];
}
