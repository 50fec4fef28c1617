import type { SocialNetwork, Topic } from '@herald/contract';
import { compileThreads, compileVk, compileYoutube } from './driver.js';
import { compileInstagram } from './instagram.js';
import { compileReddit } from './reddit.js';
import type { CompileContext, CompileOutcome, TopicSourceInput, TopicToCompile } from './types.js';
import { compileX } from './x.js';

function unavailable(network: SocialNetwork, detail: string, commercial = false): CompileOutcome {
  return {
    outcome: 'unavailable',
    network,
    reason: commercial ? 'no_commercial_search' : 'no_search_api',
    detail,
  };
}

/**
 * One source of a topic as its network's search requests. Facebook has no public post search: its
 * topics read one public Page. TikTok's keyword search (the Research API) is closed to commercial
 * apps. Discord is heard through the bot in the game's own servers, so the matcher alone decides.
 */
export function compileSource(
  topic: TopicToCompile,
  source: TopicSourceInput,
  context: CompileContext,
): CompileOutcome {
  switch (source.network) {
    case 'twitter':
      return compileX(topic, context.xTier);
    case 'reddit':
      return compileReddit(topic);
    case 'youtube':
      return compileYoutube(topic);
    case 'vk':
      return compileVk(topic);
    case 'threads':
      return compileThreads(topic);
    case 'instagram':
      return compileInstagram(topic, source, context);
    case 'facebook':
      if (!source.page) {
        return {
          outcome: 'refused',
          network: 'facebook',
          refused: 'page_required',
          detail: 'choose a public Page',
        };
      }
      return {
        outcome: 'compiled',
        network: 'facebook',
        requests: [{ method: 'facebook_page_posts', pageId: source.page.id }],
        cost: { unit: 'calls', amount: 1 },
      };
    case 'tiktok':
      return unavailable('tiktok', 'TikTok opens keyword search to approved researchers only', true);
    case 'discord':
      return {
        outcome: 'compiled',
        network: 'discord',
        requests: [{ method: 'discord_local_filter' }],
        cost: { unit: 'none', amount: 0 },
      };
    case 'facebook_group':
    case 'whatsapp':
    case 'naver_lounge':
    case 'twitch':
      return unavailable(source.network, 'this network offers no search to listen with');
  }
}

/**
 * A topic as search requests, one outcome per source; a single refusal with no network when the
 * topic has no source or no include group (it would match nothing anywhere).
 */
export function compileTopic(topic: TopicToCompile, context: CompileContext): CompileOutcome[] {
  if (topic.include.length === 0) {
    return [{ outcome: 'refused', network: null, refused: 'empty_include', detail: 'add an include group' }];
  }
  if (topic.sources.length === 0) {
    return [
      { outcome: 'refused', network: null, refused: 'no_network', detail: 'choose at least one network' },
    ];
  }
  return topic.sources.map((source) => compileSource(topic, source, context));
}

/** A stored topic as the network compilers read it. */
export function toCompile(
  topic: Pick<Topic, 'include_keywords' | 'exclude_keywords' | 'sources'>,
): TopicToCompile {
  return { include: topic.include_keywords, exclude: topic.exclude_keywords, sources: topic.sources };
}
