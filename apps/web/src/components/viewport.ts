import { useSyncExternalStore } from 'react';

/**
 * The widths the console's layouts change at: antd's own breakpoints (`md` 768 px, `xl` 1200 px), so a
 * screen and the antd components in it agree on what a phone is.
 */
const BREAKPOINTS = { md: 768, xl: 1200 } as const;

function watch(query: string) {
  return {
    subscribe: (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => window.matchMedia(query).matches,
  };
}

const atLeast = {
  md: watch(`(min-width: ${BREAKPOINTS.md}px)`),
  xl: watch(`(min-width: ${BREAKPOINTS.xl}px)`),
};

/**
 * Whether the window is at least this wide, read on the first render. antd's `Grid.useBreakpoint`
 * answers nothing until after the first render, so a screen drawn for a desktop was redrawn for the
 * phone at once, and the queries its first draw had started (filters, a month of the calendar) were
 * aborted and sent again.
 */
function useAtLeast(breakpoint: keyof typeof BREAKPOINTS): boolean {
  const media = atLeast[breakpoint];
  return useSyncExternalStore(media.subscribe, media.matches, () => true);
}

/** A phone: narrower than antd's `md` (768 px). */
export function usePhone(): boolean {
  return !useAtLeast('md');
}

/** Wide enough for a list with its detail beside it: antd's `xl` (1200 px) and wider. */
export function useWide(): boolean {
  return useAtLeast('xl');
}
