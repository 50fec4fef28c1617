import type { UiLocale } from './errors.js';
import { type MetricLabels, metricLabelsEn } from './metric-labels-en.js';
import { metricLabelsZh } from './metric-labels-zh-cn.js';

export type { MetricLabels } from './metric-labels-en.js';
export { metricLabelsEn } from './metric-labels-en.js';
export { metricLabelsZh } from './metric-labels-zh-cn.js';

/** Metric names in each console language (the server's exports; the console loads one language's). */
export const metricLabels: Record<UiLocale, MetricLabels> = { en: metricLabelsEn, 'zh-CN': metricLabelsZh };
