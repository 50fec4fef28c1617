import type { Rng } from '../../core/prng.js';

/** What players write in reviews, by verdict and language; `{game}` is the game's name. */
const TEXTS = {
  english: {
    up: [
      '{game} is the best co-op game I played this year. 10/10',
      'Great art direction and the new season keeps me hooked.',
      'Fair monetisation, fun combat, friendly community. Recommended!',
      'The last patch fixed the crashes, {game} runs great on Steam Deck now.',
      'Hundreds of hours in and still discovering new builds.',
    ],
    down: [
      '{game} keeps crashing on launch since the last update.',
      'Matchmaking takes forever and the servers lag every evening.',
      'The new event is pay-to-win. Refund my gems.',
      'Performance is terrible, 30 fps on a good PC.',
      'Too many bugs, the devs ignore feedback.',
    ],
  },
  schinese: {
    up: [
      '{game} 太好玩了，强烈推荐！',
      '画面真的绝了，剧情也很感人。',
      '这次更新平衡性改得不错，良心游戏。',
      '和朋友一起玩超开心，已经玩了一百多小时。',
    ],
    down: [
      '{game} 更新后一直闪退，求修复😭',
      '服务器太卡了，每天晚上都掉线。',
      '氪金太严重了，不推荐。',
      '优化太差，帧数很低，退款了。',
    ],
  },
} as const;

/** Steam's language codes of the reviews it generates (English and Simplified Chinese). */
export type ReviewLanguage = keyof typeof TEXTS;

/** A review's text for its verdict: a sentence or two, naming the game now and then. */
export function reviewText(rng: Rng, language: ReviewLanguage, votedUp: boolean, game: string): string {
  const pool = TEXTS[language][votedUp ? 'up' : 'down'];
  const first = rng.pick(pool).replace('{game}', game);
  if (!rng.chance(0.4)) return first;
  const second = rng.pick(pool).replace('{game}', game);
  return second === first ? first : `${first}${language === 'english' ? ' ' : ''}${second}`;
}
