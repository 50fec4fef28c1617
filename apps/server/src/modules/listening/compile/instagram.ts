import { hashtagKey, hashtagRemain } from './instagram-quota.js';
import { tagBody } from './terms.js';
import type { CompileContext, CompileOutcome, TopicSourceInput, TopicToCompile } from './types.js';

/**
 * The hashtags an Instagram source searches: those chosen for it, else the hashtag terms the topic
 * looks for. Instagram searches nothing else (no keywords, no authors).
 */
function hashtagsOf(topic: TopicToCompile, source: TopicSourceInput): string[] {
  const chosen =
    source.hashtags.length > 0
      ? source.hashtags
      : topic.include
          .filter((group) => group.match !== 'contain_none')
          .flatMap((group) =>
            group.terms.filter((term) => term.kind === 'hashtag').map((term) => term.value),
          );
  return [...new Set(chosen.map(hashtagKey))].filter((key) => tagBody.test(key));
}

/**
 * A topic as Instagram hashtag searches: one per hashtag. Refused when the hashtags not already
 * holding a slot of the account's 7-day window are more than the slots left; the cost is the slots
 * they take.
 */
export function compileInstagram(
  topic: TopicToCompile,
  source: TopicSourceInput,
  context: CompileContext,
): CompileOutcome {
  const hashtags = hashtagsOf(topic, source);
  if (hashtags.length === 0) {
    return {
      outcome: 'refused',
      network: 'instagram',
      refused: 'hashtag_required',
      detail: 'Instagram searches hashtags only: choose one, or add a hashtag term',
    };
  }
  const remain = hashtagRemain(context.instagramUses ?? [], context.now);
  const fresh = hashtags.filter((hashtag) => !remain.used.includes(hashtag));
  if (fresh.length > remain.remaining) {
    return {
      outcome: 'refused',
      network: 'instagram',
      refused: 'hashtag_quota',
      detail: `${fresh.length} new hashtags, ${remain.remaining} of ${remain.limit} left this week`,
      remain,
    };
  }
  return {
    outcome: 'compiled',
    network: 'instagram',
    requests: hashtags.map((hashtag) => ({ method: 'instagram_hashtag_media', hashtag })),
    cost: { unit: 'hashtags', amount: fresh.length },
  };
}
