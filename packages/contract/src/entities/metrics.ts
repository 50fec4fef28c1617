import { z } from 'zod';
import {
  type MetricValueType,
  metricNaTypeSchema,
  metricValueTypeSchema,
  reportKindSchema,
} from '../enums.js';

/**
 * Stored units per displayed unit (SPEC §5): percent in 1/10000, decimal in 1/100, amount whole.
 * Metric values travel as integers in these units.
 */
export const metricScale = { amount: 1, percent: 10_000, decimal: 100 } as const satisfies Record<
  MetricValueType,
  number
>;

/** A metric's key, e.g. `impressions` or `engagement_rate`. */
export const metricKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'invalid_format');

/** One metric's value with the previous period's and the highest seen; na_type says why it is missing. */
export const metricValueSchema = z.object({
  type: metricValueTypeSchema,
  value: z.number().int().nullable(),
  compare_value: z.number().int().nullable(),
  highest_value: z.number().int().nullable(),
  na_type: metricNaTypeSchema.nullable(),
});
export type MetricValue = z.infer<typeof metricValueSchema>;

/** A report row's metrics by key. */
export const metricValuesSchema = z.record(metricKeySchema, metricValueSchema);

/** One metric of a group in the catalogue. */
export const metricItemSchema = z.object({ key: metricKeySchema, type: metricValueTypeSchema });

/** A group of metrics shown together. */
export const metricGroupSchema = z.object({
  group_key: metricKeySchema,
  metrics_list: z.array(metricItemSchema).min(1).max(100),
});
export type MetricGroup = z.infer<typeof metricGroupSchema>;

/**
 * The metrics catalogue: groups per kind. The kinds are the report kinds (profile is the account
 * kind, listening the custom-topic kind).
 */
export const metricCatalogSchema = z.partialRecord(reportKindSchema, z.array(metricGroupSchema));
export type MetricCatalog = z.infer<typeof metricCatalogSchema>;
