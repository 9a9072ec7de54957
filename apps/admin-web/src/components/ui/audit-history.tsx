import type { AuditEntry, Role } from '@nukkad/contracts';
import { exactTime } from '@nukkad/ui';

const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', seller: 'Seller', admin: 'Admin', delivery: 'Delivery boy' };

// The order log's kinds and the admin record's actions, in words; anything newer is shown as written.
const KIND_LABELS: Record<string, string> = {
  placed: 'Placed the order',
  assigned: 'Assigned a delivery boy',
  paid: 'Payment received',
  refunded: 'Refund sent',
  reviewed: 'Rated the order',
  released: 'Went to the shops at its scheduled time',
  cancel_order: 'Cancelled the order',
  assign_partner: 'Assigned a delivery boy',
  clear_outstanding: 'Cleared the outstanding amount',
};

const humanize = (kind: string) => {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What happened, in words: a status change names its item and both states. */
export function describeEntry(entry: AuditEntry): string {
  if (entry.toStatus) {
    const change = entry.fromStatus ? `${entry.fromStatus} → ${entry.toStatus}` : entry.toStatus;
    return entry.productName ? `${entry.productName}: ${change}` : `Order: ${change}`;
  }
  return KIND_LABELS[entry.kind] ?? humanize(entry.kind);
}

const who = (entry: AuditEntry) => (entry.actorName ? `${entry.actorName} (${ROLE_LABELS[entry.actorRole]})` : ROLE_LABELS[entry.actorRole]);

export interface AuditHistoryProps {
  entries: readonly AuditEntry[];
  label: string;
  /** Shown when nothing has been recorded. */
  emptyText: string;
}

/** Who did what, when: newest first, as the server sends it. */
export function AuditHistory({ entries, label, emptyText }: AuditHistoryProps) {
  if (entries.length === 0) return <p className="muted">{emptyText}</p>;
  return (
    <ol className="audit-history" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry._id} className="audit-history__entry">
          <span className="audit-history__what">{describeEntry(entry)}</span>
          {entry.note ? <span className="audit-history__note">{entry.note}</span> : null}
          <span className="audit-history__meta">
            {who(entry)} · <time dateTime={entry.createdAt}>{exactTime(entry.createdAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
