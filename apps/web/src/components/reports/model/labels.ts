import type { TFunction } from 'i18next';
import { assignReportsEn } from '../../../i18n/assign-reports.js';
import { reportsEn } from '../../../i18n/reports.js';

type MetricName = keyof typeof reportsEn.metrics;
type AssignMetricName = keyof typeof assignReportsEn.metrics;
type GroupName = keyof typeof reportsEn.groupNames;

const isMetricName = (key: string): key is MetricName => key in reportsEn.metrics;
const isAssignMetricName = (key: string): key is AssignMetricName => key in assignReportsEn.metrics;
const isGroupName = (key: string): key is GroupName => key in reportsEn.groupNames;

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
