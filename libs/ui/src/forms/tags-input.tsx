import { TAG_MAX, TAGS_MAX } from '@nukkad/contracts/light';
import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { CloseIcon } from '../icons/icons';
import { cx } from '../lib/class-names';
import { Button } from './button';
import { Field, useFieldIds } from './field';

export interface TagsInputProps {
  label: ReactNode;
  /** The input's name, so a form can focus it when it has an error. */
  name: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  hint?: ReactNode;
  error?: string | null;
  placeholder?: string;
  max?: number;
}

/** Adds `text` to `tags` unless it is blank, already there (any case) or the list is full; null when nothing is added. */
export function addTag(tags: readonly string[], text: string, max = TAGS_MAX): string[] | null {
  const tag = text.trim().replace(/\s+/g, ' ');
  if (!tag || tags.length >= max) return null;
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return null;
  return [...tags, tag];
}

/** Tags typed one at a time: Enter, a comma or the Add button adds one; an empty tag is never added. */
export function TagsInput({ label, name, tags, onChange, hint, error, placeholder, max = TAGS_MAX }: TagsInputProps) {
  const ids = useFieldIds(undefined, hint, error, 'tags');
  const inputId = ids.controlId;
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const full = tags.length >= max;

  const add = () => {
    const text = draft.trim();
    if (!text) {
      setNote('Type a tag first.');
      return;
    }
    const next = addTag(tags, text, max);
    if (!next) {
      setNote(full ? `You can add up to ${max} tags.` : `“${text}” is already added.`);
      return;
    }
    onChange(next);
    setDraft('');
    setNote(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the whole form; here it adds the tag instead.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  const remove = (index: number) => {
    onChange(tags.filter((_, i) => i !== index));
    setNote(null);
  };

  const noteId = `${inputId}-note`;
  const describedBy = cx(ids.hintId, ids.errorId, noteId);

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      className="tags-input"
      note={
        <p className="field__hint tags-input__note" id={noteId} aria-live="polite">
          {note}
        </p>
      }
    >
      {tags.length > 0 ? (
        <ul className="tags-input__list" aria-label="Added tags">
          {tags.map((tag, index) => (
            <li key={tag} className="tags-input__tag">
              <span>{tag}</span>
              <button type="button" className="tags-input__remove" aria-label={`Remove ${tag}`} onClick={() => remove(index)}>
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tags-input__row">
        <input
          id={inputId}
          name={name}
          className="field__input"
          value={draft}
          maxLength={TAG_MAX}
          placeholder={full ? `${max} tags added` : placeholder}
          disabled={full}
          enterKeyHint="done"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            setNote(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={full}>
          Add
        </Button>
      </div>
    </Field>
  );
}
