import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StreamStatus } from '../hooks/useFeedStream.js';

/** The list's loading state: rows of the shape that is coming. */
export function ListSkeleton() {
  return (
    <div className="feeds-skeleton" data-testid="feeds-loading" aria-busy="true">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} active avatar paragraph={{ rows: 2 }} title={false} />
      ))}
    </div>
  );
}

/** Whether new items arrive by themselves now: live, connecting, or reconnecting after a drop. */
export function LiveDot({ status, compact }: { status: StreamStatus; compact: boolean }) {
  const { t } = useTranslation();
  if (status === 'closed') return null;
  const live = status === 'live';
  const words = {
    live: 'feeds.list.live',
    connecting: 'feeds.list.connecting',
    retrying: 'feeds.list.offline',
  } as const;
  const text = t(words[status]);
  return (
    <span
      className={`feeds-live ${live ? 'feeds-live-on' : ''}`}
      role="status"
      data-testid="feeds-live"
      title={compact ? text : undefined}
    >
      <span className="feeds-live-dot" aria-hidden />
      <span className={compact ? 'herald-visually-hidden' : undefined}>{text}</span>
    </span>
  );
}
