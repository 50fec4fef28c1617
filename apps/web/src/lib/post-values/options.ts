import {
  type NetworkOptionDrafts,
  type NetworkOptions,
  networkOptionsSchema,
  type SocialNetwork,
} from '@herald/contract';
import type { z } from 'zod';

/** Networks that have an options panel in compose (the keys of the contract's per-network options). */
export const optionNetworks = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'reddit',
  'discord',
  'whatsapp',
] as const satisfies readonly (keyof NetworkOptions & SocialNetwork)[];
export type OptionNetwork = (typeof optionNetworks)[number];

export function hasOptions(network: SocialNetwork): network is OptionNetwork {
  return (optionNetworks as readonly SocialNetwork[]).includes(network);
}

/**
 * Options as the form holds them while the user works (the contract's option drafts, every network
 * present): TikTok's privacy level starts unset because TikTok requires the user to pick it (no
 * default), and texts start empty. A draft becomes the contract's options only once it is complete;
 * until then a saved draft keeps it as it is (`option_drafts`).
 */
export type OptionDrafts = { [N in OptionNetwork]: NonNullable<NetworkOptionDrafts[N]> };

export function defaultOptionDrafts(): OptionDrafts {
  return {
    facebook: { content_category: null },
    instagram: { content_type: 'post', first_comment: '', share_to_feed: true },
    youtube: { video_tags: [], privacy: 'public', category_id: null, made_for_kids: false },
    tiktok: {
      auto_add_music: false,
      brand_organic_toggle: false,
      brand_content_toggle: false,
      disable_comment: false,
      disable_duet: false,
      disable_stitch: false,
      privacy_level: null,
      max_duration_sec: 0,
    },
    reddit: { content_type: 'text', subreddit: '', flair_id: null },
    discord: { channel_id: '', crosspost: false },
    whatsapp: { template: '', language: 'en_US', recipients: [] },
  };
}

/**
 * A saved post's options over the defaults: its complete options, else what a draft kept of an
 * incomplete set, else the defaults (a network it did not target).
 */
export function draftsFrom(options: NetworkOptions, kept: NetworkOptionDrafts): OptionDrafts {
  const drafts = defaultOptionDrafts();
  return {
    facebook: options.facebook ?? kept.facebook ?? drafts.facebook,
    instagram: options.instagram
      ? { ...options.instagram, first_comment: options.instagram.first_comment ?? '' }
      : (kept.instagram ?? drafts.instagram),
    youtube: options.youtube ?? kept.youtube ?? drafts.youtube,
    tiktok: options.tiktok ?? kept.tiktok ?? drafts.tiktok,
    reddit: options.reddit ?? kept.reddit ?? drafts.reddit,
    discord: options.discord ?? kept.discord ?? drafts.discord,
    whatsapp: options.whatsapp ?? kept.whatsapp ?? drafts.whatsapp,
  };
}

function normalized(network: OptionNetwork, drafts: OptionDrafts): unknown {
  if (network === 'instagram') {
    const comment = drafts.instagram.first_comment.trim();
    return { ...drafts.instagram, first_comment: comment === '' ? null : drafts.instagram.first_comment };
  }
  return drafts[network];
}

export interface OptionsResult {
  options: NetworkOptions;
  /** The targeted networks' sets not complete yet, as the form holds them, for a draft to keep. */
  kept: NetworkOptionDrafts;
  /** Why a network's options are not complete yet, by its dotted field path (`options.tiktok.privacy_level`). */
  issues: z.core.$ZodIssue[];
}

/**
 * The contract's options for the networks a post targets: each draft checked by the contract's own
 * schema. An incomplete one is left out, so the rules report the network's options as required,
 * and its field problems are answered beside it; it is kept as drafted instead.
 */
export function completeOptions(drafts: OptionDrafts, networks: readonly SocialNetwork[]): OptionsResult {
  const options: NetworkOptions = {};
  const kept: NetworkOptionDrafts = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const network of optionNetworks) {
    if (!networks.includes(network)) continue;
    const parsed = networkOptionsSchema.safeParse({ [network]: normalized(network, drafts) });
    if (parsed.success) {
      Object.assign(options, parsed.data);
      continue;
    }
    Object.assign(kept, { [network]: drafts[network] });
    issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: ['options', ...issue.path] })));
  }
  return { options, kept, issues };
}
