// HTTP as the apps speak it, by host name through Caddy (Node does not resolve *.localhost, so the connection goes to
// 127.0.0.1 with the Host header of the app), and a Server-Sent Events reader.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Thrown for a reply outside 2xx; `status` 0 means the connection failed. */
export class HttpError extends Error {
  constructor(status, body, what) {
    super(`${what}: ${status || 'network error'} ${typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body)?.slice(0, 300)}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * One request. `origin` is `{ port, host }`: the TCP port to connect to on 127.0.0.1 and the Host header (an app's
 * host name through Caddy, or a replica's own address). Resolves to `{ status, headers, body, bytes }` for any status.
 */
export function request(origin, method, path, { body, headers = {}, timeoutMs = 15_000 } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: origin.port,
        method,
        path,
        agent,
        headers: {
          host: origin.host,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let parsed = text;
          if ((res.headers['content-type'] ?? '').includes('json')) {
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = text;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A signed-in (or anonymous) user of one app host: a bearer token and the session cookie. */
export class Session {
  constructor(origin) {
    this.origin = origin;
    this.token = undefined;
    this.cookie = undefined;
  }

  headers(extra = {}) {
    return {
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    };
  }

  /** The raw reply; a network error becomes status 0. */
  async raw(method, path, body, headers = {}) {
    try {
      return await request(this.origin, method, path, { body, headers: this.headers(headers) });
    } catch (err) {
      return { status: 0, headers: {}, body: String(err?.message ?? err) };
    }
  }

  /** The body of a 2xx reply; anything else throws an HttpError. Keeps the session a sign-in hands out. */
  async call(method, path, body, headers = {}) {
    const res = await this.raw(method, path, body, headers);
    if (res.status < 200 || res.status >= 300) throw new HttpError(res.status, res.body, `${method} ${path}`);
    const setCookie = res.headers['set-cookie'];
    if (setCookie?.length) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    if (res.body && typeof res.body === 'object' && typeof res.body.token === 'string') this.token = res.body.token;
    return res.body;
  }

  get(path) {
    return this.call('GET', path);
  }

  post(path, body, headers) {
    return this.call('POST', path, body ?? {}, headers);
  }

  put(path, body, headers) {
    return this.call('PUT', path, body ?? {}, headers);
  }
}

/**
 * An SSE stream (GET /api/events) held open, reconnecting with Last-Event-ID as a browser's EventSource does.
 * `events` keeps every event received with the time it arrived; `waitFor` resolves on the first one that matches.
 */
export class EventStream {
  constructor(origin, session, { path = '/api/events', reconnectMs = 200 } = {}) {
    this.origin = origin;
    this.session = session;
    this.path = path;
    this.reconnectMs = reconnectMs;
    this.events = [];
    this.lastEventId = undefined;
    this.connections = 0;
    /** Reconnections that failed or were answered with anything but a stream. */
    this.refused = 0;
    this.closed = false;
    this.waiters = [];
    this.req = undefined;
    this.opened = undefined;
  }

  /** Resolves once the first connection answered 200. */
  open() {
    this.opened = new Promise((resolve, reject) => this.connect(resolve, reject));
    return this.opened;
  }

  /** Moves the stream to another origin (e.g. the surviving replica) on its next reconnection. */
  retarget(origin) {
    this.origin = origin;
  }

  connect(onOpen = () => {}, onFail = () => {}) {
    if (this.closed) return;
    const headers = {
      host: this.origin.host,
      accept: 'text/event-stream',
      ...this.session.headers(),
      ...(this.lastEventId ? { 'last-event-id': this.lastEventId } : {}),
    };
    const req = http.request({ host: '127.0.0.1', port: this.origin.port, method: 'GET', path: this.path, headers });
    this.req = req;
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        this.refused += 1;
        res.resume();
        onFail(new HttpError(res.statusCode ?? 0, '', `GET ${this.path}`));
        this.reconnect();
        return;
      }
      this.connections += 1;
      onOpen();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.frame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('end', () => this.reconnect());
      res.on('error', () => this.reconnect());
    });
    req.on('error', (err) => {
      if (!this.closed) this.refused += 1;
      onFail(err);
      this.reconnect();
    });
    req.end();
  }

  reconnect() {
    if (this.closed || this.reconnecting) return;
    this.reconnecting = true;
    setTimeout(() => {
      this.reconnecting = false;
      this.connect();
    }, this.reconnectMs).unref();
  }

  frame(text) {
    let id;
    let type = 'message';
    const data = [];
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
    if (id !== undefined) this.lastEventId = id;
    if (data.length === 0) return;
    let payload;
    try {
      payload = JSON.parse(data.join('\n'));
    } catch {
      payload = data.join('\n');
    }
    const event = { id, type, data: payload, at: performance.now() };
    this.events.push(event);
    this.waiters = this.waiters.filter((w) => {
      if (!w.match(event)) return true;
      clearTimeout(w.timer);
      w.resolve(event);
      return false;
    });
  }

  /** The first event (already received or to come) for which `match` is true, within `timeoutMs`. */
  waitFor(match, timeoutMs, what = 'an event') {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      waiter.timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  close() {
    this.closed = true;
    this.req?.destroy();
    for (const w of this.waiters) clearTimeout(w.timer);
  }
}
