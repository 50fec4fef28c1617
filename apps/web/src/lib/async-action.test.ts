import { describe, expect, it, vi } from 'vitest';
import { AbortedError, createAsyncAction } from './async-action.js';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('async action', () => {
  it('throttles: a call while pending returns the pending result', async () => {
    const gate = deferred<string>();
    const work = vi.fn(() => gate.promise);
    const action = createAsyncAction(work);
    expect(action.status()).toBe('ready');
    const first = action.run();
    const second = action.run();
    expect(second).toBe(first);
    expect(action.status()).toBe('pending');
    gate.resolve('done');
    await expect(first).resolves.toBe('done');
    expect(work).toHaveBeenCalledTimes(1);
    expect(action.status()).toBe('resolved');
  });

  it('reports rejection and calls the error toast hook', async () => {
    const onReject = vi.fn();
    const action = createAsyncAction(async () => Promise.reject(new Error('nope')), { onReject });
    await expect(action.run()).rejects.toThrow('nope');
    expect(action.status()).toBe('rejected');
    expect(onReject).toHaveBeenCalledWith(expect.any(Error));
  });

  it('debounces: a new call aborts the earlier one', async () => {
    const onResolve = vi.fn();
    const work = vi.fn(async (_signal: AbortSignal, value: number) => value);
    const action = createAsyncAction(work, { mode: 'debounce', wait: 10, onResolve });
    const first = action.run(1);
    const second = action.run(2);
    await expect(first).rejects.toBeInstanceOf(AbortedError);
    await expect(second).resolves.toBe(2);
    expect(work).toHaveBeenCalledTimes(1);
    expect(onResolve).toHaveBeenCalledTimes(1);
    expect(action.status()).toBe('resolved');
  });

  it('marks an aborted run', async () => {
    const gate = deferred<void>();
    const action = createAsyncAction(async (signal) => {
      await gate.promise;
      return signal.aborted;
    });
    const run = action.run();
    action.abort();
    expect(action.status()).toBe('aborted');
    gate.resolve();
    await expect(run).rejects.toBeInstanceOf(AbortedError);
  });
});
