import { API_PREFIX, apiPaths, type FeedStreamEvent, feedStreamEventSchema } from '@herald/contract';
import { useEffect, useRef, useState } from 'react';
import { headersFor } from '../../../api/transport.js';
import { logWarning } from '../../../lib/log.js';
import { backoffMs, SseParser } from './sse.js';

export type StreamStatus = 'connecting' | 'live' | 'retrying' | 'closed';

/** A refusal that waiting will not change (not signed in, no permission, not open for the game). */
function isFinal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function readEvents(
  response: Response,
  onEvent: (event: FeedStreamEvent) => void,
  onOpen: () => void,
): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  onOpen();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (const data of parser.push(decoder.decode(value, { stream: true }))) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        // A comment or keep-alive that is not JSON carries no event.
        continue;
      }
      const event = feedStreamEventSchema.safeParse(parsed);
      if (event.success) onEvent(event.data);
    }
  }
}

/**
 * Follows feeds/stream while mounted: each `arrived` or `changed` event goes to `onEvent`. A dropped
 * connection is opened again after a growing pause, and `onReconnect` then lets the screen catch up on
 * what it missed meanwhile.
 */
export function useFeedStream(handlers: {
  onEvent: (event: FeedStreamEvent) => void;
  onReconnect: () => void;
}): StreamStatus {
  const latest = useRef(handlers);
  latest.current = handlers;
  const [status, setStatus] = useState<StreamStatus>('connecting');

  useEffect(() => {
    const stop = new AbortController();
    let failures = 0;
    let opened = false;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        stop.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
      });
    const run = async () => {
      while (!stop.signal.aborted) {
        try {
          const response = await fetch(`${API_PREFIX}/${apiPaths.feeds.stream.path}`, {
            method: 'GET',
            headers: { ...headersFor('GET'), accept: 'text/event-stream' },
            credentials: 'same-origin',
            signal: stop.signal,
          });
          const type = response.headers.get('content-type') ?? '';
          if (response.ok && type.includes('text/event-stream')) {
            await readEvents(
              response,
              (event) => latest.current.onEvent(event),
              () => {
                failures = 0;
                setStatus('live');
                if (opened) latest.current.onReconnect();
                opened = true;
              },
            );
          } else if (isFinal(response.status)) {
            setStatus('closed');
            return;
          }
        } catch (error) {
          if (stop.signal.aborted) return;
          logWarning('inbox live stream dropped', error);
        }
        failures += 1;
        setStatus('retrying');
        await pause(backoffMs(failures));
      }
    };
    void run();
    return () => stop.abort();
  }, []);

  return status;
}
