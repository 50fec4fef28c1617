import { ArrowUpOutlined } from '@ant-design/icons';
import type { Feed, Tag } from '@herald/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Divider, Spin, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedRow } from './FeedRow.js';
import { AT_TOP_PX, useScrollAnchor } from './useScrollAnchor.js';

/** A row's height before it is measured (two lines of text and a line of chips). */
const ESTIMATE = 116;
/** Rows from the end at which the next page is asked for. */
const PREFETCH_ROWS = 15;
/** Where each list (by its filters) was scrolled to, so coming back from an item's page returns there. */
const remembered = new Map<string, number>();

export interface FeedListProps {
  rows: readonly Feed[];
  tags: ReadonlyMap<number, Tag>;
  openId: number | null;
  selected: ReadonlySet<number>;
  onCheck: ((feed: Feed, on: boolean) => void) | null;
  onOpen: (feed: Feed) => void;
  active: number;
  setActive: (index: number) => void;
  /** Set when the active row moved by keyboard, so it is scrolled to and focused. */
  keyboardMove: number;
  hasNext: boolean;
  fetchingNext: boolean;
  nextError: boolean;
  fetchNext: () => void;
  footerError: ReactNode;
  /** Names the list's filters: the scroll position is remembered per list. */
  scrollKey: string;
}

/** The inbox as a virtualised ARIA feed: only the rows in view (and a few around) are in the page. */
export function FeedList(props: FeedListProps) {
  const { t } = useTranslation();
  const { rows, active, setActive, keyboardMove, hasNext, fetchingNext, nextError, fetchNext } = props;
  const scroller = useRef<HTMLDivElement>(null);
  // Stable while the rows are, so the virtualiser recomputes positions only when the list changes.
  const keyOf = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    initialOffset: () => remembered.get(props.scrollKey) ?? 0,
    estimateSize: () => ESTIMATE,
    overscan: 6,
    getItemKey: keyOf,
  });
  const startOf = useCallback(
    (index: number) => virtualizer.measurementsCache[index]?.start ?? index * ESTIMATE,
    [virtualizer],
  );
  const indexAt = useCallback(
    (offset: number) => virtualizer.getVirtualItemForOffset(offset)?.index,
    [virtualizer],
  );
  const anchor = useScrollAnchor(rows, scroller, startOf, indexAt);
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNext && !fetchingNext && !nextError && lastShown >= rows.length - PREFETCH_ROWS) fetchNext();
  }, [hasNext, fetchingNext, nextError, lastShown, rows.length, fetchNext]);

  // A keyboard move scrolls its row into view, then focuses it once it is rendered.
  useEffect(() => {
    if (keyboardMove === 0) return;
    virtualizer.scrollToIndex(active, { align: 'auto' });
    const frame = requestAnimationFrame(() => {
      scroller.current?.querySelector<HTMLElement>(`[data-index="${active}"] > article`)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [keyboardMove, active, virtualizer]);

  const toTop = () => {
    scroller.current?.scrollTo({ top: 0, behavior: 'smooth' });
    anchor.seen();
  };

  return (
    <div className="feeds-list-frame">
      {anchor.unseen > 0 && (
        <Button
          type="primary"
          shape="round"
          icon={<ArrowUpOutlined />}
          className="feeds-new-pill"
          onClick={toTop}
          data-testid="feeds-new-pill"
        >
          {t('feeds.list.newItems', { count: anchor.unseen })}
        </Button>
      )}
      {/* The scroller holds the feed and its footer (load more, the end): a feed owns articles only. */}
      <div
        ref={scroller}
        className="feeds-scroller"
        data-testid="feeds-list"
        onScroll={(event) => {
          const top = event.currentTarget.scrollTop;
          remembered.set(props.scrollKey, top);
          anchor.record();
          if (top < AT_TOP_PX && anchor.unseen > 0) anchor.seen();
        }}
      >
        <div
          className="feeds-virtual"
          style={{ height: virtualizer.getTotalSize() }}
          role="feed"
          aria-label={t('feeds.list.aria')}
          aria-busy={fetchingNext}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            setActive(Math.max(0, Math.min(rows.length - 1, active + (event.key === 'ArrowDown' ? 1 : -1))));
          }}
        >
          {items.map((item) => {
            const feed = rows[item.index];
            if (!feed) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="feeds-virtual-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <FeedRow
                  feed={feed}
                  index={item.index}
                  total={hasNext ? -1 : rows.length}
                  active={item.index === active}
                  open={feed.id === props.openId}
                  checked={props.selected.has(feed.id)}
                  onCheck={props.onCheck}
                  onOpen={props.onOpen}
                  onFocusRow={setActive}
                  tags={props.tags}
                />
              </div>
            );
          })}
        </div>
        <div className="feeds-list-footer">
          {nextError ? (
            props.footerError
          ) : fetchingNext ? (
            <Spin size="small" description={t('feeds.list.loadingMore')} />
          ) : hasNext ? (
            <Button onClick={fetchNext}>{t('feeds.list.loadMore')}</Button>
          ) : (
            <Divider plain>
              <Typography.Text type="secondary">{t('feeds.list.end')}</Typography.Text>
            </Divider>
          )}
        </div>
      </div>
    </div>
  );
}
