/** One Server-Sent Event as a browser's EventSource reads it. */
export interface StreamEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** Every event so far, in order (comments, such as the heartbeat's, counted apart). */
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event named `event` after the `after`-th event (all events by default), or rejects after `ms`. */
  next(event: string, options?: { ms?: number; after?: number }): Promise<StreamEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` as a browser's EventSource would (the same request, a parser of the same
 * format), for tests of live streams against a listening server: fetch() reads the answer as
 * it comes, which app.inject() cannot.
 */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  let isEnded = false;

  const parse = (block: string) => {
    const event: StreamEvent = { event: 'message', data: '', id: undefined };
    const data: string[] = [];
    let isEvent = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event.event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') event.id = value;
      else continue;
      isEvent = true;
    }
    if (!isEvent) return;
    event.data = data.join('\n');
    events.push(event);
  };

  void (async () => {
    let buffer = '';
    try {
      if (!response.body) return;
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      isEnded = true;
      endedResolve();
      for (const wake of waiters) wake();
    }
  })();

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    close: () => controller.abort(),
    next(name, { ms = 3_000, after = 0 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(after).find((event) => event.event === name);
          if (found) {
            done();
            resolve(found);
          } else if (isEnded) {
            done();
            reject(new Error(`the stream ended without a "${name}" event (had: ${events.map((e) => e.event).join(', ')})`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no "${name}" event within ${ms} ms (had: ${events.map((e) => e.event).join(', ')})`));
        }, ms);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
