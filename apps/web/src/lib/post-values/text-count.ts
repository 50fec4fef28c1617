import { networkComposeRules, type SocialNetwork, textLength } from '@herald/contract';

/** A text's length as one network counts it, against its limit (X weighs CJK and links). */
export function counterOf(text: string, network: SocialNetwork) {
  const rules = networkComposeRules[network];
  return { length: textLength(text, rules.weightedText), max: rules.textMax, weighted: rules.weightedText };
}
