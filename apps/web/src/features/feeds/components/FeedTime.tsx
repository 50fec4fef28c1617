import { useSyncExternalStore } from 'react';
import { currentLanguage } from '../../../i18n/index.js';
import { fullTime, relativeTime } from '../model/time.js';

/** One clock for every relative time on the screen, ticking each half minute while any is shown. */
const clock = {
  now: Date.now(),
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
  subscribe(listener: () => void) {
    clock.listeners.add(listener);
    clock.timer ??= setInterval(() => {
      clock.now = Date.now();
      for (const each of clock.listeners) each();
    }, 30_000);
    return () => {
      clock.listeners.delete(listener);
      if (clock.listeners.size === 0 && clock.timer !== undefined) {
        clearInterval(clock.timer);
        clock.timer = undefined;
      }
    };
  },
};

/** Re-renders the caller at each tick of the shared clock. */
function useTick(): void {
  useSyncExternalStore(clock.subscribe, () => clock.now);
}

/**
 * "5 minutes ago", with the full time in the viewer's zone on hover (the native title: cheap enough for
 * every row of a long list) and for screen readers through `dateTime`.
 */
export function FeedTime({ iso }: { iso: string }) {
  useTick();
  const now = Date.now();
  return (
    <time dateTime={iso} title={fullTime(iso)} className="feeds-time">
      {relativeTime(iso, now, currentLanguage())}
    </time>
  );
}
