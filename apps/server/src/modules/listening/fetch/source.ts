import type { ListenNetwork, ListenSourceState, TopicFields } from '@herald/contract';
import { withAccount } from '../../accounts/index.js';
import { compileSource, toCompile } from '../compile/compile.js';
import type { ListeningDeps } from '../deps.js';
import { hashtagUses, searchAccount } from '../topics/validate.js';
import type { HeardItem } from './items.js';
import { type QuotaUse, queryOf, readRequest } from './read.js';
import { steamPage } from './steam.js';

/** One page read for a source: its items, what it took of the quota and which account read it. */
export interface ReadPage {
  network: ListenNetwork;
  accountId: number | null;
  items: HeardItem[];
  quota: QuotaUse | null;
}

/** How reading a source went without a network failure: read, or why nothing could be. */
export interface SourceRead {
  state: Extract<ListenSourceState, 'ok' | 'unavailable' | 'no_account' | 'quota' | 'error'>;
  detail: string | null;
  /** The network's own queries, as sent. */
  queries: string[];
  fetched: number;
  /** The newest item's time read. */
  newest: Date | null;
}

const idle = (state: SourceRead['state'], detail: string | null, queries: string[] = []): SourceRead => ({
  state,
  detail,
  queries,
  fetched: 0,
  newest: null,
});

function tally(read: SourceRead, items: readonly HeardItem[]): void {
  read.fetched += items.length;
  for (const item of items)
    if (!read.newest || item.publishedAt > read.newest) read.newest = item.publishedAt;
}

/**
 * Reads one network of a topic from `since`: Steam's reviews of its app, or the network's compiled
 * requests through the game's first usable account of that network, each up to `maxPages` pages
 * (stopping at the end or at items older than `since`); every page goes to `onPage` as it is read.
 * A network's failure is thrown (the caller decides what it means for the run).
 */
export async function readSource(
  deps: ListeningDeps,
  gameId: number,
  topic: Pick<TopicFields, 'sources' | 'include_keywords' | 'exclude_keywords' | 'steam_app_id'>,
  network: ListenNetwork,
  since: Date,
  maxPages: number,
  onPage: (page: ReadPage) => Promise<void>,
): Promise<SourceRead> {
  if (network === 'steam') {
    const appId = topic.steam_app_id;
    if (appId === null) return idle('unavailable', 'the topic names no Steam app');
    const read = idle('ok', null, [`appreviews/${appId}`]);
    let cursor: string | null = null;
    for (let page = 0; page < maxPages; page += 1) {
      const got = await steamPage(deps.config, appId, cursor);
      const items = got.items.filter((item) => item.publishedAt > since);
      tally(read, items);
      await onPage({ network, accountId: null, items, quota: null });
      if (!got.next || !got.oldest || got.oldest <= since) break;
      cursor = got.next;
    }
    return read;
  }
  const source = topic.sources.find((entry) => entry.network === network);
  if (!source) return idle('unavailable', 'the topic no longer listens here');
  const now = new Date();
  const account = await searchAccount(deps.db, gameId, network);
  const instagramUses =
    network === 'instagram' && account ? await hashtagUses(deps.db, gameId, account.id, now) : [];
  const compiled = compileSource(toCompile(topic), source, {
    now,
    xTier: deps.config.X_API_TIER,
    instagramUses,
  });
  if (compiled.outcome === 'unavailable') return idle('unavailable', compiled.detail);
  if (compiled.outcome === 'refused') {
    return idle(compiled.refused === 'hashtag_quota' ? 'quota' : 'error', compiled.detail);
  }
  const queries = compiled.requests.map(queryOf).filter((query) => query !== '');
  if (!account) return idle('no_account', 'connect an account of this network to listen on it', queries);
  const read = idle('ok', null, queries);
  await withAccount(deps.accounts, account, async (adapter, credential) => {
    const ref = { socialId: account.socialId, credential };
    for (const request of compiled.requests) {
      await readPages(maxPages, async (cursor) => {
        const page = await readRequest(adapter, ref, network, request, since, cursor);
        tally(read, page.items);
        await onPage({ network, accountId: account.id, items: page.items, quota: page.quota });
        if (page.failure) throw page.failure;
        return page.oldest && page.oldest <= since ? null : page.next;
      });
    }
  });
  return read;
}

/** Pages through one request: `readOne` answers the next cursor (null at the end). */
async function readPages(
  maxPages: number,
  readOne: (cursor: string | null) => Promise<string | null>,
): Promise<void> {
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    cursor = await readOne(cursor);
    if (cursor === null) return;
  }
}
