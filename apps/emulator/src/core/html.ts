/** The HTML shell shared by the networks' consent and error pages. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface PageShell {
  title: string;
  /** The network's CSS (card, buttons, colours). */
  style: string;
  /** Trusted HTML shown above the body, e.g. the network's logotype. */
  brand: string;
  /** Trusted HTML: callers escape every interpolated value with `escapeHtml`. */
  body: string;
}

export function htmlPage(page: PageShell): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>
<style>${page.style}</style></head><body><div class="card">${page.brand}${page.body}</div></body></html>`;
}

/** Hidden form fields that carry the request through the consent form's POST. */
export function hiddenInputs(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}
