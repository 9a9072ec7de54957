import { errorMessage, uploadImages } from '@nukkad/api-client';
import { cardImageUrl, MAX_UPLOAD_IMAGE_BYTES, SELLER_IMAGES_MAX, IMAGE_TYPE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE } from '@nukkad/contracts/light';
import { ArrowLeftIcon, ArrowRightIcon, Button, CloseIcon, RequiredMark, cx, Spinner, plural } from '@nukkad/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, Dispatch, ReactNode, SetStateAction } from 'react';
import './image-upload.css';

/** An image of a shop or product: the path sent with the form and the card-size copy drawn in the preview. */
export interface SellerImage {
  url: string;
  thumbUrl: string;
}

/** Images already on a record: their card size is derived from the stored path. */
export const toSellerImages = (urls: readonly string[]): SellerImage[] => urls.map((url) => ({ url, thumbUrl: cardImageUrl(url) }));

export const isSellerImageList = (value: unknown): value is SellerImage[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof item.url === 'string' && typeof item.thumbUrl === 'string');

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
// The same words as the server's (from contracts), so the seller reads one message whichever side refused the file.
const UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded. Please try again.';

interface PendingUpload {
  key: number;
  name: string;
  preview: string | null;
}

interface UploadProblem {
  key: number;
  name: string;
  message: string;
}

export interface ImageUploadProps {
  /** The section's heading, e.g. "Product images". */
  label: string;
  images: readonly SellerImage[];
  onChange: Dispatch<SetStateAction<SellerImage[]>>;
  /** Told when uploads start and finish, so the form can wait for them before it is sent. */
  onBusyChange?: (busy: boolean) => void;
  /** The form's message for this field (e.g. no image yet). */
  error?: string | null;
  required?: boolean;
  hint?: ReactNode;
  max?: number;
  /** The name of the Choose button, so a form can focus it when this field has an error. */
  name?: string;
}

type Move = { index: number; action: 'left' | 'right' | 'remove' };

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
const forget = (preview: string | null) => {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
};

function useCoarsePointer() {
  const [coarse] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  return coarse;
}

/**
 * Pick or photograph images, upload them (POST /upload, one request per image so each succeeds or fails on its own),
 * then reorder with Move left / Move right and remove them. The first image is the one customers see.
 */
export function ImageUpload({ label, images, onChange, onBusyChange, error, required, hint, max = SELLER_IMAGES_MAX, name = 'images' }: ImageUploadProps) {
  const id = useId();
  const headingId = `images-${id}`;
  const galleryInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(0);
  const focusAfter = useRef<Move | null>(null);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const coarsePointer = useCoarsePointer();

  const busy = pending.length > 0;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Keyboard users keep their place: after a move the same button of the moved image has focus.
  useEffect(() => {
    const move = focusAfter.current;
    if (!move) return;
    focusAfter.current = null;
    const list = listRef.current;
    if (move.action === 'remove') {
      const target =
        list?.querySelector<HTMLButtonElement>(`[data-index="${Math.min(move.index, images.length - 1)}"] [data-action="remove"]`) ??
        chooseRef.current;
      target?.focus();
      return;
    }
    const tile = list?.querySelector(`[data-index="${move.index}"]`);
    const same = tile?.querySelector<HTMLButtonElement>(`[data-action="${move.action}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(`[data-action="${move.action === 'left' ? 'right' : 'left'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [images]);

  const room = max - images.length - pending.length;

  const upload = useCallback(
    async (file: File) => {
      nextKey.current += 1;
      const entry: PendingUpload = { key: nextKey.current, name: file.name, preview: previewOf(file) };
      setPending((current) => [...current, entry]);
      try {
        const [uploaded] = await uploadImages([file]);
        if (alive.current && uploaded) onChange((current) => (current.length < max ? [...current, uploaded] : current));
      } catch (err) {
        if (alive.current) setProblems((current) => [...current, { key: entry.key, name: file.name, message: errorMessage(err, UPLOAD_FAILED_MESSAGE) }]);
      } finally {
        forget(entry.preview);
        if (alive.current) setPending((current) => current.filter((item) => item.key !== entry.key));
      }
    },
    [onChange, max],
  );

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same photo can be picked again after a failure.
    event.target.value = '';
    if (files.length === 0) return;
    const refused: UploadProblem[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      nextKey.current += 1;
      // Some phone pickers leave the type blank; the server then checks the bytes.
      if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) refused.push({ key: nextKey.current, name: file.name, message: IMAGE_TYPE_MESSAGE });
      else if (file.size > MAX_UPLOAD_IMAGE_BYTES) refused.push({ key: nextKey.current, name: file.name, message: IMAGE_TOO_LARGE_MESSAGE });
      else accepted.push(file);
    }
    const fitting = accepted.slice(0, Math.max(0, room));
    for (const file of accepted.slice(fitting.length)) {
      nextKey.current += 1;
      refused.push({ key: nextKey.current, name: file.name, message: `Not added: at most ${max} images.` });
    }
    setProblems(refused);
    for (const file of fitting) void upload(file);
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= images.length) return;
    focusAfter.current = { index: target, action: by < 0 ? 'left' : 'right' };
    onChange((current) => {
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(target, 0, item);
      return next;
    });
  };

  const remove = (index: number) => {
    focusAfter.current = { index, action: 'remove' };
    onChange((current) => current.filter((_, i) => i !== index));
  };

  const count = images.length;
  const status = busy
    ? `Uploading ${plural(pending.length, 'image')}…`
    : `${count} of ${max} images added.`;

  return (
    <section className={cx('image-upload', error && 'image-upload--invalid')} aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-form__section-title">
        {label}
        {required ? <RequiredMark /> : null}
      </h2>
      <p className="field__hint">
        {hint ?? 'JPEG, PNG or WebP, up to 5 MB each.'} The first image is the one customers see.
      </p>

      {count > 0 || busy ? (
        <ol className="image-upload__grid" ref={listRef} aria-label={`${label}, in the order customers see them`}>
          {images.map((image, index) => (
            <li key={image.url} className="image-upload__tile" data-index={index}>
              <div className="image-upload__frame">
                <img src={image.thumbUrl} alt={`Image ${index + 1} of ${count}`} loading="lazy" decoding="async" width={320} height={320} />
                {index === 0 ? <span className="image-upload__cover">Shown to customers</span> : null}
              </div>
              <div className="image-upload__controls">
                <button
                  type="button"
                  className="image-upload__control"
                  data-action="left"
                  aria-label={`Move image ${index + 1} left`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowLeftIcon size={20} />
                </button>
                <button
                  type="button"
                  className="image-upload__control image-upload__control--remove"
                  data-action="remove"
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <CloseIcon size={20} />
                </button>
                <button
                  type="button"
                  className="image-upload__control"
                  data-action="right"
                  aria-label={`Move image ${index + 1} right`}
                  disabled={index === count - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowRightIcon size={20} />
                </button>
              </div>
            </li>
          ))}
          {pending.map((item) => (
            <li key={`pending-${item.key}`} className="image-upload__tile image-upload__tile--pending" aria-busy="true">
              <div className="image-upload__frame">
                {item.preview ? <img src={item.preview} alt="" /> : null}
                <span className="image-upload__uploading">
                  <Spinner />
                  Uploading…
                </span>
              </div>
              <p className="image-upload__name">{item.name}</p>
            </li>
          ))}
        </ol>
      ) : null}

      <p className="image-upload__status" role="status">
        {status}
      </p>

      {problems.length > 0 ? (
        <div className="image-upload__problems" role="alert">
          <ul>
            {problems.map((problem) => (
              <li key={problem.key}>
                <strong>{problem.name}</strong>: {problem.message}
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={() => setProblems([])}>
            Dismiss
          </Button>
        </div>
      ) : null}

      {room > 0 ? (
        <div className="image-upload__pick">
          {coarsePointer ? (
            <Button variant="secondary" size="lg" onClick={() => cameraInput.current?.click()}>
              Take a photo
            </Button>
          ) : null}
          <Button ref={chooseRef} name={name} variant="secondary" size="lg" onClick={() => galleryInput.current?.click()}>
            {count > 0 ? 'Add more images' : 'Choose images'}
          </Button>
        </div>
      ) : (
        <p className="field__hint">Remove an image to add another.</p>
      )}
      {error ? <p className="field__error">{error}</p> : null}

      <input
        ref={galleryInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        aria-label="Choose images"
        className="visually-hidden"
        tabIndex={-1}
        onChange={onFiles}
      />
      <input
        ref={cameraInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        capture="environment"
        aria-label="Take a photo"
        className="visually-hidden"
        tabIndex={-1}
        onChange={onFiles}
      />
    </section>
  );
}
