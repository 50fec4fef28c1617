import type { AppPostStatus } from '@herald/contract';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Colours by what is left to do: gold the publisher's turn, blue Herald looking, green done. */
export const appPostStatusColor: Readonly<Record<AppPostStatus, string>> = {
  pending: 'gold',
  shared: 'processing',
  linked: 'success',
};

/** A status tag in the app post colours; the wording defaults to the app shell's status name. */
export function AppPostStatusTag({ status, children }: { status: AppPostStatus; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Tag color={appPostStatusColor[status]} style={{ marginInlineEnd: 0 }} data-testid="app-post-status">
      {children ?? t(`appPost.statuses.${status}`)}
    </Tag>
  );
}
