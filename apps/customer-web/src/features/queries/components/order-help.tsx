import { ApiError, errorMessage, replyFieldErrors, useAddQueryMessage, useOrderQueries, useRaiseQuery } from '@nukkad/api-client';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_UPLOAD_IMAGE_BYTES,
  QUERY_MESSAGE_MAX,
  QUERY_TOPIC_LABELS,
  QUERY_TOPICS,
  raiseQueryBodySchema,
  type CustomerQuery,
  type QueryTopic,
} from '@nukkad/contracts';
import { Button, Card, ErrorState, QueryMessageForm, QueryThread, SelectField, Spinner, StatusBadge, TextareaField, useToast } from '@nukkad/ui';
import { useId, useState, type FormEvent } from 'react';
import { session } from '../../../lib/session';
import '../queries.css';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const TOPIC_OPTIONS = QUERY_TOPICS.map((topic) => QUERY_TOPIC_LABELS[topic]);
const topicOf = (label: string) => QUERY_TOPICS.find((topic) => QUERY_TOPIC_LABELS[topic] === label);
type Errors = Partial<Record<'topic' | 'message' | 'photo', string>>;

/** Help with an order: the customer's queries about it with support's replies, and a form to raise a new one. */
export function OrderHelp({ orderId }: { orderId: string }) {
  const query = useOrderQueries(session.marker, orderId);
  const [asking, setAsking] = useState(false);

  // The order itself says when it is not there; this block then has nothing to add.
  if (query.isError && query.error instanceof ApiError && [400, 403, 404].includes(query.error.status)) return null;

  return (
    <Card as="section" aria-labelledby="order-help-title" className="order-help">
      <div className="order-help__header">
        <h2 id="order-help-title" className="order-section__title">
          Help with this order
        </h2>
        {query.isSuccess && !asking ? (
          <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
            Get help
          </Button>
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner label="Loading your questions…" />
      ) : query.isError ? (
        <ErrorState message="Could not load your questions about this order." onRetry={() => void query.refetch()} />
      ) : (
        <>
          {asking ? <RaiseQueryForm orderId={orderId} onDone={() => setAsking(false)} /> : null}
          {query.data.queries.length === 0 && !asking ? (
            <p className="order-help__empty">Something wrong with this order? Tell us and we will reply here.</p>
          ) : null}
          {query.data.queries.map((q) => (
            <QueryCard key={q._id} query={q} />
          ))}
        </>
      )}
    </Card>
  );
}

function QueryCard({ query }: { query: CustomerQuery }) {
  const open = query.status === 'open';
  return (
    <article className="order-help__query" aria-label={`${QUERY_TOPIC_LABELS[query.topic]} query`} data-testid="order-query">
      <div className="order-help__query-head">
        <h3 className="order-help__topic">{QUERY_TOPIC_LABELS[query.topic]}</h3>
        <StatusBadge status={open ? 'Open' : 'Resolved'} />
      </div>
      <QueryThread messages={query.messages} reader="customer" />
      {open ? <AddMessageForm queryId={query._id} /> : <p className="order-help__closed">This query is resolved. Use Get help if you still need us.</p>}
    </article>
  );
}

function RaiseQueryForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const [topic, setTopic] = useState('');
  const [message, setMessage] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const raise = useRaiseQuery();
  const toast = useToast();
  const photoId = useId();

  const onPhoto = (file: File | null) => {
    if (file && !PHOTO_TYPES.includes(file.type)) return setErrors((e) => ({ ...e, photo: IMAGE_TYPE_MESSAGE }));
    if (file && file.size > MAX_UPLOAD_IMAGE_BYTES) return setErrors((e) => ({ ...e, photo: IMAGE_TOO_LARGE_MESSAGE }));
    setErrors((e) => ({ ...e, photo: undefined }));
    setPhoto(file);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = raiseQueryBodySchema.safeParse({ orderId, topic: topicOf(topic), message });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'topic' || field === 'message') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    raise.mutate(
      { orderId, topic: parsed.data.topic as QueryTopic, message: parsed.data.message, photo },
      {
        onSuccess: () => {
          toast.success('Your query has been sent. We will reply here.');
          onDone();
        },
        onError: (err) => {
          const fields = replyFieldErrors(err) ?? [];
          const photoError = fields.find((f) => f.path === 'photos')?.message;
          if (photoError) setErrors({ photo: photoError });
          else setFormError(errorMessage(err, 'Could not send your query. Please try again.'));
        },
      },
    );
  };

  return (
    <form className="order-help__form" onSubmit={onSubmit} noValidate aria-label="Raise a query">
      <SelectField
        label="What went wrong?"
        options={TOPIC_OPTIONS}
        placeholder="Choose one"
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
        error={errors.topic}
        disabled={raise.isPending}
        required
      />
      <TextareaField
        label="Tell us more"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        maxLength={QUERY_MESSAGE_MAX}
        error={errors.message}
        hint={`${message.length}/${QUERY_MESSAGE_MAX}`}
        disabled={raise.isPending}
        required
      />
      <div className="field">
        <label className="field__label" htmlFor={photoId}>
          Photo (optional)
        </label>
        <input
          id={photoId}
          className="order-help__file"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          onChange={(e) => onPhoto(e.target.files?.[0] ?? null)}
          disabled={raise.isPending}
          aria-invalid={errors.photo ? true : undefined}
        />
        <p className="field__hint">Only you and our support team can see it.</p>
        {errors.photo ? (
          <p className="field__error" role="alert">
            {errors.photo}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className="field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="order-help__actions">
        <Button type="submit" busy={raise.isPending}>
          Send
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={raise.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function AddMessageForm({ queryId }: { queryId: string }) {
  const add = useAddQueryMessage();
  return (
    <QueryMessageForm
      label="Add a message"
      submitLabel="Send message"
      submitVariant="secondary"
      rows={2}
      busy={add.isPending}
      onSend={(message) => add.mutateAsync({ queryId, message })}
      failedMessage={(err) => errorMessage(err, 'Could not send your message. Please try again.')}
    />
  );
}
