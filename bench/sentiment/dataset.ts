import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

export const labels = ['positive', 'negative', 'neutral'] as const;
export type Label = (typeof labels)[number];

const itemSchema = z.strictObject({
  id: z.string().regex(/^(en|zh)-\d{3}$/),
  lang: z.enum(['en', 'zh']),
  label: z.enum(labels),
  text: z.string().min(1),
  kinds: z
    .array(z.enum(['mixed', 'negated', 'sarcastic', 'slang', 'emoji', 'short', 'traditional']))
    .optional(),
});
export type LabelledItem = z.infer<typeof itemSchema> & { split: 'tuning' | 'held-out' };

/** FNV-1a: a fixed, even spread of the ids over the two splits, chosen by no one. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The labelled comments. A third of them (by the hash of their id) is held out: the lexicons were
 * tuned on the other two thirds only, and this script never prints a held-out item.
 */
export function loadLabelled(): LabelledItem[] {
  const path = resolve(import.meta.dirname, 'labelled.jsonl');
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = itemSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`labelled.jsonl:${index + 1}: ${parsed.error.message}`);
      return { ...parsed.data, split: fnv1a(parsed.data.id) % 3 === 0 ? 'held-out' : 'tuning' };
    });
}
