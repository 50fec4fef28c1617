import type { TFunction } from 'i18next';
import type { assignReportsEn } from '../../../i18n/assign-reports.js';
import { hasText } from '../../../i18n/index.js';
import type { reportsEn } from '../../../i18n/reports.js';

type MetricName = keyof typeof reportsEn.metrics;
type AssignMetricName = keyof typeof assignReportsEn.metrics;
type GroupName = keyof typeof reportsEn.groupNames;

const isMetricName = (key: string): key is MetricName => hasText(`reports.metrics.${key}`);
const isAssignMetricName = (key: string): key is AssignMetricName => hasText(`assignReports.metrics.${key}`);
const isGroupName = (key: string): key is GroupName => hasText(`reports.groupNames.${key}`);

/**
 * A metric's name in the reader's language (the catalogue's, then the assign reports' own figures); a
 * key a newer server adds shows as sent.
 */
export function metricLabel(t: TFunction, key: string): string {
  if (isMetricName(key)) return t(`reports.metrics.${key}`);
  return isAssignMetricName(key) ? t(`assignReports.metrics.${key}`) : key;
}

/** A metric group's name in the reader's language. */
export function groupLabel(t: TFunction, key: string): string {
  return isGroupName(key) ? t(`reports.groupNames.${key}`) : key;
}
