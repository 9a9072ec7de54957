import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS, LIVE_MAX_STREAMS_PER_USER, type Role } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../lib/actor';
import { loggableError } from '../../lib/loggable-error';
import { repeat, type Repeating } from '../../lib/repeat';
import { liveEventsByIds, missedLiveEvents, deliveryPartnersOnDuty, toLiveEvent, type LiveEventRow } from '../../modules/live-events/feed';
import { LIVE_EVENTS_CHANNEL } from '../../modules/live-events/outbox';
import { publishedIds, publishLiveEvents } from '../../modules/live-events/publish-live-events';

export type LiveEventsOptions = {
  /** Time between two heartbeats on every stream. */
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
};

/** The live-event streams held by this process. */
export type LiveEventsHub = {
  /** How many streams are open in this process now (a gauge). */
  readonly openStreams: number;
  /**
   * Serves an event stream to the listener on a response the caller has taken over from Fastify: what it missed
   * after `lastEventId` (when given), then live events until it disconnects, logs out or the server closes.
   */
  open(listener: Actor, request: IncomingMessage, response: ServerResponse, lastEventId: number | null): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventsHub;
  }
}

/**
 * An event stream's headers: never cached, never held back by a buffering proxy, and its connection closed with
 * it (never kept alive for reuse, so a server shutting down has no idle connection left to wait for).
 */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  'x-accel-buffering': 'no',
  connection: 'close',
} as const;

/** How long the browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;
/** When the server shuts down: reconnect soon, through the proxy to a replica that is still up. */
const SHUTDOWN_RETRY_MS = 250;
/** A listener this far behind (unsent bytes) is dropped; it reconnects and catches up from the database. */
const MAX_UNSENT_BYTES = 1_048_576;
/** Ids read from the outbox in one query. */
const BATCH = 500;
/** Reads of a batch tried before its streams are closed, to reconnect and catch up once the database answers. */
const READ_ATTEMPTS = 3;
const READ_RETRY_MS = 500;
/** How often this process publishes staged live events (when no other process is): the most an event waits. */
const PUBLISH_EVERY_MS = 20;
/** Rows published by one statement; a full batch is followed at once by the next. */
const PUBLISH_BATCH = 1_000;

const accountKey = (listener: Actor) => `${listener.role}:${listener.id}`;

function frame(row: LiveEventRow): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(toLiveEvent(row))}\n\n`;
}

/** One open stream. While its replay runs, live rows wait in a buffer; ids only grow, so anything already sent is skipped. */
class Stream {
  private buffer: LiveEventRow[] | null;
  private closed = false;

  constructor(
    readonly listener: Actor,
    private readonly response: ServerResponse,
    private lastId: number,
    replaying: boolean,
    private readonly onClosed: (stream: Stream) => void,
  ) {
    this.buffer = replaying ? [] : null;
    response.once('close', () => this.close());
  }

  get isOpen() {
    return !this.closed;
  }

  send(row: LiveEventRow) {
    if (this.closed) return;
    if (this.buffer) this.buffer.push(row);
    else this.write(row);
  }

  /** Sends the replayed rows, then the live rows that arrived meanwhile. */
  replayed(rows: readonly LiveEventRow[]) {
    const waiting = this.buffer ?? [];
    this.buffer = null;
    for (const row of rows) this.write(row);
    for (const row of waiting.sort((a, b) => a.id - b.id)) this.write(row);
  }

  raw(text: string) {
    if (this.closed) return;
    this.response.write(text);
    if (this.response.writableLength > MAX_UNSENT_BYTES) this.close();
  }

  /** Sends the row at once (even while replaying), then closes. */
  finish(row: LiveEventRow) {
    this.write(row);
    this.close();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.buffer = null;
    this.response.end();
    this.onClosed(this);
  }

  private write(row: LiveEventRow) {
    if (row.id <= this.lastId) return;
    this.lastId = row.id;
    this.raw(frame(row));
  }
}

/**
 * Live events for the streams this process holds. It publishes the staged outbox rows (any process, any replica
 * writes them; whichever process takes the publishing lock numbers them), LISTENs for the ids published, reads those rows, and writes each to the streams of its recipient: the account's, or
 * every stream of the role for a broadcast ('available' only to partners on duty). A heartbeat keeps idle streams
 * (and the proxies in between) open; a 'session' row closes the account's streams; shutdown closes them all.
 */
export default fp(async function liveEvents(app: FastifyInstance, opts: LiveEventsOptions) {
  const heartbeatMs = opts.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const maxPerAccount = opts.maxStreamsPerUser ?? LIVE_MAX_STREAMS_PER_USER;
  const db = () => app.database.db;

  const byAccount = new Map<string, Set<Stream>>();
  const byRole = new Map<Role, Set<Stream>>();
  let count = 0;
  let shuttingDown = false;

  function forget(stream: Stream) {
    const key = accountKey(stream.listener);
    const own = byAccount.get(key);
    if (own?.delete(stream)) count--;
    if (own?.size === 0) byAccount.delete(key);
    byRole.get(stream.listener.role)?.delete(stream);
  }

  function register(stream: Stream) {
    const key = accountKey(stream.listener);
    const own = byAccount.get(key) ?? new Set<Stream>();
    // Sets keep insertion order: the first is the oldest.
    while (own.size >= maxPerAccount) own.values().next().value!.close();
    own.add(stream);
    byAccount.set(key, own);
    count++;
    const role = byRole.get(stream.listener.role) ?? new Set<Stream>();
    byRole.set(stream.listener.role, role);
    role.add(stream);
  }

  function closeAll(retryMs?: number) {
    for (const streams of byAccount.values()) {
      for (const stream of [...streams]) {
        if (retryMs !== undefined) stream.raw(`retry: ${retryMs}\n\n`);
        stream.close();
      }
    }
  }

  async function deliver(rows: readonly LiveEventRow[]) {
    const deliveryPartnerList = byRole.get('delivery');
    const broadcastToDeliveryPartners = rows.some((row) => row.recipientId === null && row.recipientRole === 'delivery');
    const onDuty =
      broadcastToDeliveryPartners && deliveryPartnerList?.size ? await deliveryPartnersOnDuty(db(), [...new Set([...deliveryPartnerList].map((s) => s.listener.id))]) : new Set<string>();
    for (const row of rows) {
      const streams =
        row.recipientId === null
          ? [...(byRole.get(row.recipientRole) ?? [])].filter((s) => row.type !== 'available' || onDuty.has(s.listener.id))
          : [...(byAccount.get(`${row.recipientRole}:${row.recipientId}`) ?? [])];
      for (const stream of streams) {
        if (row.type === 'session') stream.finish(row);
        else stream.send(row);
      }
    }
  }

  // ---- fan-out: ids heard, read in batches, one batch at a time (so each stream gets them in id order)

  const heardIds: number[] = [];
  let draining: Promise<void> | undefined;

  async function drain() {
    let failures = 0;
    while (heardIds.length > 0 && !shuttingDown) {
      // Lets the rest of a transaction's notifications arrive, so they are read together.
      await new Promise((resolve) => setImmediate(resolve));
      const ids = heardIds.slice(0, BATCH);
      try {
        await deliver(await liveEventsByIds(db(), ids));
        // Taken off only once delivered: a retry after a failure part-way resends, and each stream skips what it had.
        heardIds.splice(0, ids.length);
        failures = 0;
      } catch (err) {
        if (++failures < READ_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
          continue;
        }
        app.log.error({ err: loggableError(err) }, 'could not read live events; closing streams so they catch up when they reconnect');
        heardIds.length = 0;
        closeAll();
      }
    }
  }

  function heard(payload?: string) {
    if (payload === undefined) {
      // The listening connection was lost and is back: what was published meanwhile was not heard here. The
      // browsers reconnect with Last-Event-ID and get it from the outbox.
      app.log.warn('live events may have been missed while not listening; closing streams so they catch up');
      closeAll();
      return;
    }
    // Nobody here to tell: a stream opened later gets what it missed from the outbox.
    if (count === 0 || shuttingDown) return;
    const ids = publishedIds(payload);
    if (ids.length === 0) return;
    heardIds.push(...ids);
    draining ??= drain().finally(() => (draining = undefined));
  }

  // ---- the hub

  const hub: LiveEventsHub = {
    get openStreams() {
      return count;
    },
    async open(listener, request, response, lastEventId) {
      request.socket.setTimeout(0);
      request.socket.setNoDelay(true);
      response.writeHead(200, STREAM_HEADERS);
      response.write(`retry: ${RETRY_MS}\n\n`);
      // A browser gone while its session was checked would never be heard closing: it is not registered at all.
      if (shuttingDown || response.destroyed || request.socket.destroyed) {
        response.end();
        return;
      }
      const stream = new Stream(listener, response, lastEventId ?? 0, lastEventId !== null, forget);
      // Registered before the replay is read, so nothing published meanwhile falls between the two.
      register(stream);
      if (lastEventId === null) return;
      try {
        stream.replayed(await missedLiveEvents(db(), listener, lastEventId));
      } catch (err) {
        app.log.error({ err: loggableError(err) }, 'could not replay missed live events');
        stream.close();
      }
    },
  };
  app.decorate('liveEvents', hub);

  // ---- publishing: every process tries in turn, so events are published while any one of them is up

  let publishFailedAt = 0;

  async function publish() {
    try {
      while ((await publishLiveEvents(db(), PUBLISH_BATCH)) === PUBLISH_BATCH && !shuttingDown);
    } catch (err) {
      // Once a minute at most: a database down for a while would otherwise log fifty times a second.
      if (Date.now() - publishFailedAt > 60_000) app.log.error({ err: loggableError(err) }, 'could not publish live events');
      publishFailedAt = Date.now();
    }
  }

  let stopListening: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let publisher: Repeating | undefined;
  let publisherStopped: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(LIVE_EVENTS_CHANNEL, heard);
    heartbeat = setInterval(() => {
      for (const streams of byAccount.values()) for (const stream of [...streams]) stream.raw(': ping\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    publisher = repeat(PUBLISH_EVERY_MS, publish);
  });
  // Before the server stops accepting and waits for open requests: an open stream would hold the close forever.
  app.addHook('preClose', async () => {
    shuttingDown = true;
    clearInterval(heartbeat);
    publisherStopped = publisher?.stop();
    closeAll(SHUTDOWN_RETRY_MS);
  });
  app.addHook('onClose', async () => {
    await draining;
    await publisherStopped;
    await stopListening?.();
  });
});
