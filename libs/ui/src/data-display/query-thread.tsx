import type { QueryThreadMessage } from '@nukkad/contracts';
import { cx } from '../lib/class-names';

export interface QueryThreadProps {
  messages: readonly QueryThreadMessage[];
  /** Who reads it: their own messages sit on the right, as in a chat. */
  reader: 'customer' | 'support';
  className?: string;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The messages of a customer's query with support, oldest first, each with its private photo when it has one. */
export function QueryThread({ messages, reader, className }: QueryThreadProps) {
  return (
    <ol className={cx('query-thread', className)} aria-label="Messages">
      {messages.map((m) => (
        <li key={m._id} className={cx('query-thread__message', m.from === reader && 'query-thread__message--own')} data-testid="query-message">
          <p className="query-thread__meta">
            <span className="query-thread__author">{m.from === 'customer' ? (reader === 'customer' ? 'You' : 'Customer') : 'Nukkad support'}</span>
            <time dateTime={m.createdAt}>{timeFormat.format(new Date(m.createdAt))}</time>
          </p>
          <p className="query-thread__text">{m.message}</p>
          {m.photoUrl ? (
            <a className="query-thread__photo" href={m.photoUrl} target="_blank" rel="noopener">
              <img src={m.photoUrl} alt="Photo sent with this message" loading="lazy" />
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
