import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useElementMap } from './element-map.js';

export interface SignInTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** Keys that move between tabs, by where they go from the current index. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs after the WAI-ARIA pattern (tablist, tabs, panels; arrows, Home and End move and select), drawn
 * like antd's Tabs. Sign-in needs two tabs, not antd's Tabs with its overflow menu (~18 KB gzip on the
 * first load). As with antd's, a panel mounts when first shown and stays mounted, so what was typed
 * survives a switch and the page holds one form until the other is asked for.
 */
export function SignInTabs({ items }: { items: readonly SignInTab[] }) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.key);
  const [shown, setShown] = useState<ReadonlySet<string | undefined>>(() => new Set([active]));
  const tabs = useElementMap<string, HTMLButtonElement>();
  const choose = (key: string) => {
    setActive(key);
    setShown((keys) => (keys.has(key) ? keys : new Set([...keys, key])));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const index = items.findIndex((item) => item.key === active);
    const next = move ? items[move(index, items.length)] : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next.key);
    tabs.focus(next.key);
  };

  return (
    <div className="herald-tabs">
      <div role="tablist" className="herald-tabs-list" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            ref={tabs.refOf(item.key)}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-controls={shown.has(item.key) ? `${id}-panel-${item.key}` : undefined}
            aria-selected={item.key === active}
            tabIndex={item.key === active ? 0 : -1}
            onClick={() => choose(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items
        .filter((item) => shown.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
