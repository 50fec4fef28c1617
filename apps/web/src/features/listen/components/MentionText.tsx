import { theme } from 'antd';
import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pieces of a text, each marked when it is one of the terms (ignoring case), longest terms first. */
export function highlightParts(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const words = [
    ...new Set(terms.map((term) => term.replace(/^["#$@]|"$/g, '').trim()).filter(Boolean)),
  ].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: words.some((word) => word.toLowerCase() === part.toLowerCase()) }));
}

/** A mention's text with the topic's terms it matched highlighted. */
export function MentionText({ text, terms }: { text: string; terms: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {highlightParts(text, terms).map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <mark key={index} style={{ background: token.colorWarningBg, color: token.colorText, padding: 0 }}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
