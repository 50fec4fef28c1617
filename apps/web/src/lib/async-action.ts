import { ASYNC_ACTION_WAIT_MS } from '@herald/contract/plain';

export type AsyncActionStatus = 'ready' | 'pending' | 'resolved' | 'rejected' | 'aborted';

export interface AsyncActionOptions {
  /** `throttle` (default): a call while pending returns the pending result. `debounce`: a new call aborts the earlier one. */
  mode?: 'throttle' | 'debounce';
  /** Debounce wait before the work starts (ms). */
  wait?: number;
  onStatus?: (status: AsyncActionStatus) => void;
  onResolve?: () => void;
  onReject?: (error: unknown) => void;
}

export interface AsyncAction<A extends unknown[], R> {
  run: (...args: A) => Promise<R>;
  abort: () => void;
  status: () => AsyncActionStatus;
}

/** Rejection of a run that a later debounced call replaced. */
export class AbortedError extends Error {
  constructor() {
    super('aborted');
    this.name = 'AbortedError';
  }
}

/**
 * An async action (SPEC §4): ready → pending → resolved | rejected | aborted. Toasts are the caller's
 * onResolve/onReject; the action only keeps the state and the throttle/debounce rule.
 */
export function createAsyncAction<A extends unknown[], R>(
  work: (signal: AbortSignal, ...args: A) => Promise<R>,
  options: AsyncActionOptions = {},
): AsyncAction<A, R> {
  const mode = options.mode ?? 'throttle';
  const wait = options.wait ?? ASYNC_ACTION_WAIT_MS;
  let status: AsyncActionStatus = 'ready';
  let pending: Promise<R> | null = null;
  let controller: AbortController | null = null;
  let cancelWait: (() => void) | null = null;

  const setStatus = (next: AsyncActionStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  const abort = () => {
    cancelWait?.();
    if (controller && status === 'pending') {
      controller.abort();
      setStatus('aborted');
    }
    pending = null;
  };

  const delay = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      cancelWait = () => {
        clearTimeout(timer);
        reject(new AbortedError());
      };
    });

  const start = async (own: AbortController, args: A): Promise<R> => {
    if (mode === 'debounce' && wait > 0) await delay(wait);
    cancelWait = null;
    const result = await work(own.signal, ...args);
    if (own.signal.aborted) throw new AbortedError();
    return result;
  };

  const run = (...args: A): Promise<R> => {
    if (mode === 'throttle' && pending) return pending;
    if (mode === 'debounce') abort();
    const own = new AbortController();
    controller = own;
    setStatus('pending');
    const promise = start(own, args).then(
      (result) => {
        if (controller === own) {
          setStatus('resolved');
          pending = null;
          options.onResolve?.();
        }
        return result;
      },
      (error: unknown) => {
        if (controller === own && !(error instanceof AbortedError)) {
          setStatus('rejected');
          pending = null;
          options.onReject?.(error);
        }
        throw error;
      },
    );
    pending = promise;
    return promise;
  };

  return { run, abort, status: () => status };
}
