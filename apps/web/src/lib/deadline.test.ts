import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineError, withDeadline } from './deadline.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadline', () => {
  it('answers what the work answers when it finishes in time', async () => {
    await expect(withDeadline(async () => 'done', 1000)).resolves.toBe('done');
  });

  it('rejects at the deadline and aborts the work’s signal, even when the work never settles', async () => {
    const signals: AbortSignal[] = [];
    const answer = withDeadline((signal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    }, 1000);
    const settled = expect(answer).rejects.toBeInstanceOf(DeadlineError);
    await vi.advanceTimersByTimeAsync(999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(signals[0]?.aborted).toBe(true);
  });
});
