import { OTP_LENGTH } from '@nukkad/contracts/light';
import { RequiredMark } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';

type OtpBoxesProps = {
  /** One character per box ('' for an empty box). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  length?: number;
  disabled?: boolean;
  /** Accessible name of the group. */
  label?: string;
  /** Focus the first box when the boxes appear (the step that shows them replaced the focused button). */
  autoFocus?: boolean;
  /** Every box must be filled: each says so to assistive technology and the row ends with the required mark. */
  required?: boolean;
};

/** Letters and digits only, upper-cased (codes are A–Z and 0–9). */
export const cleanOtp = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * One box per character: typing moves on, Backspace in an empty box goes back,
 * and pasting (or an autofilled) full code fills every box.
 */
export function OtpBoxes({ value, onChange, length = OTP_LENGTH, disabled, label = 'One-time code', autoFocus = false, required = false }: OtpBoxesProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `text` into the boxes from `from` on and focuses the box after the last one written. */
  const fillFrom = (from: number, text: string) => {
    const next = [...chars];
    let index = from;
    for (const ch of text) {
      if (index >= length) break;
      next[index] = ch;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const onInput = (index: number, raw: string) => {
    const text = cleanOtp(raw);
    if (text === '') {
      const next = [...chars];
      next[index] = '';
      onChange(next);
      return;
    }
    if (text.length === 1) return fillFrom(index, text);
    // A second character typed into a filled box replaces it; more than two is a paste or autofill.
    if (text.length === 2) return fillFrom(index, text[0] === chars[index] ? text[1]! : text[0]!);
    fillFrom(text.length >= length ? 0 : index, text);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && chars[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...chars];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = cleanOtp(event.clipboardData.getData('text')).slice(0, length);
    if (!text) return;
    event.preventDefault();
    fillFrom(text.length === length ? 0 : index, text);
  };

  return (
    <div className="otp-boxes" role="group" aria-label={label}>
      {chars.map((ch, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="otp-boxes__box"
          value={ch}
          disabled={disabled}
          required={required}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          spellCheck={false}
          aria-label={`Character ${index + 1} of ${length}`}
          onFocus={(event) => event.target.select()}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
      {required ? <RequiredMark /> : null}
    </div>
  );
}
