import type { LiveEvent } from '@nukkad/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadLiveEventParser } from '../live-events';

type Handler = ((this: EventSource, event: Event) => unknown) | null;
type Listener = EventListenerOrEventListenerObject;

/**
 * The browser's EventSource as tests drive it: every stream the code opens is kept in `FakeEventSource.instances`,
 * and the test opens it, sends it events and fails it. Install it with installFakeEventSource.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  /** Every stream opened since the last install, oldest first. */
  static instances: FakeEventSource[] = [];
  /** The streams not closed yet. */
  static get active(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }
  /** The stream opened last. */
  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened.');
    return source;
  }

  readonly url: string;
  readonly withCredentials: boolean;
  readyState: number = FakeEventSource.CONNECTING;
  onopen: Handler = null;
  onmessage: Handler = null;
  onerror: Handler = null;

  // Kept here rather than in an EventTarget: some DOMs also call `on<type>` from dispatchEvent, which would call it twice.
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    const forType = this.listeners.get(type) ?? new Set<Listener>();
    forType.add(listener);
    this.listeners.set(type, forType);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    if (listener) this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server accepted the stream. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.fire(new Event('open'), this.onopen);
  }

  /** One SSE message: `data` as sent (a string) or as JSON (anything else). */
  emit(type: string, data: unknown, id = ''): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    const message = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId: id });
    this.fire(message, type === 'message' ? this.onmessage : null);
  }

  /** A live event as the server sends it: its type as the SSE event name, its id as the SSE id. */
  send(event: LiveEvent): void {
    this.emit(event.type, event, event.id);
  }

  /** The connection dropped; `closed`: the server refused it, so the browser will not try again. */
  fail({ closed = false }: { closed?: boolean } = {}): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.fire(new Event('error'), this.onerror);
  }

  private fire(event: Event, handler: Handler): void {
    for (const listener of [...(this.listeners.get(event.type) ?? [])]) {
      if (typeof listener === 'function') listener.call(this, event);
      else listener.handleEvent(event);
    }
    handler?.call(this as unknown as EventSource, event);
  }
}

/** Puts FakeEventSource in place of the browser's EventSource; returns the function that puts the old one back. */
export function installFakeEventSource(): () => void {
  const scope = globalThis as { EventSource?: unknown };
  const had = Object.prototype.hasOwnProperty.call(scope, 'EventSource');
  const previous = scope.EventSource;
  FakeEventSource.instances = [];
  scope.EventSource = FakeEventSource;
  return () => {
    FakeEventSource.instances = [];
    if (had) scope.EventSource = previous;
    else delete scope.EventSource;
  };
}

/**
 * For a test file of live updates: the event parser loaded once (as the first stream of a page loads it), so each
 * stream opens at once; before each test an empty localStorage and a fresh FakeEventSource; after it the DOM
 * cleaned, the browser's EventSource back, mocks restored and real timers again.
 */
export function fakeEventSourceEachTest(): void {
  let restore = () => {};
  beforeAll(() => loadLiveEventParser());
  beforeEach(() => {
    window.localStorage.clear();
    restore = installFakeEventSource();
  });
  afterEach(() => {
    cleanup();
    restore();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

let nextId = 1;

/** A well-formed live event; `overrides` set what the test is about. */
export function liveEvent(overrides: Partial<LiveEvent> = {}): LiveEvent {
  return {
    id: String(nextId++),
    type: 'order',
    orderId: '0f8b6c1e-2d3a-4b5c-9d7e-1a2b3c4d5e6f',
    notificationId: null,
    kind: 'status',
    status: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
