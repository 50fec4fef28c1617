import type { UiLocale } from '@herald/contract';

/** The language to write to a user in: theirs when the console speaks it, else English. */
export function localeOf(language: string | null | undefined): UiLocale {
  return language === 'zh-CN' ? 'zh-CN' : 'en';
}

/** Text made safe inside HTML. */
export function escapeHtml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
