/**
 * Synthetic smart rules and inbox items for the rules benchmark: game-community vocabulary in English
 * and Chinese, criteria mixed the way a community team writes them. Seeded, so every run is the same.
 */
import {
  type FeedType,
  type SmartRuleCriteria,
  type SocialNetwork,
  smartRuleCriteriaSchema,
} from '@herald/contract';
import type { RuleItem, RuleSpec } from '../../apps/server/src/modules/feeds/smart-rules/compile.js';

/** Mulberry32: small, fast, good enough to spread synthetic data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)] as T;
}
function some<T>(next: () => number, list: readonly T[], count: number): T[] {
  return Array.from(new Set(Array.from({ length: count }, () => pick(next, list))));
}

const englishTerms = (
  'crash|crashes|lag|laggy|disconnect|refund|charged twice|pay to win|p2w|hacker|cheater|' +
  'aimbot|wallhack|banned|ban|login|password|account stolen|nerf|buff|op|broken|bug|glitch|' +
  'stuck|loading screen|server down|ping|gg|love this|best game|trash|uninstall|scam|gacha|' +
  'rates|pity|skin|battle pass|season 3|patch notes|matchmaking|ranked|toxic|report|support|' +
  'ticket|fps drop|black screen|update|delete|giveaway|collab|event|w|l'
).split('|');
const chineseTerms = (
  '闪退|卡顿|掉线|外挂|开挂|封号|退款|充值|氪金|抽卡|保底|概率|登录|账号|被盗|黑屏|更新|维护|服务器|延迟|垃圾|好玩|太强了|削弱|加强|活动|皮肤|客服|举报|' +
  '骗钱|卸载|匹配|排位|掉帧|发热|闪退了|进不去|卡死|退游|良心|福利|兑换码|联动|新赛季|平衡|坑钱|氪不起'
).split('|');
/** Names a game's community talks about (heroes, items, modes), made from syllables: 160 of each. */
const syllables = [
  'fro',
  'st',
  'bla',
  'de',
  'sha',
  'dow',
  'mir',
  'ka',
  'zen',
  'vo',
  'lt',
  'ra',
  'nyx',
  'ion',
  'tal',
];
const hanSyllables = [
  '星',
  '影',
  '龙',
  '焰',
  '霜',
  '月',
  '风',
  '雷',
  '灵',
  '夜',
  '剑',
  '羽',
  '幻',
  '狐',
  '烬',
];
function names(parts: readonly string[], joiner: string, seed: number): string[] {
  const next = random(seed);
  const made = new Set<string>();
  while (made.size < 160) made.add([pick(next, parts), pick(next, parts), pick(next, parts)].join(joiner));
  return [...made];
}
englishTerms.push(...names(syllables, '', 5));
chineseTerms.push(...names(hanSyllables, '', 6));

const fillerEn = (
  'the|game|is|so|really|after|today|again|my|team|why|please|fix|this|new|character|match|' +
  'every|time|I|can|not|play|guys|what|a|great|stream|when|is|next|season|loving|it|honestly'
).split('|');
const fillerZh =
  '这个|游戏|真的|今天|又|我的|队友|为什么|请|修复|新|角色|每次|都|不能|玩|大家|什么|时候|下个|赛季|喜欢|说实话|官方|策划|了'.split(
    '|',
  );
const networks: SocialNetwork[] = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'tiktok',
  'reddit',
  'vk',
  'discord',
];
const inboundTypes: FeedType[] = ['post', 'comment', 'comment_reply', 'message'];

/**
 * Rules as a team writes them: keyword groups in both languages on most, coarse criteria on many, a few author
 * rules. `keywordsOnly`: every rule a long keyword list and nothing else, the costliest kind to match.
 */
export function syntheticRules(
  count: number,
  accountIds: readonly number[],
  options: { seed?: number; keywordsOnly?: boolean } = {},
): RuleSpec[] {
  const next = random(options.seed ?? 11);
  return Array.from({ length: count }, (_, index) => {
    const criteria: Partial<SmartRuleCriteria> = {};
    const terms = () => [
      ...some(next, englishTerms, 1 + Math.floor(next() * 4)),
      ...some(next, chineseTerms, 1 + Math.floor(next() * 4)),
    ];
    if (next() < 0.85) {
      criteria.keywords = [{ match: 'any', terms: terms() }];
      if (next() < 0.25) criteria.keywords.push({ match: 'all', terms: some(next, englishTerms, 2) });
      if (next() < 0.2) criteria.keywords.push({ match: 'none', terms: terms() });
    }
    if (options.keywordsOnly) criteria.keywords = [{ match: 'any', terms: [...terms(), ...terms()] }];
    else if (next() < 0.4) criteria.networks = some(next, networks, 1 + Math.floor(next() * 3));
    if (options.keywordsOnly) return ruleOf(index, criteria);
    if (next() < 0.2) criteria.account_ids = some(next, accountIds, 1 + Math.floor(next() * 3));
    if (next() < 0.3) criteria.feed_types = some(next, inboundTypes, 1 + Math.floor(next() * 2));
    if (next() < 0.25) criteria.sentiments = [pick(next, ['negative', 'positive', 'neutral'] as const)];
    if (next() < 0.15) criteria.languages = [pick(next, ['en', 'zh'] as const)];
    if (next() < 0.1) criteria.min_followers = pick(next, [1000, 10_000, 100_000]);
    if (next() < 0.05) criteria.authors = [`author-${Math.floor(next() * 5000)}`];
    if (Object.keys(criteria).length === 0) criteria.networks = [pick(next, networks)];
    return ruleOf(index, criteria);
  });
}

function ruleOf(index: number, criteria: Partial<SmartRuleCriteria>): RuleSpec {
  return {
    id: index + 1,
    order: index % 3 === 0 ? 'ordered' : 'unordered',
    position: index,
    enabled: true,
    criteria: smartRuleCriteriaSchema.parse(criteria),
  };
}

function sentence(next: () => number, chinese: boolean): string {
  const words: string[] = [];
  // Mostly short comments, a long review now and then.
  const length = next() < 0.05 ? 120 + Math.floor(next() * 200) : 4 + Math.floor(next() * 30);
  for (let i = 0; i < length; i++) {
    const term = next() < 0.04;
    if (chinese) words.push(term ? pick(next, chineseTerms) : pick(next, fillerZh));
    else words.push(term ? pick(next, englishTerms) : pick(next, fillerEn));
  }
  const text = words.join(chinese ? '' : ' ');
  // Some mixing, punctuation and emoji, as people write.
  const tail = next() < 0.2 ? pick(next, [' 😡😡', '!!!', ' gg', '？', ' lol', '，太卡了']) : '';
  return chinese && next() < 0.2 ? `${text} ${pick(next, englishTerms)}${tail}` : `${text}${tail}`;
}

export function syntheticItems(count: number, accountIds: readonly number[], seed = 29): RuleItem[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const chinese = next() < 0.45;
    return {
      network: pick(next, networks),
      accountId: pick(next, accountIds),
      feedType: pick(next, inboundTypes),
      text: sentence(next, chinese),
      sentiment: pick(next, ['negative', 'positive', 'neutral', 'unclassified'] as const),
      language: chinese ? 'zh' : 'en',
      authorId: `author-${Math.floor(next() * 5000)}`,
      authorName: `Player ${Math.floor(next() * 5000)}`,
      authorFollowers: next() < 0.1 ? null : Math.floor(next() ** 3 * 200_000),
    };
  });
}
