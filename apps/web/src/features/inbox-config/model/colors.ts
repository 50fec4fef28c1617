/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a tag of this background: white or near-black, whichever contrasts more. Any
 * background gets at least 4.5:1 this way, so a colour set through the API stays readable too.
 */
export function textOn(background: string): string {
  const valid = /^#[0-9a-fA-F]{6}$/.test(background) ? background : '#455a64';
  return contrastRatio(valid, '#ffffff') >= contrastRatio(valid, '#1f1f1f') ? '#ffffff' : '#1f1f1f';
}
