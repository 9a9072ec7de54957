import { errorMessage } from '@nukkad/api-client';
import { adminLoginBodySchema } from '@nukkad/contracts';
import { Button, TextField, useFormFields } from '@nukkad/ui';
import type { FormEvent } from 'react';
import { useLogin } from '../api/login';

type Field = 'email' | 'password' | 'secretKey';
const LABELS: Record<Field, string> = { email: 'Email', password: 'Password', secretKey: 'Secret key' };
const EMPTY: Record<Field, string> = { email: '', password: '', secretKey: '' };

const LOGIN_FAILED = 'Invalid credentials or server error';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { values, errors, onChange, validate } = useFormFields(EMPTY);
  const login = useLogin({ onSuccess });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(event.currentTarget, adminLoginBodySchema, LABELS);
    if (result.ok) login.mutate(result.data);
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Admin login">
      {login.isError ? (
        <p className="form-alert" role="alert">
          {errorMessage(login.error, LOGIN_FAILED)}
        </p>
      ) : null}
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
        autoComplete="current-password"
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
      <Button type="submit" size="lg" block busy={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
