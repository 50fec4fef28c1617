import { hashSeed } from '../../core/prng.js';

export const MAX_TWEET_LENGTH = 280;
/** Every link counts as a t.co link: `https://t.co/` + 10 characters. */
export const URL_LENGTH = 23;

const URL_RE = /https?:\/\/[^\s]+/g;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** twitter-text v3 weights: Latin and general punctuation count 1, everything else (CJK, emoji) 2. */
function weight(codePoint: number): number {
  const light =
    codePoint <= 4351 ||
    (codePoint >= 8192 && codePoint <= 8205) ||
    (codePoint >= 8208 && codePoint <= 8223) ||
    (codePoint >= 8242 && codePoint <= 8247);
  return light ? 1 : 2;
}

/** The length X checks against 280 (an approximation of twitter-text: URLs 23, CJK/emoji 2). */
export function weightedLength(text: string): number {
  let length = 0;
  const rest = text.normalize('NFC').replace(URL_RE, () => {
    length += URL_LENGTH;
    return '';
  });
  for (const ch of rest) length += weight(ch.codePointAt(0) ?? 0);
  return length;
}

export interface WrappedUrl {
  /** The t.co link that replaces it in the post text. */
  url: string;
  expanded: string;
}

function tco(seed: number, expanded: string, index: number): string {
  let h = hashSeed(seed, 'tco', expanded, index);
  let out = '';
  for (let i = 0; i < 10; i++) {
    out += BASE62.charAt(h % 62);
    h = Math.floor(h / 62) + hashSeed(h, i);
  }
  return `https://t.co/${out}`;
}

/** Links in a post are stored and returned as t.co links, like the real API does. */
export function wrapUrls(seed: number, text: string): { text: string; urls: WrappedUrl[] } {
  const urls: WrappedUrl[] = [];
  const wrapped = text.replace(URL_RE, (expanded) => {
    const url = tco(seed, expanded, urls.length);
    urls.push({ url, expanded });
    return url;
  });
  return { text: wrapped, urls };
}

/** Code-point offsets, as X reports entity positions. */
const offset = (text: string, index: number): number => Array.from(text.slice(0, index)).length;

export function entitiesOf(text: string, urls: readonly WrappedUrl[]) {
  const span = (match: RegExpMatchArray) => {
    const index = match.index ?? 0;
    return { start: offset(text, index), end: offset(text, index + match[0].length) };
  };
  const hashtags = [...text.matchAll(/#(\w+)/gu)].map((m) => ({ ...span(m), tag: m[1] ?? '' }));
  const mentions = [...text.matchAll(/@(\w{1,15})/g)].map((m) => ({ ...span(m), username: m[1] ?? '' }));
  const links = [...text.matchAll(URL_RE)].map((m) => {
    const expanded = urls.find((url) => url.url === m[0])?.expanded ?? m[0];
    return {
      ...span(m),
      url: m[0],
      expanded_url: expanded,
      display_url: expanded.replace(/^https?:\/\//, '').slice(0, 26),
    };
  });
  return {
    ...(hashtags.length ? { hashtags } : {}),
    ...(mentions.length ? { mentions } : {}),
    ...(links.length ? { urls: links } : {}),
  };
}

/** Where Chinese (or other CJK) script meets another one: X segments the two apart. */
const SCRIPT_BOUNDARY =
  /(?<=[\u3400-\u9fff])(?=[^\u3400-\u9fff\s])|(?<=[^\u3400-\u9fff\s#@$])(?=[\u3400-\u9fff])/gu;

/** Lower-cased words, #hashtags and @mentions of a text (what search terms match against). */
export function tokensOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(SCRIPT_BOUNDARY, ' ')
      .split(/[^\p{L}\p{N}_#@]+/u)
      .filter(Boolean),
  );
}
