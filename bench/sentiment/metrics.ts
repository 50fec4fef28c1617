import { type Label, labels } from './dataset.js';

/** What a classifier may answer; `unclassified` is always wrong on this set, every item has a label. */
export const predictions = ['positive', 'negative', 'neutral', 'unclassified'] as const;
export type Prediction = (typeof predictions)[number];

export interface Scores {
  count: number;
  accuracy: number;
  macroF1: number;
  /** confusion[truth][prediction] */
  confusion: Record<Label, Record<Prediction, number>>;
}

export function scoresOf(pairs: readonly { truth: Label; predicted: Prediction }[]): Scores {
  const confusion = Object.fromEntries(
    labels.map((truth) => [truth, Object.fromEntries(predictions.map((p) => [p, 0]))]),
  ) as Scores['confusion'];
  for (const { truth, predicted } of pairs) confusion[truth][predicted] += 1;
  const correct = labels.reduce((sum, label) => sum + confusion[label][label], 0);
  const f1s = labels.map((label) => {
    const truePositive = confusion[label][label];
    const predictedAs = labels.reduce((sum, truth) => sum + confusion[truth][label], 0);
    const actual = predictions.reduce((sum, p) => sum + confusion[label][p], 0);
    const precision = predictedAs === 0 ? 0 : truePositive / predictedAs;
    const recall = actual === 0 ? 0 : truePositive / actual;
    return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  });
  return {
    count: pairs.length,
    accuracy: pairs.length === 0 ? 0 : correct / pairs.length,
    macroF1: f1s.reduce((sum, f1) => sum + f1, 0) / labels.length,
    confusion,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatScores(title: string, scores: Scores, baseline: Scores): string {
  const head = `${'truth \\ said'.padEnd(12)}${predictions.map((p) => p.padStart(13)).join('')}`;
  const rows = labels.map(
    (truth) =>
      `${truth.padEnd(12)}${predictions.map((p) => String(scores.confusion[truth][p]).padStart(13)).join('')}`,
  );
  return [
    `${title}: ${scores.count} items  accuracy ${percent(scores.accuracy)}  macro-F1 ${scores.macroF1.toFixed(3)}` +
      `   (majority-class baseline: accuracy ${percent(baseline.accuracy)}, macro-F1 ${baseline.macroF1.toFixed(3)})`,
    `  ${head}`,
    ...rows.map((row) => `  ${row}`),
  ].join('\n');
}
