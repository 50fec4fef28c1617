import type { Feed } from '@herald/contract';
import { useCallback, useState } from 'react';

/** The checked items, by id, across pages and live arrivals. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (feed: Feed, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(feed.id);
        else next.delete(feed.id);
        return next;
      }),
    [],
  );
  return { selected, toggle, set: setSelected, clear: () => setSelected(new Set()) };
}
