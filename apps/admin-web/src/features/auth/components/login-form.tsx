import { errorMessage } from '@nukkad/api-client';
import { adminLoginBodySchema } from '@nukkad/contracts';
import { Button, TextField } from '@nukkad/ui';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { firstInvalidField, validateForm } from '../../../utils/validate-form';
import type { FieldErrors } from '../../../utils/validate-form';
import { useLogin } from '../api/login';

const FIELDS = ['email', 'password', 'secretKey'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { email: 'Email', password: 'Password', secretKey: 'Secret key' };
const EMPTY: Record<Field, string> = { email: '', password: '', secretKey: '' };

const LOGIN_FAILED = 'Invalid credentials or server error';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const login = useLogin({ onSuccess });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateForm(adminLoginBodySchema, values, LABELS);
    if (!result.ok) {
      setErrors(result.errors);
      const first = firstInvalidField(FIELDS, result.errors);
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    login.mutate(result.data);
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
