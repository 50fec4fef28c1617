import type { IApi } from '@svar-ui/react-gantt';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the chart shows on a narrow screen, where it has room for one pane: the names or the timeline. */
export type Pane = 'grid' | 'chart';
type DisplayMode = Pane | 'all';

function show(api: IApi, mode: DisplayMode): void {
  if (api.getState().displayMode !== mode) void api.exec('set-display-mode', { mode });
}

/**
 * Which panes the gantt shows. SVAR turns compact at 650 px and less and then picks the grid itself; here
 * the screen's choice (its names / timeline switch) wins, both panes show whenever there is room, and
 * SVAR's own collapse buttons and drags change nothing. `attach` is called with the gantt's api once.
 */
export function usePanes(pane: Pane, onCompact: (compact: boolean) => void) {
  const [compact, setCompact] = useState(false);
  const displayMode: DisplayMode = compact ? pane : 'all';
  const wanted = useRef<DisplayMode>(displayMode);
  wanted.current = displayMode;
  const report = useRef(onCompact);
  report.current = onCompact;
  const apiRef = useRef<IApi | null>(null);

  useEffect(() => {
    if (apiRef.current) show(apiRef.current, displayMode);
  }, [displayMode]);

  const attach = useCallback((api: IApi) => {
    apiRef.current = api;
    const state = api.getReactiveState();
    state._compactMode.subscribe((value) => {
      setCompact(value === true);
      report.current(value === true);
    });
    state.displayMode?.subscribe(() => queueMicrotask(() => show(api, wanted.current)));
    api.intercept('set-display-mode', (ev: { mode: string }) => ev.mode === wanted.current);
  }, []);

  return { displayMode, attach };
}
