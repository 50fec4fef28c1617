import {
  type Brief,
  type MetricValue,
  metricChange,
  metricDisplayNumber,
  networkNames,
  type SentimentReportInput,
} from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import { accountReport } from './account-report.js';
import { resolvePeriods } from './period.js';
import { postReport } from './post-report.js';
import type { Viewer } from './scope.js';
import { sentimentReport } from './sentiment.js';

type Language = Brief['language'];
type Figure = Brief['figures'][number];

/** A change this large (in percent) is worth saying. */
const NOTABLE_PERCENT = 5;
/** Changes, complaints and posts named per paragraph. */
const NAMED = 3;

/** The figures a brief weighs, from the account report and the inbox. */
const WEIGHED = {
  account: ['views', 'reach', 'engagements', 'followers_growth', 'posts_published'],
  senti: ['items', 'positive_rate', 'negative_rate', 'reply_rate'],
} as const;

const labels: Record<string, Record<Language, string>> = {
  views: { en: 'views', 'zh-CN': '浏览量' },
  reach: { en: 'reach', 'zh-CN': '覆盖人数' },
  engagements: { en: 'engagements', 'zh-CN': '互动量' },
  followers_growth: { en: 'follower growth', 'zh-CN': '粉丝净增' },
  posts_published: { en: 'posts published', 'zh-CN': '发帖数' },
  items: { en: 'inbox items', 'zh-CN': '互动消息数' },
  positive_rate: { en: 'positive rate', 'zh-CN': '正面率' },
  negative_rate: { en: 'negative rate', 'zh-CN': '负面率' },
  reply_rate: { en: 'reply rate', 'zh-CN': '回复率' },
  negative: { en: 'negative items', 'zh-CN': '负面消息' },
};

const templates = {
  en: {
    period: (range: string, compare: string | null) =>
      compare ? `Period ${range}, compared with ${compare}.` : `Period ${range}, without comparison.`,
    rose: (items: string[]) => (items.length ? `What rose: ${items.join('; ')}.` : 'Nothing rose notably.'),
    fell: (items: string[]) => (items.length ? `What fell: ${items.join('; ')}.` : 'Nothing fell notably.'),
    complaints: (items: string[], count: string) =>
      items.length
        ? `Top complaints, from ${count} negative items: ${items.join(', ')}.`
        : 'No complaints stood out.',
    posts: (items: string[]) =>
      items.length ? `Best posts: ${items.join('; ')}.` : 'No posts were published.',
    change: (label: string, value: string, compare: string, percent: string) =>
      `${label} ${value} (${percent} from ${compare})`,
    post: (text: string, network: string, value: string) => `“${text}” on ${network} (${value} engagements)`,
  },
  'zh-CN': {
    period: (range: string, compare: string | null) =>
      compare ? `统计周期 ${range}，对比 ${compare}。` : `统计周期 ${range}，未设对比。`,
    rose: (items: string[]) => (items.length ? `上升：${items.join('；')}。` : '无明显上升的指标。'),
    fell: (items: string[]) => (items.length ? `下降：${items.join('；')}。` : '无明显下降的指标。'),
    complaints: (items: string[], count: string) =>
      items.length ? `主要抱怨（共 ${count} 条负面消息）：${items.join('、')}。` : '没有突出的抱怨。',
    posts: (items: string[]) =>
      items.length ? `表现最佳的帖子：${items.join('；')}。` : '本期没有发布帖子。',
    change: (label: string, value: string, compare: string, percent: string) =>
      `${label} ${value}（对比 ${compare}，${percent}）`,
    post: (text: string, network: string, value: string) => `${network}「${text}」（互动 ${value}）`,
  },
} satisfies Record<Language, unknown>;

function display(metric: Pick<MetricValue, 'type'>, stored: number, language: Language): string {
  const number = metricDisplayNumber(metric.type, stored);
  const text = number.toLocaleString(language, { maximumFractionDigits: 2 });
  return metric.type === 'percent' ? `${text}%` : text;
}

const signed = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(2)}%`;

/**
 * The brief of a period: made by rules from the account report, the post report and the inbox's
 * sentiment over the same scope — what rose and fell by at least 5%, the words of negative items, the
 * posts with the most engagements — written from templates in the asked language. Every figure it
 * states is listed in `figures`.
 */
export async function sentimentBrief(
  db: DbOrTx,
  viewer: Viewer,
  input: SentimentReportInput & { language: Language },
): Promise<Brief> {
  const periods = resolvePeriods(input.range, input.compare);
  const { language } = input;
  const words = templates[language];
  const scope = {
    range: input.range,
    compare: input.compare,
    platforms: input.platforms,
    account_ids: input.account_ids,
  };
  const [accounts, senti, posts] = await Promise.all([
    accountReport(db, viewer, scope),
    sentimentReport(db, viewer, input),
    postReport(db, viewer, {
      ...scope,
      page: 1,
      page_size: NAMED,
      sort: { key: 'engagements', order: 'desc' },
      metrics: ['engagements'],
    }),
  ]);
  const figures: Figure[] = [];
  const cite = (key: string, metric: MetricValue) =>
    figures.push({ key, value: metric.value, compare_value: metric.compare_value });
  const changes = [
    ...WEIGHED.account.map((key) => ({ key, metric: accounts.summary[key] })),
    ...WEIGHED.senti.map((key) => ({ key, metric: senti.summary[key] })),
  ].flatMap(({ key, metric }) => {
    const change = metric ? metricChange(metric.value, metric.compare_value) : null;
    if (!metric || !change || metric.value === null || metric.compare_value === null) return [];
    const percent = change.percent ?? (metric.value > 0 ? Number.POSITIVE_INFINITY : 0);
    return Math.abs(percent) >= NOTABLE_PERCENT
      ? [{ key, metric, percent, value: metric.value, compare: metric.compare_value }]
      : [];
  });
  const describe = (side: 1 | -1) =>
    changes
      .filter((change) => Math.sign(change.percent) === side)
      .sort((a, b) => Math.abs(b.percent) - Math.abs(a.percent))
      .slice(0, NAMED)
      .map((change) => {
        cite(change.key, change.metric);
        const percent = Number.isFinite(change.percent) ? signed(change.percent) : '+∞';
        const label = labels[change.key]?.[language] ?? change.key;
        return words.change(
          label,
          display(change.metric, change.value, language),
          display(change.metric, change.compare, language),
          percent,
        );
      });
  const rose = describe(1);
  const fell = describe(-1);
  const negative = senti.summary.negative;
  const complaints = senti.top_terms.negative.slice(0, NAMED).map((term) => `${term.term} (${term.count})`);
  if (complaints.length > 0 && negative) cite('negative', negative);
  const best = posts.list.flatMap((post) => {
    const engagements = post.metrics.engagements;
    if (!engagements || engagements.value === null) return [];
    cite('engagements', engagements);
    const text = post.text.length > 60 ? `${post.text.slice(0, 60)}…` : post.text;
    return [words.post(text, networkNames[post.network], display(engagements, engagements.value, language))];
  });
  const rangeText = `${periods.current.start} – ${periods.current.end}`;
  const compareText = periods.compare ? `${periods.compare.start} – ${periods.compare.end}` : null;
  return {
    language,
    paragraphs: [
      words.period(rangeText, compareText),
      words.rose(rose),
      words.fell(fell),
      words.complaints(complaints, display({ type: 'amount' }, negative?.value ?? 0, language)),
      words.posts(best),
    ],
    figures,
  };
}
