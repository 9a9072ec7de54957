import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { LIVE_EVENTS_PATH, liveEventSchema, type LiveEvent } from '@nukkad/contracts';

/** One event as a browser's EventSource would see it, with when it arrived. */
export type HeardEvent = { id: string; event: string; data: LiveEvent; at: number };

/**
 * A live-event stream read over real HTTP, as a browser would hold it: the session in the cookie, the events parsed
 * from the wire (`id:`, `event:`, `data:`, comments counted as heartbeats). Each stream has a connection of its own
 * (no pooled keep-alive), so closing the reader closes the connection.
 */
export class EventStreamReader {
  readonly events: HeardEvent[] = [];
  heartbeats = 0;
  retryMs: number | null = null;
  /** Resolves when the stream ends, by the server or by `close()`. */
  readonly ended: Promise<void>;
  private done = false;
  private text = '';

  private constructor(
    private readonly request: http.ClientRequest,
    readonly response: http.IncomingMessage,
  ) {
    this.ended = new Promise<void>((resolve) => response.once('close', resolve)).then(() => {
      this.done = true;
    });
    response.setEncoding('utf8');
    const streaming = response.statusCode === 200 && response.headers['content-type']?.startsWith('text/event-stream') === true;
    response.on('data', (chunk: string) => (streaming ? this.take(chunk) : (this.text += chunk)));
    // A stream cut by close() ends with an aborted response: that is the reader's own doing.
    response.on('error', () => {});
  }

  /** Opens a stream on the server at `base`; resolves once the response headers are in. */
  static open(base: string, opts: { token?: string; lastEventId?: string; method?: 'GET' | 'HEAD' } = {}): Promise<EventStreamReader> {
    // A browser offers compressed replies on every request, event streams included.
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    if (opts.token) headers.cookie = `token=${opts.token}`;
    if (opts.lastEventId !== undefined) headers['last-event-id'] = opts.lastEventId;
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}${LIVE_EVENTS_PATH}`, { method: opts.method ?? 'GET', headers, agent: false }, (response) =>
        resolve(new EventStreamReader(request, response)),
      );
      request.on('error', reject);
      request.end();
    });
  }

  get status() {
    return this.response.statusCode;
  }

  header(name: string) {
    return this.response.headers[name.toLowerCase()];
  }

  /** The body of a reply that is not a stream (an error), once it has ended. */
  async json(): Promise<unknown> {
    await this.ended;
    return JSON.parse(this.text);
  }

  get isEnded() {
    return this.done;
  }

  /** The events of one type, optionally about one order. */
  of(event: string, orderId?: string): HeardEvent[] {
    return this.events.filter((e) => e.event === event && (orderId === undefined || e.data.orderId === orderId));
  }

  get lastId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  close() {
    this.request.destroy();
  }

  private take(chunk: string) {
    this.text += chunk;
    let end: number;
    while ((end = this.text.indexOf('\n\n')) !== -1) {
      this.block(this.text.slice(0, end));
      this.text = this.text.slice(end + 2);
    }
  }

  private block(block: string) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.heartbeats++;
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon === -1 ? line : line.slice(0, colon);
      fields[name] = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    }
    if (fields.retry !== undefined) this.retryMs = Number(fields.retry);
    if (fields.data === undefined) return;
    this.events.push({
      id: fields.id ?? '',
      event: fields.event ?? 'message',
      data: liveEventSchema.parse(JSON.parse(fields.data)),
      at: performance.now(),
    });
  }
}
