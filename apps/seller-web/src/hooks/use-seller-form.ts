import { focusFirstError } from '@nukkad/ui';
import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, RefObject, SetStateAction } from 'react';
import type { SellerImage } from '../components/image-upload/image-upload';
import { useSessionDraft } from './use-session-draft';

export const FIX_FIELDS_MESSAGE = 'Please correct the fields marked in red.';

/** A form's own check before sending: the body to send, or each field's message (and what the alert says). */
export type FormCheck<B, E> = { ok: true; body: B } | { ok: false; errors: E; message?: string };

type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

export interface SellerFormOptions<V, E, B> {
  /** Where the unsaved form is kept in this tab. */
  draftKey: string;
  initial: V;
  /** Checks a stored draft's shape; null for anything it does not recognise. */
  readDraft: (raw: unknown) => V | null;
  check: (values: V) => FormCheck<B, E>;
  busy: boolean;
  /** Sends the checked body; resolves to the server's field messages when it refused them, or true once saved. */
  onValid: (body: B) => Promise<E | true>;
}

/**
 * The state every seller form with images shares: values kept as a draft in the tab, each field's error cleared
 * as it changes, images that block sending while they upload, and a submit that checks, sends and shows errors.
 */
export function useSellerForm<V extends { images: SellerImage[] }, E extends Partial<Record<keyof V, string>>, B>({
  draftKey,
  initial,
  readDraft,
  check,
  busy,
  onValid,
}: SellerFormOptions<V, E, B>) {
  const draft = useSessionDraft(draftKey, initial, readDraft);
  const { value: values, setValue: setValues } = draft;
  const [errors, setErrors] = useState<E>({} as E);
  const [alert, setAlert] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(event.target.name as TextField<V>, event.target.value as V[TextField<V>]);

  const setImages = useCallback(
    (next: SetStateAction<SellerImage[]>) => {
      setValues((current) => ({ ...current, images: typeof next === 'function' ? next(current.images) : next }));
      setErrors((current) => (current.images ? { ...current, images: undefined } : current));
    },
    [setValues],
  );

  const showErrors = (next: E, message: string) => {
    setErrors(next);
    setAlert(message);
    focusFirstError(formRef.current, next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading) return;
    const checked = check(values);
    if (!checked.ok) {
      showErrors(checked.errors, checked.message ?? FIX_FIELDS_MESSAGE);
      return;
    }
    setAlert(null);
    const result = await onValid(checked.body);
    if (result === true) draft.clear();
    else if (Object.keys(result).length > 0) showErrors(result, FIX_FIELDS_MESSAGE);
  };

  return { draft, values, errors, set, onText, setImages, alert, uploading, setUploading, formRef, onSubmit };
}

/** What a seller form's frame (SellerForm) needs of the state above. */
export interface SellerFormState {
  draft: { restored: boolean; discard: () => void };
  alert: string | null;
  uploading: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}
