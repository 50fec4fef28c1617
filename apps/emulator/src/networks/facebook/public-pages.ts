import { arriveDaily, dayOf, planCache, spreadOverDay } from '../../core/arrivals.js';
import { chatterAbout, chatterLanguage } from '../../core/chatter.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { gamePostText } from '../../core/seed-text.js';
import type { FbPage, FbState } from './types.js';

/** A public Page's posts reach back this many days before the world began. */
const HISTORY_DAYS = 14;

/** What game publishers' and fan Pages post in Chinese; `{title}` is the Page's subject. */
const POSTS_ZH = [
  '{title} 新版本已上线！修复了闪退问题，优化了卡顿。',
  '{title} 新赛季下周开启，你会选择哪个阵营？⚔️',
  '感谢大家的支持！{title} 下载量突破一百万 🎁',
  '今晚 02:00–04:00 停服维护，{title} 服务器将短暂下线。',
  '{title} 同人创作大赛开始啦，欢迎投稿！',
];

interface PlannedPost {
  at: number;
  message: string;
  /** The post's own id part (`{page}_{digits}`). */
  digits: string;
}

const cached = planCache<FbState, PlannedPost>();

/** A post about the Page's subject: an announcement or a fan's word, in English or Chinese. */
function postText(rng: Rng, topic: string): string {
  if (chatterLanguage(rng, [topic]) === 'zh') {
    return rng.chance(0.5) ? rng.pick(POSTS_ZH).replace('{title}', topic) : chatterAbout(rng, [topic], 'zh');
  }
  return rng.chance(0.5) ? gamePostText(rng, topic) : chatterAbout(rng, [topic], 'en');
}

/** A public Page's posts of one UTC day, fixed by (seed, page, day): 0–2 at volume 1. */
function dayPlan(state: FbState, page: FbPage, day: number): PlannedPost[] {
  return cached(state, `public:${page.id}:${day}`, () => {
    const rng = streamRng(state.seed, 'fb', 'public-posts', page.id, day);
    const count = state.volume.scale('facebook', rng.int(0, 2));
    return spreadOverDay(rng, day, count, () => ({
      message: postText(rng, page.topic ?? page.name),
      digits: rng.digits(15),
    }));
  });
}

/** A Page `/pages/search` answered, kept so its content can be read (the first query names its subject). */
export function rememberPublicPage(
  state: FbState,
  found: { id: string; name: string; link: string },
  topic: string,
): FbPage {
  const known = state.pages.get(found.id) ?? state.publicPages.get(found.id);
  if (known) return known;
  const rng = streamRng(state.seed, 'fb', 'public-page', found.id);
  const page: FbPage = {
    id: found.id,
    name: found.name,
    category: 'Video game',
    about: `News and community of ${topic}`,
    username: found.name.toLowerCase().replace(/[^a-z0-9]+/g, ''),
    followers: rng.int(2_000, 900_000),
    tasks: [],
    topic,
  };
  state.publicPages.set(page.id, page);
  return page;
}

/** Brings the public Pages up to `now`: the posts whose time has come are published. */
export function advancePublicPages(state: FbState, now: number): void {
  for (const page of state.publicPages.values()) {
    const first = dayOf(state.createdAt) - HISTORY_DAYS;
    arriveDaily(
      state.publicArrivals,
      page.id,
      first,
      now,
      (day) => dayPlan(state, page, day),
      (item) => {
        const id = `${page.id}_${item.digits}`;
        if (state.posts.has(id)) return;
        state.posts.set(id, {
          id,
          pageId: page.id,
          type: 'status',
          message: item.message,
          photoIds: [],
          createdAt: item.at,
          updatedAt: item.at,
          publishedAt: item.at,
          deleted: false,
          likes: new Set(),
          origin: 'public',
        });
      },
    );
  }
}
