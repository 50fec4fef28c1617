/**
 * Text PostgreSQL cannot store: a NUL character (refused in `text` and `jsonb`), or a lone UTF-16
 * surrogate (not Unicode; `jsonb` refuses its escape). In `u` mode a well-formed surrogate pair is one
 * code point, so `\p{Cs}` matches only the unpaired halves.
 */
const UNPAIRED_SURROGATE = /\p{Cs}/u;
const NUL = String.fromCharCode(0);

function unstorable(text: string): boolean {
  return text.includes(NUL) || UNPAIRED_SURROGATE.test(text);
}

export const UNSTORABLE_MESSAGE = 'contains a character that cannot be stored (NUL or an unpaired surrogate)';

/**
 * The first string in a request's input (values and keys, at any depth) that could not be stored, as
 * the dotted path of its field; null when all can. Every endpoint passes through this before its
 * schema, so a new endpoint is covered without declaring anything. Walked with an explicit stack, so
 * deep nesting cannot exhaust the call stack.
 */
export function unstorableField(input: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push({ value: item, path: path ? `${path}.${index}` : String(index) });
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (unstorable(key)) return at;
        stack.push({ value: item, path: at });
      }
    }
  }
  return null;
}
