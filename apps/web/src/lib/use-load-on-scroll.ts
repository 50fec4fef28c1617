import { useEffect, useRef } from 'react';

/**
 * A sentinel to put at the end of a list: while `enabled`, `loadMore` runs each time it scrolls into
 * view. Where IntersectionObserver is missing nothing happens, so lists keep a "Load more" button too.
 */
export function useLoadOnScroll(enabled: boolean, loadMore: () => unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}
