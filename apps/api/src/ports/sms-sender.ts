import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';

/** Sends a text message to a phone; the one-time code is passed separately so a dev sender can keep it. */
export interface SmsSender {
  send(message: { phone: string; text: string; code: string }): Promise<void>;
}

/** Development sender: logs the code and keeps it in the dev outbox, so demos and tests can sign in. */
export function devSmsSender(db: Db, log: (msg: string) => void): SmsSender {
  return {
    async send({ phone, text, code }) {
      log(`SMS to ${phone}: ${text}`);
      await db.insert(devOutbox).values({ phone, text, code });
    },
  };
}

/** Production sender: posts the message to an SMS gateway's HTTP endpoint. */
export function httpSmsSender(opts: { url: string; apiKey: string }): SmsSender {
  return {
    async send({ phone, text }) {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        body: JSON.stringify({ to: `+91${phone}`, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
