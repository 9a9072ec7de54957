import type { FieldError } from '@nukkad/contracts';
import { AUTH_FIELD_LABELS } from '@nukkad/contracts/light';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '../forms/button';
import { toFieldErrors } from '../forms/form-errors';
import { PhoneField } from '../forms/phone-field';
import { TextField } from '../forms/text-field';
import { useFormFields } from '../forms/use-form-fields';

/** One input of a sign-in or sign-up form; every one is required. */
export interface CredentialField<F extends string> {
  name: F;
  label: string;
  /** `tel` draws the 10-digit phone field; the default is plain text. */
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  hint?: string;
}

/** The seller's and the delivery partner's sign-in: phone and password. */
export const PHONE_PASSWORD_FIELDS: readonly CredentialField<'phone' | 'password'>[] = [
  { name: 'phone', label: AUTH_FIELD_LABELS.phone, type: 'tel' },
  { name: 'password', label: AUTH_FIELD_LABELS.password, type: 'password', autoComplete: 'current-password' },
];

/** The part of the app's mutation (a TanStack `useMutation` result) the form drives and reads. */
export interface CredentialsSubmit<V> {
  mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
}

export interface CredentialsFormTexts {
  /** The button. */
  submit: string;
  /** The button while the request runs, when it says something else. */
  pending?: string;
  /** The button after success, while the next page is on its way. */
  done?: string;
}

export interface CredentialsFormProps<F extends string, S extends z.ZodType, V> {
  /** The form's accessible name. */
  label: string;
  fields: readonly CredentialField<F>[];
  /** The contracts schema of the request body; its messages are the fields' messages. */
  schema: S;
  /** What the schema parses, when the body wraps the fields (e.g. `{ formData }`); the values themselves by default. */
  schemaInput?: (values: Record<F, string>) => unknown;
  /** What the mutation is sent; the parsed body by default. */
  variables?: (values: Record<F, string>, parsed: z.output<S>) => V;
  submit: CredentialsSubmit<V>;
  texts: CredentialsFormTexts;
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
  /** A 400 reply's field errors, to show under their fields. */
  fieldErrorsOf?: (error: unknown) => readonly FieldError[] | undefined;
  /** The alert drawn above the fields after a failure. */
  failure?: (error: unknown) => ReactNode;
  /** The message drawn above the fields after success. */
  success?: ReactNode;
  /** Hide the last failure as soon as the form is sent again, before the fields are checked. */
  clearFailureOnSubmit?: boolean;
  /** Lock the fields while the request runs and after success. */
  lockFields?: boolean;
  /** Under the button: the link to the other form. */
  footer?: ReactNode;
}

function CredentialInput<F extends string>({
  field,
  value,
  error,
  onChange,
}: {
  field: CredentialField<F>;
  value: string;
  error: string | undefined;
  onChange: ReturnType<typeof useFormFields<F>>['onChange'];
}) {
  const common = { label: field.label, hint: field.hint, required: true, value, onChange, error };
  if (field.type === 'tel') return <PhoneField {...common} name={field.name} autoComplete={field.autoComplete} />;
  return (
    <TextField
      {...common}
      name={field.name}
      type={field.type === 'text' ? undefined : field.type}
      inputMode={field.type === 'email' ? 'email' : undefined}
      autoComplete={field.autoComplete}
    />
  );
}

/**
 * A phone/e-mail and password form (sign-in or sign-up): every field required, checked against the request's own
 * schema before the app's mutation runs, the first invalid field focused, a 400 reply's messages under their fields.
 */
export function CredentialsForm<F extends string, S extends z.ZodType, V = z.output<S>>({
  label,
  fields,
  schema,
  schemaInput,
  variables,
  submit,
  texts,
  onSuccess,
  onError,
  fieldErrorsOf,
  failure,
  success,
  clearFailureOnSubmit = false,
  lockFields = false,
  footer,
}: CredentialsFormProps<F, S, V>) {
  const names = fields.map((field) => field.name);
  const { values, errors, setErrors, onChange, validate } = useFormFields(
    Object.fromEntries(names.map((name) => [name, ''])) as Record<F, string>,
  );
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label])) as Record<F, string>;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (clearFailureOnSubmit) submit.reset();
    const result = validate(event.currentTarget, schema, labels, schemaInput?.(values));
    if (!result.ok) return;
    const body = variables ? variables(values, result.data) : (result.data as V);
    submit.mutate(body, {
      onSuccess: () => onSuccess?.(),
      onError: (error) => {
        const fieldErrors = fieldErrorsOf?.(error);
        if (fieldErrors) setErrors(toFieldErrors(fieldErrors, names));
        onError?.(error);
      },
    });
  }

  const inputs = fields.map((field) => (
    <CredentialInput key={field.name} field={field} value={values[field.name]} error={errors[field.name]} onChange={onChange} />
  ));
  const buttonText = submit.isPending && texts.pending ? texts.pending : submit.isSuccess && texts.done ? texts.done : texts.submit;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={label}>
      {submit.isError && failure ? failure(submit.error) : null}
      {submit.isSuccess && success ? success : null}
      {lockFields ? (
        <fieldset className="auth-form__fields" disabled={submit.isPending || submit.isSuccess}>
          {inputs}
        </fieldset>
      ) : (
        inputs
      )}
      <Button type="submit" block size="lg" busy={submit.isPending} disabled={submit.isSuccess}>
        {buttonText}
      </Button>
      {footer ? <p className="auth-form__switch">{footer}</p> : null}
    </form>
  );
}
