/**
 * What players write in public about whatever a search asked for, in English and in Chinese, praise
 * and complaints alike (so sentiment has something to judge). The searched terms are kept whole: a
 * tag or mention is followed by a space so it ends where the term ends, in either language.
 */
import type { Rng } from './prng.js';

/** The languages generated chatter is written in. */
export type ChatterLanguage = 'en' | 'zh';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Whether the text holds Chinese (or other CJK) characters. */
export const hasCjk = (text: string): boolean => CJK.test(text);

const OPENERS: Readonly<Record<ChatterLanguage, readonly string[]>> = {
  en: [
    'Just saw this:',
    'Hot take —',
    'Can we talk about',
    'Been playing all night,',
    'Honestly',
    'Who else is hyped for',
    'Unpopular opinion:',
    'Our guild cannot stop talking about',
  ],
  zh: [
    '刚更新完，',
    '说真的，',
    '有没有人觉得',
    '今晚一直在玩',
    '朋友都在聊',
    '官方快看看',
    '不吹不黑，',
    '第一次试了',
  ],
};

const TAILS: Readonly<Record<ChatterLanguage, readonly string[]>> = {
  en: [
    'and I am not ok 😂',
    'is the best thing this year.',
    'needs a buff.',
    'keeps crashing on launch, please fix',
    'anyone else?',
    'the servers are lagging again 😩',
    '10/10 would recommend.',
    'the new event is a scam, refund my gems',
  ],
  zh: [
    '太好玩了！',
    '又闪退了，求修复😭',
    '更新后卡顿严重',
    '画面真的绝了',
    '这次平衡性改得不错',
    '抽卡太非了…',
    '服务器又炸了？',
    '强烈推荐！',
  ],
};

/** Chinese about a third of the time, most of the time when a searched term is Chinese. */
export function chatterLanguage(rng: Rng, terms: readonly string[]): ChatterLanguage {
  return rng.chance(terms.some(hasCjk) ? 0.8 : 0.3) ? 'zh' : 'en';
}

/** The terms as they appear in a post: a tag, cashtag or mention ends with a space. */
function written(terms: readonly string[], language: ChatterLanguage): string {
  const joined = terms.map((term) => (/^[#$@]/.test(term) ? `${term} ` : term));
  return language === 'en' ? joined.join(' ').trim() : joined.join(' ');
}

/** A post about `terms` (each kept whole), in the language given or one drawn from `rng`. */
export function chatterAbout(
  rng: Rng,
  terms: readonly string[],
  language: ChatterLanguage = chatterLanguage(rng, terms),
): string {
  const opener = rng.pick(OPENERS[language]);
  const tail = rng.pick(TAILS[language]);
  const body = written(terms, language);
  return language === 'en' ? `${opener} ${body} ${tail}` : `${opener}${body}${tail}`;
}
