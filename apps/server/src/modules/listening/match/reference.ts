import { canonicalText, handleOf, type TextPattern, textPatternOf, UNSPACED } from './text.js';
import type { ListenItem, TopicMatcher, TopicMeaning, TopicTerm } from './types.js';

/**
 * The obvious matcher: each topic on its own, each term its own regular expression, tried on every
 * item. Far too slow for many topics, but plain to read: the compiled matcher must agree with it, and
 * the benchmark measures against it. Boundaries are lookarounds here, not the compiled matcher's
 * character checks.
 */
const spacedWord = `(?![${UNSPACED}])[\\p{L}\\p{N}\\p{M}_]`;
const anyWord = '[\\p{L}\\p{N}\\p{M}_]';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function regexOf({ pattern, boundary }: TextPattern): RegExp {
  const chars = [...pattern];
  const body = escapeRegex(pattern);
  if (boundary === 'word') {
    const spaced = new RegExp(`^${spacedWord}$`, 'u');
    const before = spaced.test(chars[0] ?? '') ? `(?<!${spacedWord})` : '';
    const after = spaced.test(chars[chars.length - 1] ?? '') ? `(?!${spacedWord})` : '';
    return new RegExp(`${before}${body}${after}`, 'u');
  }
  const handleTail = boundary === 'mention' ? `(?!\\.${anyWord})` : '';
  return new RegExp(`(?<!${spacedWord})${body}(?!${anyWord})${handleTail}`, 'u');
}

type Test = (text: string, item: ListenItem) => boolean;

function testOf(term: TopicTerm): Test {
  if (term.kind === 'from' || term.kind === 'to') {
    const handle = handleOf(term.value);
    if (handle === '') return () => false;
    if (term.kind === 'from')
      return (_, item) => item.author !== undefined && handleOf(item.author) === handle;
    return (_, item) => (item.recipients ?? []).some((recipient) => handleOf(recipient) === handle);
  }
  const pattern = textPatternOf(term);
  if (!pattern) return () => false;
  const regex = regexOf(pattern);
  return (text) => regex.test(text);
}

/** The reference matcher over the same topics (see above). */
export function referenceMatcher(topics: readonly TopicMeaning[]): Pick<TopicMatcher, 'match'> {
  const compiled = topics.map((topic) => ({
    topic,
    include: topic.include.map((group) => ({ match: group.match, tests: group.terms.map(testOf) })),
    exclude: topic.exclude.map(testOf),
  }));
  return {
    match(item) {
      const text = canonicalText(item.text);
      const holds = (test: Test) => test(text, item);
      return compiled
        .filter(
          ({ include, exclude }) =>
            include.length > 0 &&
            include.every(({ match, tests }) =>
              match === 'contain_any'
                ? tests.some(holds)
                : match === 'contain_all'
                  ? tests.every(holds)
                  : !tests.some(holds),
            ) &&
            !exclude.some(holds),
        )
        .map(({ topic }) => topic.id);
    },
  };
}
