import type { Help, HelpSection, UiLocale } from '@herald/contract';
import { en } from './en.js';
import type { HelpTexts } from './texts.js';
import { zhCN } from './zh-CN.js';

/** Every language's help panels; each language covers every section (the type says so). */
export const helpTexts: Record<UiLocale, HelpTexts> = { en, 'zh-CN': zhCN };

/** A section's help in the reader's language. */
export function helpOf(section: HelpSection, locale: UiLocale): Help {
  return { section, ...helpTexts[locale][section] };
}
