/** Rejection of work that did not finish in the time it was given. */
export class DeadlineError extends Error {
  constructor(readonly ms: number) {
    super(`not done within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `work` and settles within `ms` whatever it does: past the deadline the promise rejects with
 * DeadlineError and `signal` aborts, so the work can let go of what it holds. The race, not the
 * signal, is what guarantees the answer: some work (a cancelled call) never settles once aborted.
 */
export function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  return Promise.race([work(controller.signal), late]).finally(() => clearTimeout(timer));
}
