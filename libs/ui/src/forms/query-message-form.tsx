import { QUERY_MESSAGE_MAX, queryMessageBodySchema } from '@nukkad/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Button, type ButtonVariant } from './button';
import { TextareaField } from './textarea-field';

export interface QueryMessageFormProps {
  label: string;
  submitLabel: string;
  rows?: number;
  submitVariant?: ButtonVariant;
  /** Sends the checked message (trimmed); the field empties once it resolves. */
  onSend: (message: string) => Promise<unknown>;
  /** The words shown under the field when sending failed. */
  failedMessage: (err: unknown) => string;
  /** True while anything of the thread is being sent: the field and buttons wait. */
  busy: boolean;
  /** More actions beside the send button (an admin's Resolve). */
  children?: ReactNode;
  className?: string;
}

/** A message added to a customer's query (the customer's, or support's reply), checked by its contract before it is sent. */
export function QueryMessageForm({ label, submitLabel, rows = 3, submitVariant = 'primary', onSend, failedMessage, busy, children, className }: QueryMessageFormProps) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = queryMessageBodySchema.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please write a message');
    setError(null);
    setSending(true);
    onSend(parsed.data.message).then(
      () => {
        setMessage('');
        setSending(false);
      },
      (err: unknown) => {
        setError(failedMessage(err));
        setSending(false);
      },
    );
  };

  return (
    <form className={cx('query-message-form', className)} onSubmit={onSubmit} noValidate>
      <TextareaField label={label} rows={rows} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={QUERY_MESSAGE_MAX} error={error} disabled={busy} />
      <div className="query-message-form__actions">
        <Button type="submit" variant={submitVariant} size="sm" busy={sending} disabled={busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
