import { type AppPostStatus, appPostStatuses } from '@herald/contract';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

export type StatusCounts = Readonly<Record<AppPostStatus, number>>;

/** The three piles of posts, each with how many it holds (known once the first page answered). */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: AppPostStatus;
  counts: StatusCounts | undefined;
  onChange: (status: AppPostStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<AppPostStatus>
      block
      value={value}
      onChange={onChange}
      data-testid="app-post-tabs"
      options={appPostStatuses.map((status) => {
        const name = t(`appPost.statuses.${status}`);
        const count = counts?.[status];
        return {
          value: status,
          label: count === undefined ? name : t('appPost.list.tab', { status: name, count }),
        };
      })}
    />
  );
}
