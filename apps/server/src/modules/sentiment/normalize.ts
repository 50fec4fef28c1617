import { Converter } from 'opencc-js/t2cn';

/**
 * Traditional Chinese folded to Simplified, with Taiwan's variant characters and phrases. Only the
 * Traditional→Simplified dictionaries are loaded (the `t2cn` build), about a tenth of the full set.
 */
const toSimplified = Converter({ from: 'tw', to: 'cn' });

const han = /\p{Script=Han}/u;

/**
 * The form every text is matched in: NFKC (full-width letters and digits, compatibility ideographs
 * folded), Traditional Chinese folded to Simplified, lower-case. Rules, smart-rule keywords and the
 * classifier's lexicons all compare texts in this form, so 閃退, 闪退 and ＧＧ match 闪退 and gg.
 */
export function normalizeText(text: string): string {
  const nfkc = text.normalize('NFKC');
  // Most texts carry no Han character; they skip the dictionary walk.
  return (han.test(nfkc) ? toSimplified(nfkc) : nfkc).toLowerCase();
}
