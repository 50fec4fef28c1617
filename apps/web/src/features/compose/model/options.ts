import {
  type NetworkOptions,
  networkOptionsSchema,
  type SocialNetwork,
  type TiktokPrivacyLevel,
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

type Complete<N extends OptionNetwork> = NonNullable<NetworkOptions[N]>;

/**
 * Options as the form holds them while the user works: TikTok's privacy level starts unset because
 * TikTok requires the user to pick it (no default), and texts start empty. A draft becomes the
 * contract's options only once it is complete.
 */
export interface OptionDrafts {
  facebook: Complete<'facebook'>;
  instagram: Omit<Complete<'instagram'>, 'first_comment'> & { first_comment: string };
  youtube: Complete<'youtube'>;
  tiktok: Omit<Complete<'tiktok'>, 'privacy_level'> & { privacy_level: TiktokPrivacyLevel | null };
  reddit: Complete<'reddit'>;
  discord: Complete<'discord'>;
  whatsapp: Complete<'whatsapp'>;
}

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

/** A saved post's options over the defaults (a network it did not target keeps its defaults). */
export function draftsFrom(options: NetworkOptions): OptionDrafts {
  const drafts = defaultOptionDrafts();
  return {
    facebook: options.facebook ?? drafts.facebook,
    instagram: options.instagram
      ? { ...options.instagram, first_comment: options.instagram.first_comment ?? '' }
      : drafts.instagram,
    youtube: options.youtube ?? drafts.youtube,
    tiktok: options.tiktok ?? drafts.tiktok,
    reddit: options.reddit ?? drafts.reddit,
    discord: options.discord ?? drafts.discord,
    whatsapp: options.whatsapp ?? drafts.whatsapp,
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
  /** Why a network's options are not complete yet, by its dotted field path (`options.tiktok.privacy_level`). */
  issues: z.core.$ZodIssue[];
}

/**
 * The contract's options for the networks a post targets: each draft checked by the contract's own
 * schema. An incomplete one is left out, so the rules report the network's options as required,
 * and its field problems are answered beside it.
 */
export function completeOptions(drafts: OptionDrafts, networks: readonly SocialNetwork[]): OptionsResult {
  const options: NetworkOptions = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const network of optionNetworks) {
    if (!networks.includes(network)) continue;
    const parsed = networkOptionsSchema.safeParse({ [network]: normalized(network, drafts) });
    if (parsed.success) Object.assign(options, parsed.data);
    else issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: ['options', ...issue.path] })));
  }
  return { options, issues };
}
