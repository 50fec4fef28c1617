import type { MetricNaType, ReportContentType } from '@herald/contract';

/** Metric values by catalogue key, in stored units (percent in 1/10000, decimal in 1/100). */
export type MetricValues = Record<string, number>;
/** Why a key has no value, by catalogue key. */
export type MetricNa = Record<string, MetricNaType>;

/** One reading of a post's or an account's metrics in catalogue keys. */
export interface MetricReading {
  values: MetricValues;
  na: MetricNa;
  /** What the network says the post is, where it tells (an Instagram reel or story). */
  contentType?: ReportContentType;
}

/** An account's daily metrics in catalogue keys, and the keys the network cannot give. */
export interface AccountReading {
  days: { day: string; values: MetricValues }[];
  na: MetricNa;
}

/** The post a reading is for: its id on the network and when it was published. */
export interface ReportedPost {
  id: string;
  postedAt: Date;
}
