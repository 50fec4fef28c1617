/**
 * Server-sent events read from a fetch body (not EventSource, which cannot send the console's
 * headers): the text is cut into events at blank lines, and each event's `data` lines joined.
 */
export class SseParser {
  private buffer = '';

  /** Feeds a chunk of the body; answers the `data` of every event it completed. */
  push(chunk: string): string[] {
    this.buffer += chunk.replaceAll('\r\n', '\n').replaceAll('\r', '\n');
    const events: string[] = [];
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''));
      if (data.length > 0) events.push(data.join('\n'));
      end = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

/** Waits after the n-th failed connection in a row: 1 s, 2 s, 4 s… up to 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
