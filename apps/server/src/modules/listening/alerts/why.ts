import { formatErrorMessage, type UiLocale } from '@herald/contract';
import type { Drivers } from './drivers.js';

const words = {
  en: {
    volume: '{observed} mentions in the hour against about {baseline} an hour',
    negative: '{observed}% of the hour’s mentions negative against {baseline}% usually',
    terms: 'words {list}',
    authors: 'authors {list}',
    networks: 'on {list}',
    driven: '; driven by {list}.',
    none: '.',
    comma: ', ',
    quote: '“{term}” ({count})',
    plain: '{term} ({count})',
    subject: '[Herald] Spike on “{topic}”',
    body: 'The listening topic “{topic}” of {game} spiked: {why}',
    open: 'Open in Herald',
  },
  'zh-CN': {
    volume: '本小时 {observed} 条提及，平时每小时约 {baseline} 条',
    negative: '本小时负面占 {observed}%，平时为 {baseline}%',
    terms: '词语 {list}',
    authors: '作者 {list}',
    networks: '网络 {list}',
    driven: '；主要来自{list}。',
    none: '。',
    comma: '、',
    quote: '“{term}”（{count}）',
    plain: '{term}（{count}）',
    subject: '[Herald] “{topic}”出现激增',
    body: '{game} 的监听话题“{topic}”出现激增：{why}',
    open: '在 Herald 中查看',
  },
} satisfies Record<UiLocale, Record<string, string>>;

export type SpikeWords = (typeof words)['en'];

/** The wording of spike notices in a language. */
export function spikeWords(locale: UiLocale): SpikeWords {
  return words[locale];
}

/** A share in 1/10000 as a percentage with at most one decimal. */
function percent(share: number): string {
  return String(Math.round(share / 10) / 10);
}

/**
 * Why a spike was raised, in one short sentence of the reader's language: the hour against its
 * baseline, and the terms, authors and networks that drove it.
 */
export function whySentence(
  locale: UiLocale,
  spike: { kind: 'volume' | 'negative'; observed: number; baseline: number },
  drivers: Drivers,
): string {
  const w = words[locale];
  const values =
    spike.kind === 'volume'
      ? { observed: spike.observed, baseline: spike.baseline }
      : { observed: percent(spike.observed), baseline: percent(spike.baseline) };
  const head = formatErrorMessage(w[spike.kind], values);
  const list = (entries: Drivers['terms'], pattern: string) =>
    entries
      .map((entry) => formatErrorMessage(pattern, { term: entry.term, count: entry.count }))
      .join(w.comma);
  const parts = [
    drivers.terms.length > 0
      ? formatErrorMessage(w.terms, { list: list(drivers.terms.slice(0, 3), w.quote) })
      : '',
    drivers.authors.length > 0
      ? formatErrorMessage(w.authors, { list: list(drivers.authors.slice(0, 2), w.plain) })
      : '',
    drivers.networks.length > 0
      ? formatErrorMessage(w.networks, { list: list(drivers.networks.slice(0, 2), w.plain) })
      : '',
  ].filter((part) => part !== '');
  return parts.length > 0
    ? head + formatErrorMessage(w.driven, { list: parts.join(w.comma) })
    : head + w.none;
}
