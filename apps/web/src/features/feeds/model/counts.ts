/** A follower count as lists show it: 950, 12.3k, 4.1M (in Chinese 1.2万, 3.4亿). */
export function compactCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
