import { errorMessage, useDelayedNavigate } from '@nukkad/api-client';
import { REDIRECT_AFTER_SUCCESS_MS, adminSignupBodySchema } from '@nukkad/contracts';
import { Button, TextField, useFormFields } from '@nukkad/ui';
import type { FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useSignup } from '../api/signup';

type Field = 'name' | 'email' | 'password' | 'secretKey';
const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', password: 'Password', secretKey: 'Secret key' };
const EMPTY: Record<Field, string> = { name: '', email: '', password: '', secretKey: '' };

const SIGNUP_SUCCEEDED = 'Account created successfully! Redirecting to login...';
const SIGNUP_FAILED = 'Error creating account. Please try again.';

/** Sign-up form; after success it shows the spec's message and opens the login page after 2 seconds. */
export function SignupForm() {
  const { values, errors, onChange, validate } = useFormFields(EMPTY);
  const signup = useSignup();
  const navigateLater = useDelayedNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(event.currentTarget, adminSignupBodySchema, LABELS);
    if (!result.ok) return;
    signup.mutate(result.data, { onSuccess: () => navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS) });
  };

  const locked = signup.isPending || signup.isSuccess;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Admin signup">
      {signup.isError ? (
        <p className="form-alert" role="alert">
          {errorMessage(signup.error, SIGNUP_FAILED)}
        </p>
      ) : null}
      {signup.isSuccess ? (
        <p className="form-success" role="status">
          {SIGNUP_SUCCEEDED}
        </p>
      ) : null}
      <fieldset className="auth-form__fields" disabled={locked}>
        <TextField
          label={LABELS.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={onChange}
          error={errors.name}
        />
        <TextField
          label={LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={onChange}
          error={errors.email}
        />
        <TextField
          label={LABELS.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={onChange}
          error={errors.password}
        />
        <TextField
          label={LABELS.secretKey}
          name="secretKey"
          type="password"
          autoComplete="off"
          required
          value={values.secretKey}
          onChange={onChange}
          error={errors.secretKey}
        />
      </fieldset>
      <Button type="submit" size="lg" block busy={signup.isPending} disabled={signup.isSuccess}>
        {signup.isPending ? 'Creating account…' : 'Sign up'}
      </Button>
    </form>
  );
}
