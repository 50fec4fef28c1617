/**
 * Patch notes to topic terms, pure: the names a patch note speaks of (heroes, items, maps, modes),
 * each with why it is proposed — it was buffed or nerfed, it is a mode, a fix touched it, or it is
 * simply named. English and Chinese. Names come from headings and bullets: capitalised multi-word
 * names, quoted names, names in 【】「」《》, and a bullet's lead before its colon.
 */

export type PatchReason = 'name' | 'buff' | 'nerf' | 'mode' | 'fix';

export interface PatchTerm {
  term: { kind: 'keyword' | 'span'; value: string };
  reason: PatchReason;
}

/** Terms proposed at most. */
export const PATCH_TERMS_MAX = 50;
/** Longer "names" are sentences, not names. */
const NAME_MAX = 40;

const BUFF = /\b(?:increased?|buff(?:ed|s)?|raised|improved|boosted)\b|提高|增强|加强|提升|增加/iu;
const NERF = /\b(?:decreased?|nerf(?:ed|s)?|reduced|lowered|weakened)\b|降低|削弱|减少|下调/iu;
const FIX = /^(?:fix(?:ed|es)?|resolved)\b|\bbug ?fix(?:es)?\b|修复|修正/iu;
const MODE = /\bmodes?\b|模式|玩法/iu;

/** Words a heading or a capitalised run may hold that name nothing by themselves. */
const GENERIC = new Set(
  'patch notes note update updates version season general balance changes change bug bugs fixes fix known issues new features feature quality of life qol overview highlights system systems gameplay misc miscellaneous other improvements adjustments developer comments comment the a an and or in on for to with at by from hotfix maintenance heroes champions characters items maps modes weapons skills abilities events increased decreased reduced raised lowered improved buffed nerfed fixed added removed adjusted'.split(
    ' ',
  ),
);
const GENERIC_ZH = new Set([
  '更新',
  '公告',
  '更新公告',
  '版本',
  '调整',
  '优化',
  '修复',
  '其他',
  '说明',
  '内容',
  '新增',
  '问题',
  '英雄',
  '角色',
  '道具',
  '地图',
  '武器',
  '技能',
  '活动',
  '玩法',
  '模式',
  '公告',
  '改动',
]);
/** Verbs a Chinese line opens with before the name it speaks of (开放大乱斗模式 → 大乱斗模式). */
const LEADING_VERB = /^(?:开放|新增|加入|推出|上线|开启|调整|优化|修复|削弱|增强|加强)+/u;

const BULLET = /^\s*(?:[-*•·+]|\d{1,3}[.、)]|[（(]?\d{1,3}[)）])\s*/u;
const HEADING = /^\s*(?:#{1,6}\s+|【[^】]+】\s*$|\[[^\]]+\]\s*$)/u;
const BRACKETED =
  /【([^】\n]{1,40})】|「([^」\n]{1,40})」|《([^》\n]{1,40})》|“([^”\n]{1,40})”|"([^"\n]{1,40})"/gu;
const CAPITALISED =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’]*(?:[ \t]+(?:(?:of|the|de)[ \t]+)?\p{Lu}[\p{L}\p{N}'’]*)+/gu;
const LEAD = /^([^:：\-—–]{1,40}?)\s*(?:[:：]|\s[-—–]\s)/u;
const HAN_MODE = /[\p{Script=Han}A-Za-z0-9]{1,8}模式/gu;
const han = /\p{Script=Han}/u;

/**
 * A name as it is proposed: trimmed, inner spaces single, a possessive and closing punctuation
 * dropped, and the generic words before it (Increased Frost Mage → Frost Mage).
 */
function cleanName(raw: string): string {
  const words = raw
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!?。，；：！？]+$/u, '')
    .replace(/['’]s$/u, '')
    .trim()
    .split(' ');
  while (words.length > 1 && GENERIC.has(words[0]?.toLowerCase() ?? '')) words.shift();
  // A possessive after a multi-word name ends it (Frost Mage's Blizzard); on a first word it is part
  // of the name (Dragon's Lair).
  const possessive = words.findIndex((word, index) => index > 0 && /['’]s$/u.test(word));
  if (possessive > 0) words.splice(possessive + 1);
  return words
    .join(' ')
    .replace(/['’]s$/u, '')
    .replace(LEADING_VERB, '');
}

/**
 * Whether a candidate names something: not only generic words, numbers or versions; a Chinese
 * heading holding a generic word is a section's title (【英雄调整】), not a name.
 */
function isName(name: string, heading: boolean): boolean {
  if (name.length < 2 || name.length > NAME_MAX) return false;
  if (/^(?:v(?:er)?\.?\s*)?\d[\d.]*$/iu.test(name)) return false;
  if (GENERIC_ZH.has(name)) return false;
  if (han.test(name)) return !heading || ![...GENERIC_ZH].some((word) => name.includes(word));
  const words = name.toLowerCase().split(/\s+/);
  return !words.every((word) => GENERIC.has(word) || /^\d/.test(word));
}

/** The names a line holds: its bracketed and quoted names, capitalised runs, a bullet's lead, modes. */
function namesIn(line: string, bullet: boolean, heading: boolean): string[] {
  const names: string[] = [];
  for (const match of line.matchAll(BRACKETED)) {
    const inner = match.slice(1).find((group) => group !== undefined);
    if (inner) names.push(inner);
  }
  const body = line.replace(BRACKETED, ' ');
  if (bullet) {
    const lead = LEAD.exec(body.replace(BULLET, ''))?.[1];
    if (lead && lead.trim().split(/\s+/).length <= 4) names.push(lead);
  }
  // A heading of a few words is what its section is about (## Frost Mage, ### 冰霜法师).
  if (heading && body.trim().split(/\s+/).length <= 4) names.push(body.replace(/[:：]\s*$/u, ''));
  for (const match of body.matchAll(CAPITALISED)) names.push(match[0]);
  for (const match of body.matchAll(HAN_MODE)) names.push(match[0]);
  return names.map(cleanName).filter((name) => isName(name, heading));
}

/** Why a line's names are proposed: its own buff or nerf words first, then its section's kind. */
function reasonOf(line: string, section: PatchReason): PatchReason {
  if (NERF.test(line)) return 'nerf';
  if (BUFF.test(line)) return 'buff';
  if (FIX.test(line.replace(BULLET, ''))) return 'fix';
  return section;
}

/** The stronger reason wins when a name comes back: a change over a mode or fix over a mention. */
const STRENGTH: Record<PatchReason, number> = { name: 0, fix: 1, mode: 2, buff: 3, nerf: 3 };

/**
 * The terms a patch note proposes, in order of first appearance, each once (case aside), at most
 * PATCH_TERMS_MAX: a multi-word Latin name as an exact span, anything else as a keyword.
 */
export function patchTerms(text: string): PatchTerm[] {
  const found = new Map<string, PatchTerm>();
  let section: PatchReason = 'name';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = BULLET.test(raw);
    const heading = !bullet && (HEADING.test(raw) || (line.length <= 60 && /[:：]$/u.test(line)));
    if (heading) section = FIX.test(line.replace(/^#+\s*/, '')) ? 'fix' : MODE.test(line) ? 'mode' : 'name';
    const reason = heading ? section : reasonOf(line, section);
    for (const name of namesIn(line.replace(/^#+\s*/, ''), bullet, heading)) {
      const ownReason: PatchReason = /\bmode$|模式$/iu.test(name) ? 'mode' : reason;
      const key = name.toLowerCase();
      const known = found.get(key);
      if (known) {
        if (STRENGTH[ownReason] > STRENGTH[known.reason]) known.reason = ownReason;
        continue;
      }
      if (found.size >= PATCH_TERMS_MAX) continue;
      const kind = !han.test(name) && name.includes(' ') ? 'span' : 'keyword';
      found.set(key, { term: { kind, value: name }, reason: ownReason });
    }
  }
  return [...found.values()];
}
