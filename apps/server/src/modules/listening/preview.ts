import {
  LISTEN_PREVIEW_SAMPLES,
  type ListenPreview,
  type TopicFields,
  topicTermText,
} from '@herald/contract';
import type { ListeningDeps } from './deps.js';
import { recordQuotaUse, storedSentiment } from './fetch/ingest.js';
import { type HeardItem, matchable } from './fetch/items.js';
import { failureOutcome } from './fetch/outcome.js';
import { readSource } from './fetch/source.js';
import { compileTopics } from './match/matcher.js';
import { topicNetworks } from './topics/store.js';
import { compileChecked } from './topics/validate.js';

const PREVIEW_ID = 0;
const DAY_MS = 86_400_000;

type Sample = ListenPreview['samples'][number];

function sampleOf(item: HeardItem, terms: string[]): Sample {
  return {
    network: item.network,
    url: item.url,
    text: item.text,
    author: {
      id: item.authorId,
      name: item.authorName,
      handle: item.authorHandle,
      reach: item.authorReach,
    },
    published_at: item.publishedAt.toISOString(),
    sentiment: 'neutral',
    terms,
  };
}

/**
 * Runs a topic as written (not saved) on every network now: one page of each compiled request from
 * the last 24 hours, kept by the topic's own exact meaning, with samples judged by the game's
 * sentiment. No item is stored; what the reads took of each network's quota is recorded as a fetch's
 * is (a preview spends the same quota, an Instagram hashtag its slot). A topic the compilers refuse is
 * refused as on create.
 */
export async function previewTopic(
  deps: ListeningDeps,
  gameId: number,
  fields: TopicFields,
): Promise<ListenPreview[]> {
  await compileChecked(deps.db, gameId, fields, deps.config.X_API_TIER);
  const matcher = compileTopics([
    { id: PREVIEW_ID, include: fields.include_keywords, exclude: fields.exclude_keywords },
  ]);
  const now = new Date();
  const since = new Date(now.getTime() - DAY_MS);
  return Promise.all(
    topicNetworks(fields).map(async (network): Promise<ListenPreview> => {
      const kept: Sample[] = [];
      let matched = 0;
      try {
        const read = await readSource(deps, gameId, fields, network, since, 1, async (page) => {
          await recordQuotaUse(deps.db, { gameId, ...page });
          for (const item of page.items) {
            const readable = matchable(item);
            if (matcher.match(readable).length === 0) continue;
            matched += 1;
            if (kept.length < LISTEN_PREVIEW_SAMPLES) {
              kept.push(sampleOf(item, matcher.explain(readable, PREVIEW_ID).map(topicTermText)));
            }
          }
        });
        const verdicts = await deps.judge.judgeMany(
          gameId,
          kept.map((sample) => sample.text),
        );
        const samples = kept.map((sample, at) => ({
          ...sample,
          sentiment: storedSentiment(verdicts[at]?.sentiment ?? 'neutral'),
        }));
        return {
          network,
          state: read.state,
          detail: read.detail,
          queries: read.queries,
          fetched: read.fetched,
          matched,
          samples,
        };
      } catch (error) {
        const failed = failureOutcome(error, now, 0, { state: 'waiting', lastRunAt: null, nextRunAt: now });
        if (!failed) throw error;
        return {
          network,
          state: failed.state,
          detail: failed.detail,
          queries: [],
          fetched: 0,
          matched: 0,
          samples: [],
        };
      }
    }),
  );
}
