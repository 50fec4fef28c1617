import type { ReviewLookup } from '@herald/contract';

/** The review levels content may choose, each named after the last level it goes through. */
export function levelChoices(lookup: ReviewLookup): { level: number; name: string }[] {
  return Array.from({ length: lookup.max_level }, (_, index) => ({
    level: index + 1,
    name: lookup.levels.find((entry) => entry.level === index + 1)?.content_name ?? '',
  }));
}
