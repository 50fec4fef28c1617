const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a text names someone by handle: one of the `sigils` (`@`, `u/`, `/u/`) then `name`, in any
 * case, neither inside a longer word nor followed by more of a name (`@studio` is not in `@studio_fan`,
 * yet is in `@studio.` at the end of a sentence).
 */
export function namesHandle(text: string | undefined, sigils: readonly string[], name: string): boolean {
  const sigil = sigils.map(literal).join('|');
  return new RegExp(`(^|[^\\w/@.])(?:${sigil})${literal(name)}(?![\\w-]|\\.\\w)`, 'i').test(text ?? '');
}
