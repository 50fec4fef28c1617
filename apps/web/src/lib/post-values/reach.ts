import { networkComposeRules, type PollRules, type SocialNetwork } from '@herald/contract';
import type { ComposeValues } from './values.js';

/**
 * What the chosen networks take, for hiding or limiting inputs (network-rules.ts). An input one
 * network takes stays shown; the rules then name each network that does not take what was entered.
 */

/** Networks that get the post's text: a Reddit media post has none (SPEC §5: media hides text). */
export function textNetworks(values: ComposeValues, networks: readonly SocialNetwork[]): SocialNetwork[] {
  return networks.filter((network) => {
    if (networkComposeRules[network].textMax <= 0) return false;
    return !(network === 'reddit' && values.options.reddit.content_type === 'media');
  });
}

/** Networks that take media: a Reddit text post has none (SPEC §5: text hides media). */
export function mediaNetworks(values: ComposeValues, networks: readonly SocialNetwork[]): SocialNetwork[] {
  return networks.filter((network) => {
    const rules = networkComposeRules[network];
    if (rules.maxImages + rules.maxVideos <= 0) return false;
    return !(network === 'reddit' && values.options.reddit.content_type === 'text');
  });
}

/** The most images (or videos) any chosen network takes: the uploader offers no more than that. */
export function mostMedia(networks: readonly SocialNetwork[], kind: 'maxImages' | 'maxVideos'): number {
  return Math.max(0, ...networks.map((network) => networkComposeRules[network][kind]));
}

/** The shortest title limit of the networks that require a title (YouTube 100, Reddit 300). */
export function titleLimit(networks: readonly SocialNetwork[]): number | null {
  const limits = networks.flatMap((network) => {
    const max = networkComposeRules[network].titleMax;
    return max === null ? [] : [max];
  });
  return limits.length === 0 ? null : Math.min(...limits);
}

/** The poll rules of the networks that take polls, and which ones do not. */
export function pollReach(networks: readonly SocialNetwork[]) {
  const taking = networks.flatMap((network): { network: SocialNetwork; rules: PollRules }[] => {
    const rules = networkComposeRules[network].poll;
    return rules ? [{ network, rules }] : [];
  });
  return {
    taking,
    /** The strictest limits across them, so one poll fits every network that takes it. */
    maxOptions: Math.min(...taking.map((item) => item.rules.maxOptions)),
    optionMax: Math.min(...taking.map((item) => item.rules.optionMax)),
    fixedHours: taking.find((item) => item.rules.fixedHours !== null)?.rules.fixedHours ?? null,
  };
}

/** Whether any chosen network takes a shared extra (link, location, people, collaborators). */
export function takesExtra(
  networks: readonly SocialNetwork[],
  extra: 'link' | 'location' | 'tagPeople' | 'collaborators',
): boolean {
  return networks.some((network) => {
    const value = networkComposeRules[network][extra];
    return typeof value === 'boolean' ? value : value > 0;
  });
}
