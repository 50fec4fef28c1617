import { type UiLocale, WEEK_START_DAY } from '@herald/contract';
import { cn as coreCn, en as coreEn } from '@svar-ui/core-locales';
import { cn as ganttCn, en as ganttEn } from '@svar-ui/gantt-locales';

/**
 * SVAR's own words (its locale packs, Simplified Chinese for zh-CN) for what the gantt says itself, with
 * the console's week start (SPEC §9: Sunday), which its week cells follow.
 */
export function svarWords(language: UiLocale) {
  const core = language === 'zh-CN' ? coreCn : coreEn;
  const gantt = language === 'zh-CN' ? ganttCn : ganttEn;
  return { ...core, ...gantt, calendar: { ...core.calendar, weekStart: WEEK_START_DAY } };
}
