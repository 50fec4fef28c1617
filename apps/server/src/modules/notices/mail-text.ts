import type { UiLocale } from '@herald/contract';
import type { MailMessage } from './mail.js';

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

/** A short notice e-mail: a few lines and one link to open it in the console, as plain text and HTML. */
export function noticeMessage(
  to: string,
  subject: string,
  lines: readonly string[],
  link: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`].join('\n');
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5">',
    ...lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '</div>',
  ].join('\n');
  return { to, subject, text, html };
}
