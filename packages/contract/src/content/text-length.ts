/** X counts every link as 23 characters, whatever its length. */
const X_LINK_WEIGHT = 23;
const LINK = /https?:\/\/\S+/g;

/** Code points X weighs as one; everything else (CJK, emoji…) weighs two (twitter-text v3 ranges). */
const LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];

function weight(codePoint: number): number {
  return LIGHT_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high) ? 1 : 2;
}

/**
 * A text's length as a network counts it: characters (code points, so an emoji is one), or for X the
 * weighted count its 280-character limit applies to.
 */
export function textLength(text: string, weighted: boolean): number {
  if (!weighted) return [...text].length;
  const links = text.match(LINK) ?? [];
  const rest = text.replace(LINK, '');
  let total = links.length * X_LINK_WEIGHT;
  for (const char of rest) total += weight(char.codePointAt(0) ?? 0);
  return total;
}
