/**
 * Synthetic listening topics and fetched items: a thousand games and brands named in English and
 * Chinese, with the issue words players use, hashtags, cashtags, mentions and authors; items of 20–280
 * characters in either script or both, about a third of them naming a topic. Seeded: every run is the same.
 */
import type { ListenItem, TopicMeaning, TopicTerm } from '../../apps/server/src/modules/listening/index.js';
import { random } from '../feeds/rules-data.js';

type Next = () => number;
const pick = <T>(next: Next, list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

const syllables =
  'ka|zen|vo|ra|nyx|tal|mir|sha|dow|fro|bla|de|lu|mi|ko|rin|gal|tor|vex|qua|sol|ith|ar|en'.split('|');
const han = '星影龙焰霜月风雷灵夜剑羽幻狐烬天空海山云雪花光暗神魔战纪元传说奇迹王者荣耀梦境幽城'.split('');

/** Distinct made-up names: `count` of them, from `parts` joined `size` at a time. */
function names(next: Next, parts: readonly string[], size: number, count: number): string[] {
  const made = new Set<string>();
  while (made.size < count) made.add(Array.from({ length: size }, () => pick(next, parts)).join(''));
  return [...made];
}

const issuesEn =
  'crash|lag|refund|pay to win|hacker|banned|login|nerf|buff|op|bug|server down|gacha|pity|patch notes|matchmaking|ranked|toxic|black screen|fps drop|uninstall|scam'.split(
    '|',
  );
const issuesZh =
  '闪退|卡顿|掉线|外挂|封号|退款|氪金|抽卡|保底|登录|黑屏|更新|维护|服务器|延迟|削弱|加强|活动|皮肤|客服|退游|良心|兑换码|联动'.split(
    '|',
  );
const spam = ['giveaway', 'free gems', '抽奖', '代充', 'promo code'];
const fillerEn =
  'the|game|is|so|really|after|today|again|my|team|why|please|fix|this|new|character|every|time|I|can|not|play|guys|what|a|great|stream|when|next|season|loving|it|honestly|just|got|and|they|event|way|too|much'.split(
    '|',
  );
const fillerZh =
  '这个|游戏|真的|今天|又|我的|队友|为什么|请|修复|新|角色|每次|都|不能|玩|大家|什么|时候|下个|赛季|喜欢|说实话|官方|策划|了|吗|太|好|就|还是'.split(
    '|',
  );
const tails = ['!!', ' 😡', ' 😂😂', '？', ' lol', '，太卡了', '...', ' 👍', '。'];

/** What each topic is about, kept so items can name it. */
interface Brand {
  en: string;
  zh: string;
  ticker: string;
  handle: string;
}

export interface ListeningData {
  topics: TopicMeaning[];
  items: ListenItem[];
}

function topicOf(next: Next, id: number, brand: Brand): TopicMeaning {
  const kw = (value: string): TopicTerm => ({ kind: 'keyword', value });
  const brandTerms: TopicTerm[] = [
    kw(brand.en),
    kw(brand.zh),
    { kind: 'hashtag', value: `#${pick(next, [brand.en, brand.zh])}` },
  ];
  if (next() < 0.4) brandTerms.push({ kind: 'mention', value: `@${brand.handle}` });
  if (next() < 0.2) brandTerms.push({ kind: 'cashtag', value: `$${brand.ticker}` });
  if (next() < 0.3) brandTerms.push({ kind: 'span', value: `"${brand.en} mobile"` });
  const include: TopicMeaning['include'][number][] = [{ match: 'contain_any', terms: brandTerms }];
  if (next() < 0.03) include[0] = { match: 'contain_any', terms: [{ kind: 'from', value: brand.handle }] };
  if (next() < 0.4) {
    // Mostly "the game and any of these issues"; now and then "the game and both of these".
    const all = next() < 0.2;
    const count = all ? 2 : 2 + Math.floor(next() * 5);
    const issues = Array.from({ length: count }, () => kw(pick(next, next() < 0.5 ? issuesEn : issuesZh)));
    include.push({ match: all ? 'contain_all' : 'contain_any', terms: issues });
  }
  if (next() < 0.1)
    include.push({ match: 'contain_none', terms: [kw(pick(next, issuesEn)), kw(pick(next, issuesZh))] });
  const exclude: TopicTerm[] = [];
  if (next() < 0.3) exclude.push(kw(pick(next, spam)));
  if (next() < 0.1) exclude.push({ kind: 'from', value: `spambot${Math.floor(next() * 50)}` });
  if (next() < 0.05) exclude.push({ kind: 'to', value: brand.handle });
  return { id, include, exclude };
}

function textOf(next: Next, brands: readonly Brand[]): string {
  const length = 20 + Math.floor(next() ** 1.6 * 260);
  const zh = next() < 0.45;
  let text = '';
  while (text.length < length) {
    const roll = next();
    let piece: string;
    if (roll < 0.015) {
      const brand = pick(next, brands);
      piece = pick(next, [
        brand.en,
        brand.zh,
        `#${brand.en}`,
        `#${brand.zh}`,
        `@${brand.handle}`,
        `$${brand.ticker.toLowerCase()}`,
      ]);
    } else if (roll < 0.06) piece = pick(next, zh ? issuesZh : issuesEn);
    else if (roll < 0.07) piece = pick(next, spam);
    else piece = pick(next, zh ? fillerZh : fillerEn);
    text += zh && next() < 0.85 ? piece : `${piece} `;
  }
  return `${text.trim()}${next() < 0.3 ? pick(next, tails) : ''}`.slice(0, 280);
}

/** `topicCount` topics and `itemCount` items, the same for the same seed. */
export function listeningData(topicCount: number, itemCount: number, seed = 2020): ListeningData {
  const next = random(seed);
  const en = names(next, syllables, 3, topicCount);
  const zh = names(next, han, 3, topicCount);
  const brands = en.map((name, index) => ({
    en: name,
    zh: zh[index] ?? name,
    ticker: name.slice(0, 4).toUpperCase(),
    handle: `${name}_official`,
  }));
  const topics = brands.map((brand, index) => topicOf(next, index + 1, brand));
  const handles = [
    ...brands.slice(0, 200).map((brand) => brand.handle),
    ...Array.from({ length: 50 }, (_, i) => `spambot${i}`),
  ];
  const items = Array.from({ length: itemCount }, () => ({
    text: textOf(next, brands),
    author: next() < 0.05 ? pick(next, handles) : `player${Math.floor(next() * 100_000)}`,
    recipients: next() < 0.2 ? [pick(next, handles)] : [],
  }));
  return { topics, items };
}
