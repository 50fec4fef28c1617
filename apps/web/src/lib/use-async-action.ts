import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type AsyncActionOptions, type AsyncActionStatus, createAsyncAction } from './async-action.js';
import { useFailureText } from './failure-text.js';

export interface UseAsyncActionOptions extends Pick<AsyncActionOptions, 'mode' | 'wait'> {
  /** Toast shown when the action resolves (none when absent). */
  successText?: string;
  /** Show the failure toast on rejection (default true). */
  errorToast?: boolean;
}

/**
 * An async action for a button or form (SPEC §4): its status drives `loading`, a second click while
 * pending returns the same promise, and resolve/reject toasts are shown at the top.
 */
export function useAsyncAction<A extends unknown[], R>(
  work: (signal: AbortSignal, ...args: A) => Promise<R>,
  options: UseAsyncActionOptions = {},
) {
  const { message } = App.useApp();
  const failureText = useFailureText();
  const [status, setStatus] = useState<AsyncActionStatus>('ready');
  const latest = useRef({ work, options });
  latest.current = { work, options };
  const action = useMemo(
    () =>
      createAsyncAction<A, R>((signal, ...args) => latest.current.work(signal, ...args), {
        mode: options.mode,
        wait: options.wait,
        onStatus: setStatus,
        onResolve: () => {
          const text = latest.current.options.successText;
          if (text) void message.success(text);
        },
        onReject: (error) => {
          if (latest.current.options.errorToast !== false) void message.error(failureText(error));
        },
      }),
    [options.mode, options.wait, message, failureText],
  );
  useEffect(() => () => action.abort(), [action]);
  return { run: action.run, status, pending: status === 'pending' };
}
