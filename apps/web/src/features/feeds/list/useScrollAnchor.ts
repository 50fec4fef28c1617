import type { Feed } from '@herald/contract';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Scrolled less than this from the top, the reader sees the top: arrivals simply appear there. */
export const AT_TOP_PX = 24;

/** The row at the top of the view, and how far into it the view starts. */
interface Anchor {
  id: number;
  index: number;
  delta: number;
}

/**
 * Keeps what the reader looks at in place when rows are put above it (live arrivals on top, a late
 * arrival in the middle) or taken out: the row at the top of the view is found again after the change
 * and the view moved to it in the same frame. Rows put above the reader are counted for the "N new
 * items" pill until they go back up.
 */
export function useScrollAnchor(
  rows: readonly Feed[],
  scroller: RefObject<HTMLDivElement | null>,
  startOf: (index: number) => number,
  indexAt: (offset: number) => number | undefined,
) {
  const [unseen, setUnseen] = useState(0);
  const anchor = useRef<Anchor | null>(null);

  const record = useCallback(() => {
    const element = scroller.current;
    const index = element && element.scrollTop >= AT_TOP_PX ? indexAt(element.scrollTop) : undefined;
    const feed = index === undefined ? undefined : rows[index];
    anchor.current =
      element && feed && index !== undefined
        ? { id: feed.id, index, delta: element.scrollTop - startOf(index) }
        : null;
  }, [rows, scroller, startOf, indexAt]);

  useLayoutEffect(() => {
    const held = anchor.current;
    const element = scroller.current;
    if (held && element) {
      const index =
        rows[held.index]?.id === held.id ? held.index : rows.findIndex((feed) => feed.id === held.id);
      if (index >= 0 && index !== held.index) {
        element.scrollTop = startOf(index) + held.delta;
        if (index > held.index) setUnseen((count) => count + index - held.index);
      }
    }
    record();
  }, [rows, scroller, startOf, record]);

  return { unseen, seen: useCallback(() => setUnseen(0), []), record };
}
