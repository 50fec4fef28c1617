/** A dictionary's texts by dotted key (`content.titles.calendar`), for checks over every string. */
export function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
    }
  }
  return out;
}
