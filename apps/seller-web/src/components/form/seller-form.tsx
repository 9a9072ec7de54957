import { Button } from '@nukkad/ui';
import type { ReactNode } from 'react';
import type { SellerFormState } from '../../hooks/use-seller-form';
import './form.css';

export interface SellerFormProps {
  form: SellerFormState;
  /** The form's accessible name, e.g. "Product details". */
  label: string;
  submitLabel: string;
  busy: boolean;
  /** The form's sections. */
  children: ReactNode;
}

/** A seller form's frame: the restored-draft banner above its sections, the alert and the submit button in the bar below. */
export function SellerForm({ form, label, submitLabel, busy, children }: SellerFormProps) {
  return (
    <form ref={form.formRef} className="seller-form" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label={label}>
      {form.draft.restored ? (
        <p className="seller-form__draft">
          <span>Your unsaved changes are back.</span>
          <Button variant="ghost" size="sm" onClick={form.draft.discard}>
            Discard changes
          </Button>
        </p>
      ) : null}

      {children}

      <div className="seller-form__submit">
        {form.alert ? (
          <p className="seller-form__alert" role="alert">
            {form.alert}
          </p>
        ) : null}
        <Button type="submit" size="lg" block busy={busy} disabled={form.uploading}>
          {form.uploading ? 'Waiting for images…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
