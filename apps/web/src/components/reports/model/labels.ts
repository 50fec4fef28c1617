import type { TFunction } from 'i18next';
import { reportsEn } from '../../../i18n/reports.js';

type MetricName = keyof typeof reportsEn.metrics;
type GroupName = keyof typeof reportsEn.groupNames;

const isMetricName = (key: string): key is MetricName => key in reportsEn.metrics;
const isGroupName = (key: string): key is GroupName => key in reportsEn.groupNames;

/** A metric's name in the reader's language; a key a newer server adds shows as sent. */
export function metricLabel(t: TFunction, key: string): string {
  return isMetricName(key) ? t(`reports.metrics.${key}`) : key;
}

/** A metric group's name in the reader's language. */
export function groupLabel(t: TFunction, key: string): string {
  return isGroupName(key) ? t(`reports.groupNames.${key}`) : key;
}
