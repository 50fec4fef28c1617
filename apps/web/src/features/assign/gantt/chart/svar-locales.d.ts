/** SVAR's locale packs ship no types; these are the shapes the gantt reads from them. */
declare module '@svar-ui/gantt-locales' {
  interface GanttWords {
    gantt: Record<string, string>;
  }
  export const en: GanttWords;
  export const cn: GanttWords;
}

declare module '@svar-ui/core-locales' {
  interface CoreWords {
    lang: string;
    core: Record<string, string>;
    formats: Record<string, string>;
    calendar: Record<string, unknown> & { weekStart: number };
  }
  export const en: CoreWords;
  export const cn: CoreWords;
}
